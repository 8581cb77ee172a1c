import { sql, type Kysely } from 'kysely';
import { likeContaining } from '../../lib/sql-like.js';
import { applySort, type SortColumns, type SortQuery } from '../../kit/sort.js';
import type { DECLARE_LIST_SORTS, MyApplicationRef } from '../../../common/declare/contract.js';
import type { DeclarePhase, DeclareState } from '../../../common/declare/rules.js';
import type { DB } from '../../db/schema.js';
import type { Declaration, DeclarationMaterial } from './tables.js';
import { MAX_ID } from '../../../common/contract/atoms.js';
import { pageWithTotal, type Paging } from '../../kit/paging.js';
import { policyPort } from '../policy/public.js';
import { withPolicyNames, type PolicyNames } from './policy-names.js';

/**
 * Queries of the declaration notices and their material slots. Every function takes the tenant
 * and filters on it; writes take the executor (the database or a transaction).
 */

export type DeclarationRow = Declaration & PolicyNames;

/**
 * An enterprise's unsubmitted draft (待提交) is its own: every park-wide read (the operators'
 * lists, counts and exports) leaves the applications in this state out.
 */
export const DRAFT: DeclareState = 'TOSUBMIT';

export interface DeclareFilter {
  search?: string | undefined;
  phase?: DeclarePhase | undefined;
  policyId?: number | undefined;
  /** Visitors and organisations see only declarations that have started. */
  startedOnly: boolean;
  today: string;
  page: Paging;
  sort?: SortQuery<DeclareSort>;
}

type DeclareSort = (typeof DECLARE_LIST_SORTS)[number];
const SORT_COLUMNS: SortColumns<DeclareSort> = { title: 'd.title', startDate: 'd.start_date', endDate: 'd.end_date' };

/** `titled`: the policies whose title the search names (the policy port's answer). */
function filtered(db: Kysely<DB>, f: DeclareFilter, titled: readonly number[]) {
  let query = db.selectFrom('declarations as d');
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
        ...(titled.length > 0 ? [eb('d.policy_id', 'in', [...titled])] : []),
      ]),
    );
  }
  return query;
}

/** Open ones first (closing soonest first), then the others, newest first; or by the asked column. */
export async function listDeclarations(db: Kysely<DB>, f: DeclareFilter): Promise<{ rows: DeclarationRow[]; total: number }> {
  const term = f.search?.trim();
  const base = filtered(db, f, term ? await policyPort.get().idsTitled(db, term) : []);
  const open = sql<number>`case when d.start_date <= ${f.today} and d.end_date >= ${f.today} then 0 else 1 end`;
  const page = base.selectAll('d');
  const ordered = applySort(page, f.sort ?? {}, SORT_COLUMNS, (q) =>
    q
      .orderBy(open)
      .orderBy(sql`case when d.start_date <= ${f.today} and d.end_date >= ${f.today} then d.end_date else '' end`),
  )
    .orderBy('d.start_date', 'desc')
    .orderBy('d.id', 'desc');
  const { rows, total } = await pageWithTotal(ordered, base, f.page);
  return { rows: await withPolicyNames(db, rows), total };
}

export async function declarationById(db: Kysely<DB>, id: number): Promise<DeclarationRow | undefined> {
  if (id > MAX_ID) return undefined;
  const row = await db.selectFrom('declarations').selectAll().where('id', '=', id).executeTakeFirst();
  return row && (await withPolicyNames(db, [row]))[0];
}

export async function materialsOf(db: Kysely<DB>, declarationId: number): Promise<DeclarationMaterial[]> {
  return db
    .selectFrom('declaration_materials')
    .selectAll()
    .where('declaration_id', '=', declarationId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Applications submitted at least once (beyond drafts), per declaration. */
export async function appliedCounts(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('declare_applications')
    .select(['declaration_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('declaration_id', 'in', [...ids])
    .where('state', '<>', DRAFT)
    .groupBy('declaration_id')
    .execute();
  return new Map(rows.map((r) => [r.declaration_id, Number(r.n)]));
}

/** Submitted applications per state (operators), of one declaration or of the whole park: drafts are not counted. */
export async function stateCounts(db: Kysely<DB>, declarationId?: number): Promise<Map<DeclareState, number>> {
  let query = db
    .selectFrom('declare_applications')
    .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('state', '<>', DRAFT);
  if (declarationId !== undefined) query = query.where('declaration_id', '=', declarationId);
  const rows = await query.groupBy('state').execute();
  return new Map(rows.map((r) => [r.state, Number(r.n)]));
}

/** An organisation's applications to these declarations. */
export async function minesOf(
  db: Kysely<DB>,
  orgId: number,
  ids: readonly number[],
): Promise<Map<number, MyApplicationRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('declare_applications')
    .select(['id', 'declaration_id', 'state'])
    .where('org_id', '=', orgId)
    .where('declaration_id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.declaration_id, { id: r.id, state: r.state }]));
}

/** Whether another declaration of the tenant already uses this title (or name). */
export async function isTaken(
  db: Kysely<DB>,
  column: 'title' | 'name',
  value: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db.selectFrom('declarations').select('id').where(column, '=', value);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Material ids that some application has files in. */
export async function materialsInUse(db: Kysely<DB>, materialIds: readonly number[]): Promise<Set<number>> {
  if (materialIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('declare_application_files')
    .select('material_id')
    .distinct()
    .where('material_id', 'in', [...materialIds])
    .execute();
  return new Set(rows.map((r) => r.material_id));
}
