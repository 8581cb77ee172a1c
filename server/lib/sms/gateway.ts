import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** What a code is for (SPEC §7 passport/code/send/{type}). */
export const SMS_TYPES = ['regist', 'login', 'passChg'] as const;
export type SmsType = (typeof SMS_TYPES)[number];

export const isSmsType = (value: string): value is SmsType =>
  (SMS_TYPES as readonly string[]).includes(value);

export interface SmsMessage {
  tenantId: number;
  phone: string;
  code: string;
  type: SmsType;
  /** When the code was issued, ISO-8601. */
  at: string;
}

/** Delivers a verification code to a phone. A real provider implements this and is named in config. */
export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

export const OUTBOX_FILE = 'sms-outbox.jsonl';

/**
 * Development and test delivery: one JSON line per message in DATA_DIR/sms-outbox.jsonl, plus an
 * info log line, so a developer (or an automated test) can read the code back.
 */
export class ConsoleSmsGateway implements SmsGateway {
  private readonly file: string;

  constructor(
    private readonly dataDir: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.file = path.join(dataDir, OUTBOX_FILE);
  }

  async send({ phone, code, type, at, tenantId }: SmsMessage): Promise<void> {
    await fs.mkdir(this.dataDir, { recursive: true });
    // One small append per line: O_APPEND keeps lines whole even with several server processes.
    await fs.appendFile(this.file, JSON.stringify({ phone, code, type, at, tenantId }) + '\n', 'utf8');
    this.log.info(
      { sms: { phone, code, type, tenantId } },
      'SMS code written to %s (console gateway)',
      OUTBOX_FILE,
    );
  }
}

/** The gateway named by config SMS_GATEWAY; an unknown name stops start-up rather than losing codes. */
export function createSmsGateway(name: string, dataDir: string, log: FastifyBaseLogger): SmsGateway {
  switch (name) {
    case 'console':
      return new ConsoleSmsGateway(dataDir, log);
    default:
      throw new Error(`SMS_GATEWAY "${name}" is not supported; known gateways: console`);
  }
}
