import fs from 'node:fs';
import path from 'node:path';

/** One line of the console gateway's outbox: a code, or a notice that the purpose does not apply. */
export interface OutboxSms {
  tenantId: number;
  phone: string;
  type: string;
  at: string;
  code?: string;
  notice?: string;
  text?: string;
}

/** Every line of the console gateway's outbox, oldest first. */
export function outboxLines(dataDir: string): OutboxSms[] {
  const file = path.join(dataDir, 'sms-outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
  return lines.map((line) => JSON.parse(line) as OutboxSms);
}

/** The last SMS the console gateway wrote for a phone, whatever it carried. */
export function lastSms(dataDir: string, phone: string): OutboxSms | undefined {
  return outboxLines(dataDir).findLast((m) => m.phone === phone);
}

/** The last code the console gateway wrote for a phone (and type), as a person would read it. */
export function lastSmsCode(dataDir: string, phone: string, type?: string): string | undefined {
  return outboxLines(dataDir).findLast((m) => m.phone === phone && m.code !== undefined && (!type || m.type === type))?.code;
}
