import type { FastifyRequest } from 'fastify';
import { BIZ } from '../../../common/envelope.js';
import { DEFAULT_CODE_SEND_TYPE } from '../../../common/constants.js';
import type { BodyOf } from '../../../common/contract/endpoint.js';
import { passportContract } from '../../../common/passport/contract.js';
import { SMS_SIGNATURE_CONSTANT } from '../../../common/signature.js';
import type { AppInstance } from '../../app-types.js';
import { pick, serveAll } from '../../kit/serve.js';
import { issueCaptcha } from '../../lib/captcha-issue.js';
import { BizError, HttpError } from '../../lib/errors.js';
import { rsaDecrypt } from '../../lib/rsa.js';
import { isSmsType, type SmsNotice, type SmsType } from '../../lib/sms/gateway.js';
import { SPEC_STRINGS } from '../../../common/spec-strings.js';
import { scopedTo } from '../../kit/tenant-scope.js';

const SEND_FAILED = SPEC_STRINGS.codeSendFailed;

/**
 * Registration needs a new phone; login and password reset need an account of this park. Where
 * the purpose does not apply, the phone gets a notice saying so instead of a code; the answer is
 * the same either way, so the call tells nobody but the phone's holder whether it is registered.
 */
const noticeFor = (type: SmsType, registered: boolean): SmsNotice | null => {
  if (type === 'regist') return registered ? 'registered' : null;
  return registered ? null : 'unregistered';
};

/**
 * The image captcha and SMS code sending (SPEC §7 passport/code/send/{type}; DESIGN §4: captcha
 * before sending, the signature constant checked, throttles and caps in app.smsCodes). The answer
 * does not depend on whether the phone is registered.
 */
export default async function verificationRoutes(app: AppInstance) {
  const phoneRegistered = async (tenantId: number, phone: string): Promise<boolean> =>
    (await scopedTo(app.db, tenantId)
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirst()) !== undefined;

  const send = async (
    request: FastifyRequest,
    tenantId: number,
    type: string,
    body: BodyOf<typeof passportContract.sendCode>,
  ) => {
    if (!isSmsType(type)) throw new BizError('验证码类型无效');
    await app.captcha.require(request.headers, body.verCode);
    if (rsaDecrypt(app.rsa, body.signature) !== SMS_SIGNATURE_CONSTANT) throw new BizError(SEND_FAILED);
    const notice = noticeFor(type, await phoneRegistered(tenantId, body.phone));
    try {
      if (notice) await app.smsCodes.sendNotice(tenantId, body.phone, type, notice, request.ip);
      else await app.smsCodes.send(tenantId, body.phone, type, request.ip);
    } catch (error) {
      if (error instanceof BizError) throw error;
      request.log.error({ err: error }, 'SMS gateway failed');
      throw new BizError(SEND_FAILED, BIZ.failed);
    }
    return true;
  };

  serveAll(app, pick(passportContract, ['captcha', 'sendCode', 'sendRegistCode'] as const), {
    captcha: async ({ query, request, reply }) => {
      const svg = await issueCaptcha(app, request.ip, query.uuid);
      if (svg === null) throw new HttpError(429, '请求过于频繁，请稍后再试');
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg);
    },
    sendCode: ({ params, body, ctx, request }) => send(request, ctx.tenantId, params.type, body),
    sendRegistCode: ({ body, ctx, request }) => send(request, ctx.tenantId, DEFAULT_CODE_SEND_TYPE, body),
  });
}
