import { Type } from 'typebox';
import { PHONE_PATTERN, SMS_CODE_PATTERN } from '../../../common/account-rules.js';
import { envelopeOf } from '../../lib/schema.js';

const Phone = Type.String({ title: '手机号', pattern: PHONE_PATTERN });
const SmsCode = Type.String({ title: '短信验证码', pattern: SMS_CODE_PATTERN });
const VerCode = Type.String({ title: '图形验证码', minLength: 1, maxLength: 8 });
/** An RSA ciphertext (base64) of the password. */
const Encrypted = (title: string) => Type.String({ title, minLength: 1, maxLength: 1024 });

export const LoginPassBody = Type.Object({ phone: Phone, code: Encrypted('密码'), verCode: VerCode });
export const LoginCodeBody = Type.Object({ phone: Phone, code: SmsCode, verCode: VerCode });
export const RegistBody = Type.Object({ phone: Phone, code: SmsCode, pass: Encrypted('密码') });
export const SsoBody = Type.Object({
  token: Type.String({ title: '单点登录凭证', minLength: 1, maxLength: 4096 }),
  appid: Type.String({ title: '应用编号', minLength: 1, maxLength: 64 }),
});

export const SessionUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  roles: Type.Array(Type.Object({ rolename: Type.String() })),
  orgId: Type.Union([Type.Integer(), Type.Null()]),
  orgType: Type.Union([Type.Literal('ORG'), Type.Literal('SERVICE'), Type.Null()]),
});

export const LoginAnswer = envelopeOf(Type.Object({ token: Type.String(), user: SessionUserSchema }));

export const CurrentUserAnswer = envelopeOf(SessionUserSchema);
