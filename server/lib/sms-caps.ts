import type { Kysely } from 'kysely';
import { DEFAULT_SMS_CAPS, SMS_CAP_LIMITS, smsCapProblem, type SmsCapName, type SmsCaps } from '../../common/setting/rules.js';
import type { DB } from '../db/schema.js';

/**
 * A park's SMS push caps, as its settings hold them (section `sms` of park_settings, written by
 * the setting module at /op/setting/sms), read by the SMS push when a batch is sent. The defaults
 * stand for a park that never saved them, and for a stored value that is no longer valid.
 */
export async function smsCapsOf(db: Kysely<DB>, tenantId: number): Promise<SmsCaps> {
  const row = await db
    .selectFrom('park_settings')
    .select('value')
    .where('tenant_id', '=', tenantId)
    .where('section', '=', 'sms')
    .executeTakeFirst();
  if (!row) return DEFAULT_SMS_CAPS;
  let stored: Partial<Record<SmsCapName, unknown>>;
  try {
    stored = JSON.parse(row.value) as Partial<Record<SmsCapName, unknown>>;
  } catch {
    return DEFAULT_SMS_CAPS;
  }
  const caps = { ...DEFAULT_SMS_CAPS };
  for (const name of Object.keys(SMS_CAP_LIMITS) as SmsCapName[]) {
    const value = stored[name];
    if (typeof value === 'number' && smsCapProblem(name, value) === null) caps[name] = value;
  }
  return caps;
}
