import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';

/** An area's cumulative figures of an indicator in a year, January first; a null month is left unreported. */
export async function insertFigures(
  db: Kysely<DB>,
  at: { tenant: number; areaId: number; indicator: string; year: number; locked?: number },
  cumulative: readonly (number | null)[],
): Promise<void> {
  const rows = cumulative.flatMap((c, i) =>
    c === null
      ? []
      : [
          {
            tenant_id: at.tenant,
            area_id: at.areaId,
            indicator: at.indicator,
            year: at.year,
            month: i + 1,
            cumulative: c,
            note: '',
            locked: at.locked ?? 0,
            updated_by: null,
            updated_at: nowIso(),
          },
        ],
  );
  if (rows.length) await db.insertInto('economy_actuals').values(rows).execute();
}

/** Yearly targets, each [tenant, areaId, indicator, year, target]. */
export async function insertTargets(
  db: Kysely<DB>,
  targets: ReadonlyArray<readonly [number, number, string, number, number]>,
): Promise<void> {
  await db
    .insertInto('economy_targets')
    .values(targets.map(([tenant_id, area_id, indicator, year, target]) => ({ tenant_id, area_id, indicator, year, target })))
    .execute();
}
