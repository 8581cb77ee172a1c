import { expect, it } from 'vitest';
import { describeEachStore, useTestStore } from '../../testing/stores.js';
import { BizError } from '../errors.js';
import { DAILY_LIMIT_MESSAGE, SmsCodes, type SmsLimits } from './codes.js';
import type { SmsCodeMessage, SmsGateway, SmsMessage } from './gateway.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Keeps what would have gone to the phones. */
class Outbox implements SmsGateway {
  readonly sent: SmsMessage[] = [];
  failNext = false;
  async send(message: SmsMessage) {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('provider down');
    }
    this.sent.push(message);
  }
  /** The last message, which must be a code. */
  last(): SmsCodeMessage {
    const message = this.sent.at(-1);
    if (!message || !('code' in message)) throw new Error('no code sent');
    return message;
  }
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BizError);
  return error as BizError;
};

describeEachStore('SMS codes on %s store', (kind) => {
  const kv = useTestStore(kind, 'sms');
  let n = 0;
  /** A fresh phone per test, so tests sharing the store do not meet each other's limits. */
  const phone = () => `139${String(process.pid % 1000).padStart(3, '0')}${String(n++).padStart(5, '0')}`;
  let ipN = 0;
  const ip = () => `10.${process.pid % 250}.${Date.now() % 250}.${ipN++}`;
  const setup = (limits: Partial<SmsLimits> = {}) => {
    const outbox = new Outbox();
    return { outbox, codes: new SmsCodes(kv, outbox, limits) };
  };

  it('sends a 6-digit code for the tenant, phone and purpose', async () => {
    const { outbox, codes } = setup();
    const p = phone();
    await codes.send(1, p, 'regist', ip());
    const message = outbox.last();
    expect(message).toMatchObject({ tenantId: 1, phone: p, type: 'regist' });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(Date.parse(message.at)).not.toBeNaN();
  });

  it('refuses a second send to the phone inside 60 s, saying how long to wait', async () => {
    const { outbox, codes } = setup();
    const p = phone();
    await codes.send(1, p, 'regist', ip());
    const error = await refusal(codes.send(1, p, 'login', ip()));
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe('发送过于频繁，请60秒后再试');
    expect(outbox.sent).toHaveLength(1);
    // Another park has its own throttle.
    await codes.send(2, p, 'regist', ip());
    expect(outbox.sent).toHaveLength(2);
  });

  it('caps the sends per phone per day', async () => {
    const { outbox, codes } = setup({ intervalMs: 0, perPhonePerDay: 2 });
    const p = phone();
    await codes.send(1, p, 'regist', ip());
    await codes.send(1, p, 'regist', ip());
    const error = await refusal(codes.send(1, p, 'regist', ip()));
    expect(error).toMatchObject({ statusCode: 429, message: DAILY_LIMIT_MESSAGE });
    expect(outbox.sent).toHaveLength(2);
  });

  it('caps the sends per IP per day, without using up the phone allowance', async () => {
    const { outbox, codes } = setup({ intervalMs: 0, perIpPerDay: 2, perPhonePerDay: 1 });
    const from = ip();
    await codes.send(1, phone(), 'regist', from);
    await codes.send(1, phone(), 'regist', from);
    const p = phone();
    const error = await refusal(codes.send(1, p, 'regist', from));
    expect(error).toMatchObject({ statusCode: 429, message: DAILY_LIMIT_MESSAGE });
    expect(outbox.sent).toHaveLength(2);
    await codes.send(1, p, 'regist', ip());
    expect(outbox.sent).toHaveLength(3);
  });

  it('counts the daily cap per IP across parks', async () => {
    const { outbox, codes } = setup({ intervalMs: 0, perIpPerDay: 2 });
    const from = ip();
    await codes.send(1, phone(), 'regist', from);
    await codes.send(2, phone(), 'regist', from);
    const error = await refusal(codes.send(3, phone(), 'regist', from));
    expect(error).toMatchObject({ statusCode: 429, message: DAILY_LIMIT_MESSAGE });
    expect(outbox.sent).toHaveLength(2);
  });

  it('keeps the per-phone cap per park: a phone is an account in each park', async () => {
    const { outbox, codes } = setup({ intervalMs: 0, perPhonePerDay: 1 });
    const p = phone();
    await codes.send(1, p, 'regist', ip());
    await codes.send(2, p, 'regist', ip());
    await refusal(codes.send(1, p, 'regist', ip()));
    expect(outbox.sent).toHaveLength(2);
  });

  it('sends a notice instead of a code under the same throttle and caps', async () => {
    const { outbox, codes } = setup({ perPhonePerDay: 2 });
    const p = phone();
    await codes.sendNotice(1, p, 'regist', 'registered', ip());
    expect(outbox.sent.at(-1)).toEqual({ tenantId: 1, phone: p, type: 'regist', notice: 'registered', at: expect.any(String) });
    const tooSoon = await refusal(codes.send(1, p, 'regist', ip()));
    expect(tooSoon.message).toBe('发送过于频繁，请60秒后再试');
    const again = await refusal(codes.sendNotice(1, p, 'regist', 'registered', ip()));
    expect(again.message).toBe('发送过于频繁，请60秒后再试');
    expect(outbox.sent).toHaveLength(1);
  });

  it('drops an earlier code of the purpose when a notice goes out instead', async () => {
    const { outbox, codes } = setup({ intervalMs: 0 });
    const p = phone();
    await codes.send(1, p, 'login', ip());
    const { code } = outbox.last();
    await codes.sendNotice(1, p, 'login', 'unregistered', ip());
    expect(await codes.consume(1, p, 'login', code)).toBe(false);
  });

  it('gives the throttle back when a notice cannot be delivered', async () => {
    const { outbox, codes } = setup();
    const p = phone();
    outbox.failNext = true;
    await expect(codes.sendNotice(1, p, 'passChg', 'unregistered', ip())).rejects.toThrow('provider down');
    await codes.sendNotice(1, p, 'passChg', 'unregistered', ip());
    expect(outbox.sent).toHaveLength(1);
  });

  it('accepts a code once', async () => {
    const { outbox, codes } = setup();
    const p = phone();
    await codes.send(1, p, 'login', ip());
    const { code } = outbox.last();
    expect(await codes.consume(1, p, 'login', code)).toBe(true);
    expect(await codes.consume(1, p, 'login', code)).toBe(false);
  });

  it('binds a code to its purpose, phone and tenant', async () => {
    const { outbox, codes } = setup();
    const p = phone();
    await codes.send(1, p, 'regist', ip());
    const { code } = outbox.last();
    expect(await codes.consume(1, p, 'login', code)).toBe(false);
    expect(await codes.consume(1, p, 'passChg', code)).toBe(false);
    expect(await codes.consume(2, p, 'regist', code)).toBe(false);
    expect(await codes.consume(1, phone(), 'regist', code)).toBe(false);
    expect(await codes.consume(1, p, 'regist', code)).toBe(true);
  });

  it('replaces the earlier code of the same purpose', async () => {
    const { outbox, codes } = setup({ intervalMs: 0 });
    const p = phone();
    await codes.send(1, p, 'regist', ip());
    const first = outbox.last().code;
    await codes.send(1, p, 'regist', ip());
    const second = outbox.last().code;
    if (first !== second) expect(await codes.consume(1, p, 'regist', first)).toBe(false);
    expect(await codes.consume(1, p, 'regist', second)).toBe(true);
  });

  it('expires', async () => {
    const { outbox, codes } = setup({ ttlMs: 30 });
    const p = phone();
    await codes.send(1, p, 'regist', ip());
    await sleep(80);
    expect(await codes.consume(1, p, 'regist', outbox.last().code)).toBe(false);
  });

  it('burns the code after the allowed wrong attempts', async () => {
    const { outbox, codes } = setup({ maxAttempts: 3 });
    const p = phone();
    await codes.send(1, p, 'regist', ip());
    const { code } = outbox.last();
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await codes.consume(1, p, 'regist', wrong)).toBe(false);
    expect(await codes.consume(1, p, 'regist', wrong)).toBe(false);
    // Still usable after fewer wrong attempts than the limit …
    expect(await codes.consume(1, p, 'regist', code)).toBe(true);

    const q = phone();
    await codes.send(1, q, 'regist', ip());
    const next = outbox.last().code;
    const miss = next === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect(await codes.consume(1, q, 'regist', miss)).toBe(false);
    // … but not after the limit: the right code comes too late.
    expect(await codes.consume(1, q, 'regist', next)).toBe(false);
  });

  it('gives a fresh code fresh attempts', async () => {
    const { outbox, codes } = setup({ intervalMs: 0, maxAttempts: 2 });
    const p = phone();
    await codes.send(1, p, 'regist', ip());
    await codes.consume(1, p, 'regist', 'xxxxxx');
    await codes.consume(1, p, 'regist', 'xxxxxx');
    await codes.send(1, p, 'regist', ip());
    expect(await codes.consume(1, p, 'regist', outbox.last().code)).toBe(true);
  });

  it('lets only one of several concurrent right entries through', async () => {
    const { outbox, codes } = setup({ maxAttempts: 5 });
    const p = phone();
    await codes.send(1, p, 'regist', ip());
    const { code } = outbox.last();
    const results = await Promise.all(Array.from({ length: 5 }, () => codes.consume(1, p, 'regist', code)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('burns the code under a burst of concurrent guesses larger than the attempts allowed', async () => {
    const { outbox, codes } = setup({ maxAttempts: 5 });
    const p = phone();
    await codes.send(1, p, 'regist', ip());
    const { code } = outbox.last();
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const results = await Promise.all(guesses.map((g) => codes.consume(1, p, 'regist', g)));
    expect(results.some(Boolean)).toBe(false);
    expect(await codes.consume(1, p, 'regist', code)).toBe(false);
  });

  it('leaves no code and no throttle behind when the gateway fails', async () => {
    const { outbox, codes } = setup();
    const p = phone();
    outbox.failNext = true;
    await expect(codes.send(1, p, 'regist', ip())).rejects.toThrow('provider down');
    await codes.send(1, p, 'regist', ip());
    expect(await codes.consume(1, p, 'regist', outbox.last().code)).toBe(true);
  });
});
