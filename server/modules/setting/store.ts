import type { Kysely } from 'kysely';
import type { HomeEntryChoice } from '../../../common/setting/home-entries.js';
import type { SmsCaps } from '../../../common/setting/rules.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import './tables.js';

/** What each section of park_settings holds. */
export interface SectionValues {
  contact: { phone: string; address: string; email: string };
  portal: { entries: HomeEntryChoice[] };
  agreements: { userAgreement: string; privacyPolicy: string };
  /** Read by the SMS push through server/lib/sms-caps.ts. */
  sms: SmsCaps;
}
export type StoredSection = keyof SectionValues;

export const NO_CONTACT: SectionValues['contact'] = { phone: '', address: '', email: '' };

/** A section's saved values, or null when the park never saved it (or the row is unreadable). */
export async function readSection<S extends StoredSection>(db: Kysely<DB>, section: S): Promise<SectionValues[S] | null> {
  const row = await db
    .selectFrom('park_settings')
    .select('value')
    .where('section', '=', section)
    .executeTakeFirst();
  if (!row) return null;
  try {
    return JSON.parse(row.value) as SectionValues[S];
  } catch {
    return null;
  }
}

export async function writeSection<S extends StoredSection>(
  trx: Kysely<DB>,
  section: S,
  value: SectionValues[S],
  userId: number,
): Promise<void> {
  const row = { value: JSON.stringify(value), updated_at: nowIso(), updated_by: userId };
  await trx
    .insertInto('park_settings')
    .values({ section, ...row })
    .onConflict((oc) => oc.columns(['tenant_id', 'section']).doUpdateSet(row))
    .execute();
}
