import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { LoanStatus, LoanType } from '../../../common/finance/rules.js';
import type { DB } from '../../db/schema.js';
import type { ListPage } from '../../kit/list-input.js';
import { pageWithTotal } from '../../kit/paging.js';
import { parkDayStart } from '../../lib/park-time.js';
import { likeContaining } from '../../lib/sql-like.js';

/** The finance supermarket's reads, on the request's tenant-scoped handle (no park condition here). */

/** `column like %text%`, the text's wildcards taken literally. */
const contains = (column: string, text: string) => sql<SqlBool>`${sql.ref(column)} like ${likeContaining(text)} escape '\\'`;

const applicationsOf = (eb: ExpressionBuilder<DB, 'finance_products'>) =>
  eb
    .selectFrom('finance_loans')
    .select((e) => e.fn.countAll<number | string>().as('n'))
    .whereRef('finance_loans.product_id', '=', 'finance_products.id')
    .as('applications');

const productBase = (db: Kysely<DB>) =>
  db
    .selectFrom('finance_products')
    .innerJoin('finance_institutions as i', 'i.id', 'finance_products.institution_id')
    .selectAll('finance_products')
    .select((eb) => ['i.name as institution_name', 'i.kind as institution_kind', 'i.intro as institution_intro', applicationsOf(eb)]);

export interface ProductFilters {
  status?: 'CHECK' | 'JOINT' | 'CANCEL' | '' | undefined;
  loanType?: LoanType | '' | undefined;
  institutionId?: number | undefined;
  amount?: number | undefined;
  search?: string | undefined;
}

function filterProducts(db: Kysely<DB>, f: ProductFilters) {
  let q = db.selectFrom('finance_products').innerJoin('finance_institutions as i', 'i.id', 'finance_products.institution_id');
  if (f.status) q = q.where('finance_products.status', '=', f.status);
  if (f.loanType) q = q.where('finance_products.loan_type', '=', f.loanType);
  if (f.institutionId) q = q.where('finance_products.institution_id', '=', f.institutionId);
  if (f.amount) q = q.where('finance_products.amount_min', '<=', f.amount).where('finance_products.amount_max', '>=', f.amount);
  const search = f.search?.trim();
  if (search) q = q.where((eb) => eb.or([contains('finance_products.name', search), contains('i.name', search)]));
  return q;
}

export async function products(db: Kysely<DB>, f: ProductFilters, page: ListPage) {
  const ids = filterProducts(db, f);
  const rows = productBase(db)
    .where('finance_products.id', 'in', ids.select('finance_products.id'))
    .orderBy('finance_products.published_at', 'desc')
    .orderBy('finance_products.id', 'desc');
  const { rows: list, total } = await pageWithTotal(rows, ids, page);
  return { list, total };
}

export const productById = (db: Kysely<DB>, id: number) => productBase(db).where('finance_products.id', '=', id).executeTakeFirst();

export const publishedProducts = (db: Kysely<DB>) =>
  productBase(db).where('finance_products.status', '=', 'JOINT').orderBy('finance_products.id').execute();

/** How many of an institution's products are published, as `products`. */
export const publishedCount = (eb: ExpressionBuilder<DB, 'finance_institutions'>) =>
  eb
    .selectFrom('finance_products')
    .select((e) => e.fn.countAll<number | string>().as('n'))
    .whereRef('finance_products.institution_id', '=', 'finance_institutions.id')
    .where('finance_products.status', '=', 'JOINT')
    .as('products');

export async function publicInstitutions(db: Kysely<DB>) {
  return db
    .selectFrom('finance_institutions')
    .select((eb) => [
      'id',
      'name',
      'kind',
      'intro',
      'address',
      'gaode_lng',
      'gaode_lat',
      publishedCount(eb),
    ])
    .orderBy('id')
    .execute();
}

export async function managedInstitutions(db: Kysely<DB>, search: string | undefined, page: ListPage) {
  let filtered = db.selectFrom('finance_institutions');
  if (search?.trim()) filtered = filtered.where(contains('name', search.trim()));
  const rows = filtered
    .selectAll()
    .select((eb) => [
      publishedCount(eb),
      eb
        .selectFrom('finance_loans')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('finance_loans.institution_id', '=', 'finance_institutions.id')
        .as('loans'),
    ])
    .orderBy('id');
  return pageWithTotal(rows, filtered, page);
}

export const institutionById = (db: Kysely<DB>, id: number) =>
  db.selectFrom('finance_institutions').selectAll().where('id', '=', id).executeTakeFirst();

export interface LoanFilterInput {
  status?: LoanStatus | '' | undefined;
  institutionId?: number | undefined;
  orgId?: number | undefined;
  search?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  ids?: readonly number[] | undefined;
}

export function filterLoans(db: Kysely<DB>, f: LoanFilterInput) {
  let q = db.selectFrom('finance_loans').innerJoin('finance_institutions as i', 'i.id', 'finance_loans.institution_id');
  if (f.status) q = q.where('finance_loans.status', '=', f.status);
  if (f.institutionId) q = q.where('finance_loans.institution_id', '=', f.institutionId);
  if (f.orgId) q = q.where('finance_loans.org_id', '=', f.orgId);
  if (f.from) q = q.where('finance_loans.created_at', '>=', parkDayStart(f.from));
  if (f.to) q = q.where('finance_loans.created_at', '<', parkDayStart(f.to, 1));
  if (f.ids && f.ids.length > 0) q = q.where('finance_loans.id', 'in', [...f.ids]);
  const search = f.search?.trim();
  if (search) {
    q = q.where((eb) => eb.or([contains('finance_loans.org_name', search), contains('finance_loans.product_name', search)]));
  }
  return q;
}

