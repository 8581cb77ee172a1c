import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** What a code is for (SPEC §7 passport/code/send/{type}). */
export const SMS_TYPES = ['regist', 'login', 'passChg'] as const;
export type SmsType = (typeof SMS_TYPES)[number];

export const isSmsType = (value: string): value is SmsType =>
  (SMS_TYPES as readonly string[]).includes(value);

/**
 * Why a phone gets a notice instead of a code: the purpose does not apply to it (a registration
 * code asked for a phone that already has an account, a login or reset code for one that has
 * none; the API answers both alike, only the phone's holder learns which it was) — or an
 * administrator took the account's password away (passwordCleared) and its holder sets a new one.
 */
export type SmsNotice = 'registered' | 'unregistered' | 'passwordCleared';

/** What the notices say; a real provider sends them as its registered templates. */
export const SMS_NOTICE_TEXT: Record<SmsNotice, string> = {
  registered: '该手机号已注册本园区平台账号，可直接登录；忘记密码可通过“忘记密码”重置。如非本人操作，请忽略本短信。',
  unregistered: '该手机号尚未注册本园区平台账号，请先注册后再登录。如非本人操作，请忽略本短信。',
  /** An administrator's 重置密码 (server/modules/user-admin/reset.ts): the holder sets the new one. */
  passwordCleared: '您的平台登录密码已由园区管理员重置，原密码已失效。请在登录页点击“忘记密码”，用短信验证码设置新密码。',
};

interface SmsEnvelope {
  tenantId: number;
  phone: string;
  /** What the person asked for. */
  type: SmsType;
  /** When it was issued, ISO-8601. */
  at: string;
}

/** A verification code for the purpose. */
export interface SmsCodeMessage extends SmsEnvelope {
  code: string;
}

/** A notice, sent instead of a code, that the purpose does not apply to this phone. */
export interface SmsNoticeMessage extends SmsEnvelope {
  notice: SmsNotice;
}

/** An operator's push (短信推送, server/modules/sms): a text already filled for this phone. */
export interface SmsPushMessage {
  tenantId: number;
  phone: string;
  type: 'push';
  text: string;
  at: string;
}

export type SmsMessage = SmsCodeMessage | SmsNoticeMessage | SmsPushMessage;

/** Delivers a code or a notice to a phone. A real provider implements this and is named in config. */
export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

export const OUTBOX_FILE = 'sms-outbox.jsonl';

/** The outbox line of a message: a code line keeps its code, a notice line carries its text. */
function outboxLine(message: SmsMessage): Record<string, unknown> {
  const { phone, type, at, tenantId } = message;
  if ('code' in message) return { phone, code: message.code, type, at, tenantId };
  if (message.type === 'push') return { phone, text: message.text, type, at, tenantId };
  return { phone, notice: message.notice, text: SMS_NOTICE_TEXT[message.notice], type, at, tenantId };
}

/**
 * Development and test delivery: one JSON line per message in DATA_DIR/sms-outbox.jsonl, plus an
 * info log line, so a developer (or an automated test) can read the code or notice back.
 */
export class ConsoleSmsGateway implements SmsGateway {
  private readonly file: string;

  constructor(
    private readonly dataDir: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.file = path.join(dataDir, OUTBOX_FILE);
  }

  async send(message: SmsMessage): Promise<void> {
    await fs.mkdir(this.dataDir, { recursive: true });
    const line = outboxLine(message);
    // One small append per line: O_APPEND keeps lines whole even with several server processes.
    await fs.appendFile(this.file, JSON.stringify(line) + '\n', 'utf8');
    const { at: _at, text: _text, ...sms } = line;
    this.log.info({ sms }, 'SMS %s written to %s (console gateway)', 'code' in message ? 'code' : message.type === 'push' ? 'push' : 'notice', OUTBOX_FILE);
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
