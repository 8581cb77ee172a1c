import { Type } from 'typebox';
import { PHONE_PATTERN } from '../../../common/account-rules.js';
import { envelopeOf } from '../../lib/schema.js';

export const CaptchaQuery = Type.Object({
  uuid: Type.String({
    title: '验证码标识',
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_-]+$',
    description: '客户端的 uuid（Cookie 中的 uuid）；发送短信时在请求头 uuid 中带上同一个值',
  }),
});

/** The SVG, sent as it is: documented as a string so the serializer leaves it alone. */
export const CaptchaImage = Type.Unsafe<string>({
  type: 'string',
  description: 'SVG 图片（仅由 path 组成）',
});

export const CodeSendParams = Type.Object({
  type: Type.String({
    title: '验证码类型',
    maxLength: 16,
    description: 'regist（注册）、login（登录）或 passChg（重置密码）',
  }),
});

export const CodeSendBody = Type.Object({
  phone: Type.String({ title: '手机号', pattern: PHONE_PATTERN }),
  signature: Type.String({
    title: '签名',
    minLength: 1,
    maxLength: 1024,
    description: 'RSA 加密的固定签名串（base64）',
  }),
  verCode: Type.String({ title: '图形验证码', minLength: 1, maxLength: 8 }),
});

export const CodeSentAnswer = envelopeOf(Type.Boolean());
