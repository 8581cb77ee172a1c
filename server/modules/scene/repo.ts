import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ABILITY_SORTS, OPP_SORTS } from '../../../common/scene/contract.js';
import type { AuditState, OppState } from '../../../common/scene/lifecycle.js';
import type { ItemKind, SceneField } from '../../../common/scene/rules.js';
import type { DB } from '../../db/schema.js';
import { pageWithTotal, type Paging } from '../../kit/paging.js';
import { applySort, type SortQuery } from '../../kit/sort.js';
import { likeContaining } from '../../lib/sql-like.js';

/** 应用场景's reads, on the request's tenant-scoped handle; `ids` narrows a list to selected rows (an export). */

const contains = (column: string, text: string) => sql<SqlBool>`${sql.ref(column)} like ${likeContaining(text)} escape '\\'`;
const blank = <T extends string>(v: T | '' | undefined): v is undefined | '' => v === undefined || v === '';

export interface OppFilters {
  status?: OppState | '' | undefined;
  industry?: SceneField | '' | undefined;
  search?: string | undefined;
  expired?: 'yes' | 'no' | '' | undefined;
  ids?: number[] | undefined;
}

const oppBase = (db: Kysely<DB>) =>
  db.selectFrom('scene_opps as o').leftJoin('users as u', 'u.id', 'o.author_id').selectAll('o').select('u.name as author_name');

function filterOpps(db: Kysely<DB>, f: OppFilters, today: string) {
  let q = db.selectFrom('scene_opps as o').leftJoin('users as u', 'u.id', 'o.author_id');
  if (!blank(f.status)) q = q.where('o.status', '=', f.status);
  if (!blank(f.industry)) q = q.where('o.industry', '=', f.industry);
  if (f.expired === 'yes') q = q.where('o.deadline', '<', today);
  if (f.expired === 'no') q = q.where('o.deadline', '>=', today);
  const search = f.search?.trim();
  if (search) q = q.where((eb) => eb.or([contains('o.title', search), contains('o.owner_unit', search)]));
  if (f.ids) q = q.where('o.id', 'in', f.ids);
  return q;
}

export async function opps(db: Kysely<DB>, f: OppFilters, today: string, page: Paging, sort: SortQuery<(typeof OPP_SORTS)[number]> = {}) {
  const ids = filterOpps(db, f, today);
  const rows = applySort(
    oppBase(db).where('o.id', 'in', ids.select('o.id')),
    sort,
    { updatedAt: 'o.updated_at', deadline: 'o.deadline', budgetMax: 'o.budget_max', title: 'o.title' },
    (q) => q.orderBy('o.updated_at', 'desc'),
  ).orderBy('o.id', 'desc');
  return pageWithTotal(rows, ids, page);
}
export const oppById = (db: Kysely<DB>, id: number) => oppBase(db).where('o.id', '=', id).executeTakeFirst();
export type OppRowDb = NonNullable<Awaited<ReturnType<typeof oppById>>>;

export interface AbilityFilters {
  status?: AuditState | '' | undefined;
  field?: SceneField | '' | undefined;
  search?: string | undefined;
  ids?: number[] | undefined;
}

const abilityBase = (db: Kysely<DB>) =>
  db.selectFrom('scene_abilities as a').innerJoin('orgs as g', 'g.id', 'a.org_id').selectAll('a').select('g.fullname as org_name');

export async function abilities(db: Kysely<DB>, f: AbilityFilters, page: Paging, sort: SortQuery<(typeof ABILITY_SORTS)[number]> = {}) {
  let ids = db.selectFrom('scene_abilities as a').innerJoin('orgs as g', 'g.id', 'a.org_id');
  if (!blank(f.status)) ids = ids.where('a.status', '=', f.status);
  if (!blank(f.field)) ids = ids.where('a.field', '=', f.field);
  const search = f.search?.trim();
  if (search) ids = ids.where((eb) => eb.or([contains('a.title', search), contains('g.fullname', search)]));
  if (f.ids) ids = ids.where('a.id', 'in', f.ids);
  const rows = applySort(
    abilityBase(db).where('a.id', 'in', ids.select('a.id')),
    sort,
    { updatedAt: 'a.updated_at', title: 'a.title', orgName: 'g.fullname' },
    (q) => q.orderBy('a.updated_at', 'desc'),
  ).orderBy('a.id', 'desc');
  return pageWithTotal(rows, ids, page);
}
export const abilityById = (db: Kysely<DB>, id: number) => abilityBase(db).where('a.id', '=', id).executeTakeFirst();
export type AbilityRowDb = NonNullable<Awaited<ReturnType<typeof abilityById>>>;

