import fs from 'node:fs';
import path from 'node:path';

/** The last code the console SMS gateway wrote for a phone (and type), as a person would read it. */
export function lastSmsCode(dataDir: string, phone: string, type?: string): string | undefined {
  const file = path.join(dataDir, 'sms-outbox.jsonl');
  if (!fs.existsSync(file)) return undefined;
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
  const messages = lines.map((line) => JSON.parse(line) as { phone: string; code: string; type: string });
  return messages.filter((m) => m.phone === phone && (!type || m.type === type)).pop()?.code;
}