export const loanRows = (db: Kysely<DB>, f: LoanFilterInput) =>
  filterLoans(db, f)
    .selectAll('finance_loans')
    .select('i.name as institution_name')
    .orderBy('finance_loans.created_at', 'desc')
    .orderBy('finance_loans.id', 'desc');

export const loans = (db: Kysely<DB>, f: LoanFilterInput, page: ListPage) => pageWithTotal(loanRows(db, f), filterLoans(db, f), page);

export const loanById = (db: Kysely<DB>, id: number) =>
  db
    .selectFrom('finance_loans')
    .innerJoin('finance_institutions as i', 'i.id', 'finance_loans.institution_id')
    .selectAll('finance_loans')
    .select('i.name as institution_name')
    .where('finance_loans.id', '=', id)
    .executeTakeFirst();

export const stepsOf = (db: Kysely<DB>, loanId: number) =>
  db.selectFrom('finance_loan_steps').selectAll().where('loan_id', '=', loanId).orderBy('at').orderBy('id').execute();

export async function loanCounts(db: Kysely<DB>, institutionId: number | undefined) {
  let q = db.selectFrom('finance_loans').select((eb) => ['status', eb.fn.countAll<number | string>().as('n')]);
  if (institutionId) q = q.where('institution_id', '=', institutionId);
  const rows = await q.groupBy('status').execute();
  const counts = { TOAUDIT: 0, AUDITING: 0, PASS: 0, BACK: 0, total: 0 };
  for (const r of rows) {
    counts[r.status] = Number(r.n);
    counts.total += Number(r.n);
  }
  return counts;
}

export async function orgLoans(db: Kysely<DB>, f: Pick<LoanFilterInput, 'search' | 'from' | 'to'>, page: ListPage) {
  const base = filterLoans(db, f);
  const grouped = base
    .select((eb) => [
      'finance_loans.org_id',
      eb.fn.countAll<number | string>().as('applications'),
      eb.fn.sum<number | string | null>(eb.case().when('finance_loans.status', '=', 'PASS').then(1).else(0).end()).as('granted'),
      eb.fn.sum<number | string | null>(eb.fn.coalesce('finance_loans.granted', eb.lit(0))).as('granted_amount'),
      eb.fn
        .sum<number | string | null>(eb.case().when('finance_loans.status', 'in', ['TOAUDIT', 'AUDITING']).then(1).else(0).end())
        .as('open'),
      eb.fn.max('finance_loans.created_at').as('last_applied_at'),
      eb.fn.max('finance_loans.id').as('last_id'),
    ])
    .groupBy('finance_loans.org_id');
  const [rows, count] = await Promise.all([
    grouped
      .orderBy('granted_amount', 'desc')
      .orderBy('finance_loans.org_id')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.count<number | string>('finance_loans.org_id').distinct().as('n')).executeTakeFirstOrThrow(),
  ]);
  const names = rows.length
    ? await db
        .selectFrom('finance_loans')
        .select(['id', 'org_name'])
        .where('id', 'in', rows.map((r) => Number(r.last_id)))
        .execute()
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.org_name]));
  return {
    list: rows.map((r) => ({
      orgId: r.org_id,
      orgName: nameOf.get(Number(r.last_id)) ?? '',
      applications: Number(r.applications),
      granted: Number(r.granted ?? 0),
      grantedAmount: Number(r.granted_amount ?? 0),
      open: Number(r.open ?? 0),
      lastAppliedAt: String(r.last_applied_at),
    })),
    total: Number(count.n),
  };
}

/** An enterprise's loans granted (count and 万元) and its open applications by product. */
export async function loanSummaryOfOrg(db: Kysely<DB>, orgId: number) {
  const rows = await db
    .selectFrom('finance_loans')
    .select(['id', 'product_id', 'status', 'granted'])
    .where('org_id', '=', orgId)
    .where('status', 'in', ['TOAUDIT', 'AUDITING', 'PASS'])
    .execute();
  const passed = rows.filter((r) => r.status === 'PASS');
  const openByProduct = new Map<number, number>();
  for (const r of rows) if (r.status !== 'PASS' && r.product_id !== null) openByProduct.set(r.product_id, r.id);
  return { granted: passed.length, grantedAmount: passed.reduce((sum, r) => sum + (r.granted ?? 0), 0), openByProduct };
}

export async function needs(db: Kysely<DB>, f: { orgId?: number; status?: string | undefined; search?: string | undefined }, page: ListPage) {
  let filtered = db.selectFrom('finance_needs');
  if (f.orgId) filtered = filtered.where('org_id', '=', f.orgId);
  if (f.status === 'OPEN' || f.status === 'CLOSED') filtered = filtered.where('status', '=', f.status);
  if (f.search?.trim()) filtered = filtered.where(contains('org_name', f.search.trim()));
  return pageWithTotal(filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), filtered, page);
}

export const needById = (db: Kysely<DB>, id: number) => db.selectFrom('finance_needs').selectAll().where('id', '=', id).executeTakeFirst();