/** The park's enterprises (not service organisations) a scenario may be recorded for, by name. */
export const orgOptions = (db: Kysely<DB>) =>
  db.selectFrom('orgs').select(['id', 'fullname as name']).where('orgtype', '=', 'ORG').orderBy('fullname').limit(2000).execute();

/** One enterprise of the park, or undefined. */
export const orgById = (db: Kysely<DB>, id: number) =>
  db.selectFrom('orgs').select(['id', 'fullname']).where('id', '=', id).where('orgtype', '=', 'ORG').executeTakeFirst();

export interface ItemFilters {
  status?: AuditState | '' | undefined;
  roundId?: number | undefined;
  kind?: ItemKind | '' | undefined;
  field?: SceneField | '' | undefined;
  search?: string | undefined;
  ids?: number[] | undefined;
}

const itemBase = (db: Kysely<DB>) =>
  db
    .selectFrom('scene_items as i')
    .innerJoin('orgs as g', 'g.id', 'i.org_id')
    .innerJoin('scene_rounds as r', 'r.id', 'i.round_id')
    .selectAll('i')
    .select(['g.fullname as org_name', 'r.title as round_title']);

export async function items(db: Kysely<DB>, f: ItemFilters, page: Paging) {
  let ids = db.selectFrom('scene_items as i').innerJoin('orgs as g', 'g.id', 'i.org_id').innerJoin('scene_rounds as r', 'r.id', 'i.round_id');
  if (!blank(f.status)) ids = ids.where('i.status', '=', f.status);
  if (f.roundId) ids = ids.where('i.round_id', '=', f.roundId);
  if (!blank(f.kind)) ids = ids.where('i.kind', '=', f.kind);
  if (!blank(f.field)) ids = ids.where('i.field', '=', f.field);
  const search = f.search?.trim();
  if (search) ids = ids.where((eb) => eb.or([contains('i.title', search), contains('g.fullname', search)]));
  if (f.ids) ids = ids.where('i.id', 'in', f.ids);
  const rows = itemBase(db).where('i.id', 'in', ids.select('i.id')).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc');
  return pageWithTotal(rows, ids, page);
}
export const itemById = (db: Kysely<DB>, id: number) => itemBase(db).where('i.id', '=', id).executeTakeFirst();
export type ItemRowDb = NonNullable<Awaited<ReturnType<typeof itemById>>>;

/** Rounds with what they received: open ones first, then the latest. */
const roundBase = (db: Kysely<DB>) =>
  db
    .selectFrom('scene_rounds as r')
    .selectAll('r')
    .select((eb) => {
      const counted = (status?: AuditState) => {
        let q = eb.selectFrom('scene_items as i').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('i.round_id', '=', 'r.id');
        if (status) q = q.where('i.status', '=', status);
        return q;
      };
      return [counted().as('received'), counted('TOAUDIT').as('pending'), counted('PASS').as('passed')];
    });

export async function rounds(db: Kysely<DB>, f: { status?: 'OPEN' | 'CLOSED' | '' | undefined; search?: string | undefined }, page: Paging) {
  let ids = db.selectFrom('scene_rounds as r');
  if (!blank(f.status)) ids = ids.where('r.status', '=', f.status);
  const search = f.search?.trim();
  if (search) ids = ids.where(contains('r.title', search));
  const rows = roundBase(db)
    .where('r.id', 'in', ids.select('r.id'))
    .orderBy(sql`case when r.status = 'OPEN' then 0 else 1 end`)
    .orderBy('r.start_date', 'desc')
    .orderBy('r.id', 'desc');
  return pageWithTotal(rows, ids, page);
}
export const roundById = (db: Kysely<DB>, id: number) => roundBase(db).where('r.id', '=', id).executeTakeFirst();
export type RoundRowDb = NonNullable<Awaited<ReturnType<typeof roundById>>>;
