import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SMS_SIGNATURE_CONSTANT } from '../../../common/signature.js';
import { captchaKey } from '../../lib/captcha.js';
import { rsaEncryptForTest } from '../../lib/rsa.js';
import { DAILY_LIMIT_MESSAGE, DEFAULT_SMS_LIMITS } from '../../lib/sms/codes.js';
import { OUTBOX_FILE } from '../../lib/sms/gateway.js';
import type { TestApp } from '../../testing/app.js';
import { parkHost } from '../../testing/call.js';
import { describeEachDialect } from '../../testing/databases.js';
import { insertUser } from '../../testing/fixtures.js';
import { buildWorld } from '../../testing/world.js';

const TEST_CODE = 'T3ST';
const REGISTERED = '13800000001';

describeEachDialect('SMS code sending on %s', (dialect) => {
  let t: TestApp;
  let n = 0;
  /** A fresh unregistered phone per send, so the 60-second throttle never meets another test. */
  const freshPhone = () => `1390000${String(n++).padStart(4, '0')}`;

  beforeAll(async () => {
    ({ t } = await buildWorld(dialect, { captchaTestCode: TEST_CODE }));
    await insertUser(t.database.db, 1, REGISTERED);
  });
  afterAll(() => t.close());

  const signature = (text = SMS_SIGNATURE_CONSTANT) => rsaEncryptForTest(t.rsa.publicKeyPem, text);

  interface SendOptions {
    type?: string | null;
    body?: Record<string, string>;
    tenant?: 1 | 2;
    uuid?: string;
    signed?: boolean;
    ip?: string;
  }

  /** A form-urlencoded send, as the client makes it; type null is the path without a type. */
  const send = ({ type = 'regist', body = {}, tenant = 1, uuid, signed = true, ip = '127.0.0.1' }: SendOptions = {}) => {
    const payload = new URLSearchParams({
      phone: freshPhone(),
      signature: signature(),
      verCode: TEST_CODE,
      ...body,
    });
    return t.app.inject({
      method: 'POST',
      url: `/api/dpboot/passport/code/send${type === null ? '' : `/${type}`}?sysid=${tenant}`,
      remoteAddress: ip,
      headers: {
        host: parkHost(tenant),
        'content-type': 'application/x-www-form-urlencoded',
        ...(signed ? t.sign(tenant) : {}),
        ...(uuid ? { uuid } : {}),
      },
      payload: payload.toString(),
    });
  };

  const outbox = () =>
    fs
      .readFileSync(path.join(t.config.dataDir, OUTBOX_FILE), 'utf8')
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as { phone: string; code?: string; notice?: string; type: string; at: string; tenantId: number },
      );

  const lastSentTo = (phone: string) => outbox().findLast((m) => m.phone === phone);

  const captcha = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/dpboot/passport/captcha${query}` });

  it('serves a captcha image without signing, never cached', async () => {
    // The page adds a cache-busting t=… to the URL.
    const response = await captcha('?uuid=abc-DEF_123&t=1716');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/^<svg [^>]*role="img" aria-label="图形验证码">/);
    expect(response.body).not.toMatch(/<text/);
  });

  it('limits how many captcha images one address may ask for per minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await captcha(`?uuid=burst-${i}`)).statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(30);
    expect(statuses.at(-1)).toBe(429);
    // Stand-in for the minute passing, so later tests from this address get images again.
    await t.app.rateLimiter.reset(`captcha:ip:127.0.0.1`);
  });

  it('refuses a captcha without a proper uuid', async () => {
    expect((await captcha('')).json()).toEqual({ statusCode: 400, message: '请填写验证码标识', data: null });
    expect((await captcha('?uuid=a%20b')).json()).toMatchObject({
      statusCode: 400,
      message: '验证码标识格式不正确',
    });
    expect((await captcha(`?uuid=${'a'.repeat(65)}`)).json()).toMatchObject({ statusCode: 400 });
  });

  it('sends a code once the captcha of the uuid is answered, and writes it to the outbox', async () => {
    const uuid = 'client-uuid-1';
    await captcha(`?uuid=${uuid}`);
    const answer = (await t.app.kv.get(captchaKey(uuid))) ?? '';
    const phone = freshPhone();
    const response = await send({ type: 'regist', uuid, body: { phone, verCode: answer.toLowerCase() } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ statusCode: 200, message: '验证码发送成功！', data: true });

    const message = lastSentTo(phone);
    expect(message).toMatchObject({ phone, type: 'regist', tenantId: 1 });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(await t.app.smsCodes.consume(1, phone, 'regist', message?.code ?? '')).toBe(true);

    // The image allowed one attempt: the same answer does not work again.
    const again = await send({ type: 'regist', uuid, body: { verCode: answer } });
    expect(again.json()).toMatchObject({ statusCode: 400, message: '图形验证码错误或已过期' });
  });

  it('sends login and password-reset codes to a registered phone; accepts JSON too', async () => {
    const login = await send({ type: 'login', body: { phone: REGISTERED } });
    expect(login.json()).toMatchObject({ statusCode: 200, data: true });
    expect(lastSentTo(REGISTERED)).toMatchObject({ type: 'login', tenantId: 1 });

    const other = await insertUser(t.database.db, 1, '13800000099');
    expect(other.id).toBeGreaterThan(0);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/dpboot/passport/code/send/passChg?sysid=1',
      headers: { host: 'localhost', ...t.sign(1) },
      payload: { phone: '13800000099', signature: signature(), verCode: TEST_CODE },
    });
    expect(reset.json()).toMatchObject({ statusCode: 200, message: '验证码发送成功！' });
    expect(lastSentTo('13800000099')).toMatchObject({ type: 'passChg' });
  });

  it('treats the path without a type as regist', async () => {
    const phone = freshPhone();
    expect((await send({ type: null, body: { phone } })).json()).toMatchObject({ statusCode: 200 });
    expect(lastSentTo(phone)?.type).toBe('regist');
  });

  it('refuses a wrong captcha answer', async () => {
    const phone = freshPhone();
    const response = await send({ uuid: 'nobody', body: { phone, verCode: 'WXYZ' } });
    expect(response.json()).toEqual({ statusCode: 400, message: '图形验证码错误或已过期', data: null });
    expect(lastSentTo(phone)).toBeUndefined();
  });

  it('refuses a wrong or undecryptable signature constant', async () => {
    for (const bad of [signature('something-else'), 'bm90LXJzYQ==']) {
      const response = await send({ body: { signature: bad } });
      expect(response.json()).toEqual({ statusCode: 400, message: '验证码发送失败!', data: null });
    }
  });

  it('answers regist for a registered phone, login and passChg for an unknown one as a send, and texts a notice', async () => {
    const sent = { statusCode: 200, message: '验证码发送成功！', data: true };
    // Stand-in for the 60 seconds passing since the login code sent to this phone above.
    await t.app.kv.delete(`sms:1:last:${REGISTERED}`);
    expect((await send({ type: 'regist', body: { phone: REGISTERED } })).json()).toEqual(sent);
    expect(lastSentTo(REGISTERED)).toMatchObject({ type: 'regist', notice: 'registered', tenantId: 1 });
    expect(lastSentTo(REGISTERED)).not.toHaveProperty('code');
    for (const type of ['login', 'passChg']) {
      const phone = freshPhone();
      expect((await send({ type, body: { phone } })).json()).toEqual(sent);
      expect(lastSentTo(phone)).toMatchObject({ type, notice: 'unregistered' });
    }
  });

  it('looks the phone up in the park of the request only', async () => {
    // Registered in park 1, new in park 2.
    const phone = '13800000098';
    await insertUser(t.database.db, 1, phone);
    expect((await send({ type: 'regist', tenant: 2, body: { phone } })).json()).toMatchObject({ statusCode: 200 });
    expect(lastSentTo(phone)).toMatchObject({ type: 'regist', tenantId: 2, code: expect.stringMatching(/^\d{6}$/) });
    await t.app.kv.delete(`sms:2:last:${phone}`);
    expect((await send({ type: 'login', tenant: 2, body: { phone } })).json()).toMatchObject({ statusCode: 200 });
    expect(lastSentTo(phone)).toMatchObject({ type: 'login', tenantId: 2, notice: 'unregistered' });
  });

  it('refuses an unknown type', async () => {
    const response = await send({ type: 'reset' });
    expect(response.json()).toEqual({ statusCode: 400, message: '验证码类型无效', data: null });
  });

  it('names a malformed or missing field', async () => {
    expect((await send({ body: { phone: '12345' } })).json()).toMatchObject({
      statusCode: 400,
      message: '手机号格式不正确',
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/dpboot/passport/code/send/regist?sysid=1',
      headers: { host: 'localhost', ...t.sign(1) },
      payload: { phone: freshPhone(), signature: signature() },
    });
    expect(missing.json()).toMatchObject({ statusCode: 400, message: '请填写图形验证码' });
  });

  it('refuses a second send to the same phone within 60 seconds', async () => {
    const phone = freshPhone();
    expect((await send({ body: { phone } })).json()).toMatchObject({ statusCode: 200 });
    const again = await send({ body: { phone } });
    expect(again.json()).toEqual({ statusCode: 429, message: '发送过于频繁，请60秒后再试', data: null });
  });

  it('caps the codes per address per day across parks: another Host gives no fresh allowance', async () => {
    const ip = '10.8.0.1';
    for (let i = 0; i < DEFAULT_SMS_LIMITS.perIpPerDay; i++) {
      expect((await send({ ip, tenant: i % 2 === 0 ? 1 : 2 })).json()).toMatchObject({ statusCode: 200 });
    }
    for (const tenant of [1, 2] as const) {
      const phone = freshPhone();
      expect((await send({ ip, tenant, body: { phone } })).json()).toEqual({
        statusCode: 429,
        message: DAILY_LIMIT_MESSAGE,
        data: null,
      });
      expect(lastSentTo(phone)).toBeUndefined();
    }
    // Another address still gets its codes.
    expect((await send({ ip: '10.8.0.2', tenant: 2 })).json()).toMatchObject({ statusCode: 200 });
  });

  it('rejects an unsigned call', async () => {
    const phone = freshPhone();
    const response = await send({ signed: false, body: { phone } });
    expect(response.statusCode).toBe(401);
    expect(lastSentTo(phone)).toBeUndefined();
  });
});
