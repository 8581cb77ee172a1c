import type { Kysely } from 'kysely';
import type { TargetIndicator } from '../../../common/economy/indicators.js';
import type { DB } from '../../db/schema.js';

/** The economy's queries, on the request's tenant-scoped handle. */

export interface AreaRecord {
  id: number;
  name: string;
}

export const listAreas = (db: Kysely<DB>): Promise<AreaRecord[]> =>
  db.selectFrom('economy_areas').select(['id', 'name']).orderBy('sort').orderBy('id').execute();

export const findArea = (db: Kysely<DB>, id: number): Promise<AreaRecord | undefined> =>
  db.selectFrom('economy_areas').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

/** The years an indicator has figures or targets for, newest first. */
export async function yearsOf(db: Kysely<DB>, indicator: TargetIndicator): Promise<number[]> {
  const [a, t] = await Promise.all([
    db.selectFrom('economy_actuals').select('year').distinct().where('indicator', '=', indicator).execute(),
    db.selectFrom('economy_targets').select('year').distinct().where('indicator', '=', indicator).execute(),
  ]);
  return [...new Set([...a, ...t].map((r) => r.year))].sort((x, y) => y - x);
}

export const targetsOf = (db: Kysely<DB>, indicator: TargetIndicator, year: number) =>
  db
    .selectFrom('economy_targets')
    .select(['area_id', 'target'])
    .where('indicator', '=', indicator)
    .where('year', '=', year)
    .execute();

export const actualsOf = (db: Kysely<DB>, indicator: TargetIndicator, years: readonly number[]) =>
  db
    .selectFrom('economy_actuals')
    .select(['area_id', 'year', 'month', 'cumulative', 'note', 'locked', 'updated_at'])
    .where('indicator', '=', indicator)
    .where('year', 'in', [...years])
    .execute();

export type ActualRecord = Awaited<ReturnType<typeof actualsOf>>[number];

export interface FigureWrite {
  areaId: number;
  indicator: TargetIndicator;
  year: number;
  month: number;
  cumulative: number;
  note: string;
  userId: number;
  now: string;
}

/** Writes an area's month (the first entry inserts its row). */
export async function writeFigure(db: Kysely<DB>, f: FigureWrite): Promise<void> {
  const values = { cumulative: f.cumulative, note: f.note, updated_by: f.userId, updated_at: f.now };
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('economy_actuals')
      .set(values)
      .where('area_id', '=', f.areaId)
      .where('indicator', '=', f.indicator)
      .where('year', '=', f.year)
      .where('month', '=', f.month)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      await trx
        .insertInto('economy_actuals')
        .values({
          area_id: f.areaId,
          indicator: f.indicator,
          year: f.year,
          month: f.month,
          locked: 0,
          ...values,
        })
        .execute();
  });
}

/** Locks every figure of a month; answers how many were still open. */
export async function lockMonth(db: Kysely<DB>, year: number, month: number): Promise<number> {
  const done = await db
    .updateTable('economy_actuals')
    .set({ locked: 1 })
    .where('year', '=', year)
    .where('month', '=', month)
    .where('locked', '=', 0)
    .executeTakeFirst();
  return Number(done.numUpdatedRows);
}
