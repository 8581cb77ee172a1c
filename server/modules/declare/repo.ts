import { sql, type Kysely } from 'kysely';
import { likeContaining } from '../../lib/sql-like.js';
import { applySort, type SortColumns, type SortQuery } from '../../kit/sort.js';
import type { DECLARE_LIST_SORTS, MyApplicationRef } from '../../../common/declare/contract.js';
import type { DeclarePhase, DeclareState } from '../../../common/declare/rules.js';
import type { DB } from '../../db/schema.js';
import type { Declaration, DeclarationMaterial } from './tables.js';
import { MAX_ID } from '../../../common/contract/atoms.js';
import { pageWithTotal } from '../../kit/paging.js';

/**
 * Queries of the declaration notices and their material slots. Every function takes the tenant
 * and filters on it; writes take the executor (the database or a transaction).
 */

export interface DeclarationRow extends Declaration {
  policy_title: string;
  apply_item_name: string;
}

/**
 * An enterprise's unsubmitted draft (待提交) is its own: every park-wide read (the operators'
 * lists, counts and exports) leaves the applications in this state out.
 */
export const DRAFT: DeclareState = 'TOSUBMIT';


function withNames(db: Kysely<DB>, tenantId: number) {
  return db
    .selectFrom('declarations as d')
    .innerJoin('policies as p', (join) => join.onRef('p.id', '=', 'd.policy_id').onRef('p.tenant_id', '=', 'd.tenant_id'))
    .innerJoin('policy_apply_items as i', (join) => join.onRef('i.id', '=', 'd.apply_item_id').onRef('i.tenant_id', '=', 'd.tenant_id'))
    .where('d.tenant_id', '=', tenantId);
}

export interface DeclareFilter {
  search?: string | undefined;
  phase?: DeclarePhase | undefined;
  policyId?: number | undefined;
  /** Visitors and organisations see only declarations that have started. */
  startedOnly: boolean;
  today: string;
  pagenum: number;
  size: number;
  sort?: SortQuery<DeclareSort>;
}

type DeclareSort = (typeof DECLARE_LIST_SORTS)[number];
const SORT_COLUMNS: SortColumns<DeclareSort> = { title: 'd.title', startDate: 'd.start_date', endDate: 'd.end_date' };

