import type { FastifyRequest } from 'fastify';
import { BIZ } from '../../../common/envelope.js';
import { DEFAULT_CODE_SEND_TYPE } from '../../../common/constants.js';
import { SMS_SIGNATURE_CONSTANT } from '../../../common/signature.js';
import type { AppInstance } from '../../app-types.js';
import { CAPTCHA_WRONG, captchaUuidOf } from '../../lib/captcha.js';
import { BizError, HttpError } from '../../lib/errors.js';
import { rsaDecrypt } from '../../lib/rsa.js';
import { isSmsType, type SmsType } from '../../lib/sms/gateway.js';
import { ok } from '../../plugins/envelope.js';
import { CaptchaImage, CaptchaQuery, CodeSendBody, CodeSendParams, CodeSentAnswer } from './schema.js';

const TAGS = ['passport'];
const SEND_FAILED = '验证码发送失败!';
const CAPTCHAS_PER_MINUTE = 30;

/**
 * The image captcha and SMS code sending (SPEC §7 passport/code/send/{type}; DESIGN §4: captcha
 * before sending, the signature constant checked, throttles and caps in app.smsCodes).
 */
export default async function verificationRoutes(app: AppInstance) {
  const phoneRegistered = async (tenantId: number, phone: string): Promise<boolean> =>
    (await app.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('phone', '=', phone)
      .executeTakeFirst()) !== undefined;

  app.get(
    '/api/dpboot/passport/captcha',
    {
      // An <img> cannot sign its request.
      config: { unsigned: true },
      schema: {
        tags: TAGS,
        summary: '图形验证码（无需签名）',
        description:
          '每次请求生成新图片并替换该 uuid 之前的答案；答案 5 分钟内有效，校验一次即失效，不区分大小写。',
        querystring: CaptchaQuery,
        produces: ['image/svg+xml'],
        response: { 200: CaptchaImage },
      },
    },
    async (request, reply) => {
      // Every image stores an answer for 5 minutes: bound how fast one address can fill the store.
      const { allowed } = await app.rateLimiter.hit(`captcha:ip:${request.ip}`, CAPTCHAS_PER_MINUTE, 60_000);
      if (!allowed) throw new HttpError(429, '请求过于频繁，请稍后再试');
      const svg = await app.captcha.issue(request.query.uuid);
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg);
    },
  );

  const send = async (
    request: FastifyRequest,
    type: string,
    body: { phone: string; signature: string; verCode: string },
  ) => {
    if (!isSmsType(type)) throw new BizError('验证码类型无效');
    if (!(await app.captcha.verify(captchaUuidOf(request.headers), body.verCode))) throw new BizError(CAPTCHA_WRONG);
    if (rsaDecrypt(app.rsa, body.signature) !== SMS_SIGNATURE_CONSTANT) throw new BizError(SEND_FAILED);
    await checkPhone(request.tenant.id, body.phone, type);
    try {
      await app.smsCodes.send(request.tenant.id, body.phone, type, request.ip);
    } catch (error) {
      if (error instanceof BizError) throw error;
      request.log.error({ err: error }, 'SMS gateway failed');
      throw new BizError(SEND_FAILED, BIZ.failed);
    }
    return ok(true, '验证码发送成功！');
  };

  /** Registration needs a new phone; login and password reset need an account of this park. */
  const checkPhone = async (tenantId: number, phone: string, type: SmsType) => {
    const registered = await phoneRegistered(tenantId, phone);
    if (type === 'regist' && registered) throw new BizError('该手机号已注册', BIZ.conflict);
    if (type !== 'regist' && !registered) throw new BizError('该手机号未注册');
  };

  const description =
    '请求头 uuid 带图形验证码的 uuid（默认 ghost-uuid）。同一手机号 60 秒内只能发送一次，每日每个手机号、每个 IP 有发送上限；验证码 5 分钟内有效，只能使用一次。';

  app.post(
    '/api/dpboot/passport/code/send/:type',
    {
      schema: {
        tags: TAGS,
        summary: '发送短信验证码',
        description,
        params: CodeSendParams,
        body: CodeSendBody,
        response: { 200: CodeSentAnswer },
      },
    },
    (request) => send(request, request.params.type, request.body),
  );

  app.post(
    '/api/dpboot/passport/code/send',
    {
      schema: {
        tags: TAGS,
        summary: '发送注册短信验证码（类型 regist）',
        description,
        body: CodeSendBody,
        response: { 200: CodeSentAnswer },
      },
    },
    (request) => send(request, DEFAULT_CODE_SEND_TYPE, request.body),
  );
}
