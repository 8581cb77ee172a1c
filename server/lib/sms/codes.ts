import crypto from 'node:crypto';
import { BIZ } from '../../../common/envelope.js';
import { BizError } from '../errors.js';
import type { KeyValueStore } from '../kv.js';
import type { SmsGateway, SmsNotice, SmsType } from './gateway.js';
import { DAY_MS, PARK_OFFSET_MS, parkToday } from '../../../common/park-time.js';

export interface SmsLimits {
  /** Least time between two sends to one phone. */
  intervalMs: number;
  perPhonePerDay: number;
  perIpPerDay: number;
  /** How long a code stays valid. */
  ttlMs: number;
  /** Wrong entries after which the code is burnt. */
  maxAttempts: number;
}

export const DEFAULT_SMS_LIMITS: SmsLimits = {
  intervalMs: 60_000,
  perPhonePerDay: 10,
  perIpPerDay: 30,
  ttlMs: 5 * 60_000,
  maxAttempts: 5,
};

export const DAILY_LIMIT_MESSAGE = '今日验证码发送次数已达上限';

// The parks are in China: "today" for the daily caps is the park day (common/park-time.ts).
const CHINA_OFFSET_MS = PARK_OFFSET_MS;

/**
 * SMS verification codes: issue (throttled per phone, capped per day per phone and per IP) and
 * consume (single-use, expiring, bound to tenant, phone and purpose); or, where the purpose does
 * not apply to the phone, a notice under the same limits. All state is in the key-value store,
 * so every server process enforces the same limits.
 */
export class SmsCodes {
  private readonly limits: SmsLimits;

  constructor(
    private readonly kv: KeyValueStore,
    private readonly gateway: SmsGateway,
    limits: Partial<SmsLimits> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.limits = { ...DEFAULT_SMS_LIMITS, ...limits };
  }

  /** Sends a new code for this purpose, replacing any earlier one; BizError 429 when over a limit. */
  async send(tenantId: number, phone: string, type: SmsType, ip: string): Promise<void> {
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    await this.deliver(tenantId, phone, type, ip, { code });
  }

  /**
   * Sends a notice that this purpose does not apply to the phone, instead of a code, under the
   * same throttle and caps: whoever asked cannot tell the two apart by the answer. Any earlier
   * code of the purpose is dropped, as a new code would replace it.
   */
  async sendNotice(tenantId: number, phone: string, type: SmsType, notice: SmsNotice, ip: string): Promise<void> {
    await this.deliver(tenantId, phone, type, ip, { notice });
  }

  private async deliver(
    tenantId: number,
    phone: string,
    type: SmsType,
    ip: string,
    content: { code: string } | { notice: SmsNotice },
  ): Promise<void> {
    const now = this.now();
    const intervalKey = await this.admit(tenantId, phone, ip, now);
    const key = codeKey(tenantId, phone, type);
    await this.kv.delete(attemptsKey(key));
    if ('code' in content) await this.kv.set(key, content.code, this.limits.ttlMs);
    else await this.kv.delete(key);
    try {
      await this.gateway.send({ tenantId, phone, type, at: new Date(now).toISOString(), ...content });
    } catch (error) {
      // Nothing reached the phone: drop the code and the throttle so the user can try again at once.
      await this.kv.delete(key);
      await this.kv.delete(intervalKey);
      throw error;
    }
  }

  /**
   * Applies the 60-second throttle per phone and the daily caps; the key of the throttle, which a
   * failed delivery gives back. The phone's throttle and cap are the park's own (a phone is an
   * account per park); the address's cap counts every park, so another Host gives no fresh
   * allowance.
   */
  private async admit(tenantId: number, phone: string, ip: string, now: number): Promise<string> {
    const { intervalMs, perPhonePerDay, perIpPerDay } = this.limits;
    const intervalKey = `sms:${tenantId}:last:${phone}`;
    if (intervalMs > 0 && !(await this.kv.setIfAbsent(intervalKey, String(now), intervalMs))) {
      const sentAt = Number(await this.kv.get(intervalKey)) || now;
      const seconds = Math.max(1, Math.ceil((sentAt + intervalMs - now) / 1000));
      throw new BizError(`发送过于频繁，请${seconds}秒后再试`, BIZ.tooMany);
    }

    // The IP is counted first so that a capped IP cannot use up a phone's allowance.
    const day = parkToday(now);
    if ((await this.kv.increment(`sms:day:${day}:ip:${ip}`, DAY_MS + CHINA_OFFSET_MS)) > perIpPerDay) {
      throw new BizError(DAILY_LIMIT_MESSAGE, BIZ.tooMany);
    }
    if (
      (await this.kv.increment(`sms:${tenantId}:day:${day}:phone:${phone}`, DAY_MS + CHINA_OFFSET_MS)) >
      perPhonePerDay
    ) {
      throw new BizError(DAILY_LIMIT_MESSAGE, BIZ.tooMany);
    }
    return intervalKey;
  }

  /**
   * True once for the code last sent to this phone for this purpose. Every call counts as an
   * attempt before anything is compared, so even concurrent guesses get at most maxAttempts
   * comparisons; the attempt that reaches the limit burns the code.
   */
  async consume(tenantId: number, phone: string, type: SmsType, code: string): Promise<boolean> {
    const key = codeKey(tenantId, phone, type);
    const attempts = await this.kv.increment(attemptsKey(key), this.limits.ttlMs);
    if (attempts > this.limits.maxAttempts) {
      await this.kv.delete(key);
      return false;
    }
    const expected = await this.kv.get(key);
    if (expected !== null && sameCode(expected, code)) {
      // take() decides between concurrent correct entries: only one of them gets the code.
      const taken = await this.kv.take(key);
      await this.kv.delete(attemptsKey(key));
      return taken !== null && sameCode(taken, code);
    }
    if (attempts >= this.limits.maxAttempts) await this.kv.delete(key);
    return false;
  }
}

const codeKey = (tenantId: number, phone: string, type: SmsType) => `sms:${tenantId}:code:${type}:${phone}`;
const attemptsKey = (codeKey: string) => `${codeKey}:attempts`;

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given.trim());
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
