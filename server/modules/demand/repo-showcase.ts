import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ListPage } from '../../kit/list-input.js';
import type { ItemState } from '../../../common/demand/lifecycle.js';
import type { DemandShowcasesTable } from './tables.js';

/** Showcases' queries, on the park's scoped handle. */

export type ShowcaseRow = Omit<DemandShowcasesTable, 'id' | 'tenant_id'> & {
  id: number;
  industry: string;
  area: string;
};

const base = (db: Kysely<DB>) =>
  db
    .selectFrom('demand_showcases')
    .innerJoin('orgs', 'orgs.id', 'demand_showcases.org_id')
    .selectAll('demand_showcases')
    .select(['orgs.industry_name as industry', 'orgs.county as area']);

export async function listShowcases(
  db: Kysely<DB>,
  f: { status?: ItemState | undefined; search?: string | undefined; page: ListPage },
): Promise<{ rows: ShowcaseRow[]; total: number }> {
  let q = db.selectFrom('demand_showcases');
  if (f.status) q = q.where('status', '=', f.status);
  const words = f.search?.trim();
  if (words)
    q = q.where((eb) => eb.or([eb('title', 'like', `%${words}%`), eb('intro', 'like', `%${words}%`)]));
  const { n } = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  let rows = base(db);
  if (f.status) rows = rows.where('demand_showcases.status', '=', f.status);
  if (words)
    rows = rows.where((eb) =>
      eb.or([
        eb('demand_showcases.title', 'like', `%${words}%`),
        eb('demand_showcases.intro', 'like', `%${words}%`),
      ]),
    );
  const list = await rows
    .orderBy('demand_showcases.updated_at', 'desc')
    .orderBy('demand_showcases.id', 'desc')
    .limit(f.page.size)
    .offset(f.page.offset)
    .execute();
  return { rows: list as ShowcaseRow[], total: Number(n) };
}

export async function showcaseOfOrg(db: Kysely<DB>, orgId: number): Promise<ShowcaseRow | undefined> {
  return (await base(db).where('demand_showcases.org_id', '=', orgId).executeTakeFirst()) as
    ShowcaseRow | undefined;
}

/** An organisation's name in this park, or undefined when it is none of the park's. */
export async function orgName(db: Kysely<DB>, orgId: number): Promise<string | undefined> {
  return (await db.selectFrom('orgs').select('fullname').where('id', '=', orgId).executeTakeFirst())
    ?.fullname;
}

export async function showcaseById(db: Kysely<DB>, id: number): Promise<ShowcaseRow | undefined> {
  return (await base(db).where('demand_showcases.id', '=', id).executeTakeFirst()) as ShowcaseRow | undefined;
}