function filtered(db: Kysely<DB>, tenantId: number, f: DeclareFilter) {
  let query = withNames(db, tenantId);
  if (f.startedOnly) query = query.where('d.start_date', '<=', f.today);
  if (f.phase === 'OPEN') query = query.where('d.start_date', '<=', f.today).where('d.end_date', '>=', f.today);
  if (f.phase === 'CLOSED') query = query.where('d.end_date', '<', f.today);
  if (f.phase === 'NOTSTARTED') query = query.where('d.start_date', '>', f.today);
  if (f.policyId !== undefined) query = query.where('d.policy_id', '=', f.policyId > MAX_ID ? 0 : f.policyId);
  const term = f.search?.trim();
  if (term) {
    const pattern = likeContaining(term);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('d.title')} like ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('d.name')} like ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('p.title')} like ${pattern} escape '\\'`,
      ]),
    );
  }
  return query;
}

/** Open ones first (closing soonest first), then the others, newest first; or by the asked column. */
export async function listDeclarations(db: Kysely<DB>, tenantId: number, f: DeclareFilter) {
  const base = filtered(db, tenantId, f);
  const open = sql<number>`case when d.start_date <= ${f.today} and d.end_date >= ${f.today} then 0 else 1 end`;
  const page = base.selectAll('d').select(['p.title as policy_title', 'i.name as apply_item_name']);
  const ordered = applySort(page, f.sort ?? {}, SORT_COLUMNS, (q) =>
    q
      .orderBy(open)
      .orderBy(sql`case when d.start_date <= ${f.today} and d.end_date >= ${f.today} then d.end_date else '' end`),
  )
    .orderBy('d.start_date', 'desc')
    .orderBy('d.id', 'desc');
  const { rows, total } = await pageWithTotal(ordered, base, f);
  return { rows: rows as DeclarationRow[], total };
}

export async function declarationById(db: Kysely<DB>, tenantId: number, id: number): Promise<DeclarationRow | undefined> {
  if (id > MAX_ID) return undefined;
  const row = await withNames(db, tenantId)
    .selectAll('d')
    .select(['p.title as policy_title', 'i.name as apply_item_name'])
    .where('d.id', '=', id)
    .executeTakeFirst();
  return row as DeclarationRow | undefined;
}

export async function materialsOf(db: Kysely<DB>, tenantId: number, declarationId: number): Promise<DeclarationMaterial[]> {
  return db
    .selectFrom('declaration_materials')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('declaration_id', '=', declarationId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Applications submitted at least once (beyond drafts), per declaration. */
export async function appliedCounts(db: Kysely<DB>, tenantId: number, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('declare_applications')
    .select(['declaration_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('declaration_id', 'in', [...ids])
    .where('state', '<>', DRAFT)
    .groupBy('declaration_id')
    .execute();
  return new Map(rows.map((r) => [r.declaration_id, Number(r.n)]));
}

/** Submitted applications per state (operators), of one declaration or of the whole park: drafts are not counted. */
export async function stateCounts(db: Kysely<DB>, tenantId: number, declarationId?: number): Promise<Map<DeclareState, number>> {
  let query = db
    .selectFrom('declare_applications')
    .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('state', '<>', DRAFT);
  if (declarationId !== undefined) query = query.where('declaration_id', '=', declarationId);
  const rows = await query.groupBy('state').execute();
  return new Map(rows.map((r) => [r.state, Number(r.n)]));
}

/** An organisation's applications to these declarations. */
export async function minesOf(
  db: Kysely<DB>,
  tenantId: number,
  orgId: number,
  ids: readonly number[],
): Promise<Map<number, MyApplicationRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('declare_applications')
    .select(['id', 'declaration_id', 'state'])
    .where('tenant_id', '=', tenantId)
    .where('org_id', '=', orgId)
    .where('declaration_id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.declaration_id, { id: r.id, state: r.state }]));
}

/** Whether another declaration of the tenant already uses this title (or name). */
export async function isTaken(
  db: Kysely<DB>,
  tenantId: number,
  column: 'title' | 'name',
  value: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db.selectFrom('declarations').select('id').where('tenant_id', '=', tenantId).where(column, '=', value);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** The apply item with its policy, of this tenant. */
export async function applyItemOf(db: Kysely<DB>, tenantId: number, applyItemId: number) {
  if (applyItemId > MAX_ID) return undefined;
  return db
    .selectFrom('policy_apply_items as i')
    .innerJoin('policies as p', (join) => join.onRef('p.id', '=', 'i.policy_id').onRef('p.tenant_id', '=', 'i.tenant_id'))
    .select(['i.id', 'i.policy_id', 'i.name', 'i.auto_grant', 'p.title as policy_title', 'p.state as policy_state'])
    .where('i.tenant_id', '=', tenantId)
    .where('i.id', '=', applyItemId)
    .executeTakeFirst();
}

/** Material ids that some application has files in. */
export async function materialsInUse(db: Kysely<DB>, tenantId: number, materialIds: readonly number[]): Promise<Set<number>> {
  if (materialIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('declare_application_files')
    .select('material_id')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('material_id', 'in', [...materialIds])
    .execute();
  return new Set(rows.map((r) => r.material_id));
}

/** Published policies of the park with the items one applies for, for the operators' pickers (newest first). */
export async function policyOptions(db: Kysely<DB>, tenantId: number, limit = 500) {
  const policies = await db
    .selectFrom('policies')
    .select(['id', 'title'])
    .where('tenant_id', '=', tenantId)
    .where('state', '=', 'JOINT')
    .orderBy('publish_date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  if (policies.length === 0) return [];
  const items = await db
    .selectFrom('policy_apply_items')
    .select(['id', 'policy_id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('policy_id', 'in', policies.map((p) => p.id))
    // 免申即享 items are granted without applying: nothing to declare.
    .where('auto_grant', '=', 0)
    .orderBy('indexnumber')
    .orderBy('id')
    .execute();
  return policies.map((p) => ({
    id: p.id,
    title: p.title,
    items: items.filter((i) => i.policy_id === p.id).map((i) => ({ id: i.id, name: i.name })),
  }));
}
