import type { Insertable, Kysely } from 'kysely';
import type { ConductGuide, ConductGuideInput } from '../../../common/conduct/contract.js';
import type { DB } from '../../db/schema.js';
import type { ConductGuidesTable } from './tables.js';

/** No guide written yet: nothing to show, and the operator starts from empty lists. */
const EMPTY: ConductGuide = { intro: '', steps: [], materials: [], updatedAt: null };

/** The park's guide, on the request's tenant-scoped handle. */
export async function readGuide(db: Kysely<DB>): Promise<ConductGuide> {
  const row = await db.selectFrom('conduct_guides').select(['intro', 'steps', 'materials', 'updated_at']).executeTakeFirst();
  if (!row) return EMPTY;
  return {
    intro: row.intro,
    steps: JSON.parse(row.steps) as ConductGuide['steps'],
    materials: JSON.parse(row.materials) as ConductGuide['materials'],
    updatedAt: row.updated_at,
  };
}

/** Replaces the park's guide whole (the first save writes its row). */
export async function writeGuide(db: Kysely<DB>, input: ConductGuideInput, userId: number, now: string): Promise<void> {
  // The park's tenant_id is the scoped handle's to give.
  const values: Insertable<ConductGuidesTable> = {
    intro: input.intro.trim(),
    steps: JSON.stringify(input.steps.map((s) => ({ title: s.title.trim(), detail: s.detail.trim() }))),
    materials: JSON.stringify(input.materials.map((m) => ({ name: m.name.trim(), note: m.note.trim() }))),
    updated_by: userId,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('conduct_guides').set(values).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('conduct_guides').values(values).execute();
  });
}
