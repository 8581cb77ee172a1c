import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { ORG_SORTS, PRODUCT_SORTS } from '../../../common/service/contract.js';
import type { OrgStatus, ServiceCategory } from '../../../common/service/rules.js';
import type { ProductState } from '../../../common/service/lifecycle.js';
import type { DB } from '../../db/schema.js';
import type { ListPage } from '../../kit/list-input.js';
import { pageWithTotal } from '../../kit/paging.js';
import { applySort, type SortQuery } from '../../kit/sort.js';
import { likeContaining } from '../../lib/sql-like.js';

/** 科技服务's reads of organisations and products, on the request's tenant-scoped handle. */

/** `column like %text%`, the text's wildcards taken literally. */
export const contains = (column: string, text: string) => sql<SqlBool>`${sql.ref(column)} like ${likeContaining(text)} escape '\\'`;

/** A mean rating (1–5) rounded to one decimal, or null. */
export const meanOf = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);

/** A product with its organisation's name, its applications and their mean rating. */
const productBase = (db: Kysely<DB>) =>
  db
    .selectFrom('service_products as p')
    .innerJoin('orgs as o', 'o.id', 'p.org_id')
    .selectAll('p')
    .select((eb) => [
      'o.fullname as org_name',
      eb.selectFrom('service_applies as a').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('a.product_id', '=', 'p.id').as('applies'),
      eb.selectFrom('service_applies as a').select((e) => e.fn.avg<number | string | null>('a.rating').as('r')).whereRef('a.product_id', '=', 'p.id').as('rating'),
    ]);

export interface ProductFilters {
  status?: ProductState | '' | undefined;
  category?: ServiceCategory | '' | undefined;
  orgId?: number | undefined;
  search?: string | undefined;
  /** Only products of organisations serving now (not suspended): what enterprises may apply for. */
  serving?: boolean;
}

function filterProducts(db: Kysely<DB>, f: ProductFilters) {
  let q = db.selectFrom('service_products as p').innerJoin('orgs as o', 'o.id', 'p.org_id');
  if (f.status) q = q.where('p.status', '=', f.status);
  if (f.category) q = q.where('p.category', '=', f.category);
  if (f.orgId) q = q.where('p.org_id', '=', f.orgId);
  const search = f.search?.trim();
  if (search) q = q.where((eb) => eb.or([contains('p.title', search), contains('o.fullname', search)]));
  if (f.serving)
    q = q.where((eb) =>
      eb.not(eb.exists(eb.selectFrom('service_orgs as so').select('so.id').whereRef('so.org_id', '=', 'p.org_id').where('so.status', '=', 'SUSPENDED'))),
    );
  return q;
}

export async function products(db: Kysely<DB>, f: ProductFilters, page: ListPage, sort: SortQuery<(typeof PRODUCT_SORTS)[number]> = {}) {
  const ids = filterProducts(db, f);
  const rows = applySort(
    productBase(db).where('p.id', 'in', ids.select('p.id')),
    sort,
    { updatedAt: 'p.updated_at', publishedAt: 'p.published_at', title: 'p.title' },
    (q) => q.orderBy('p.updated_at', 'desc'),
  ).orderBy('p.id', 'desc');
  return pageWithTotal(rows, ids, page);
}

export const productById = (db: Kysely<DB>, id: number) => productBase(db).where('p.id', '=', id).executeTakeFirst();
export type ProductRow = NonNullable<Awaited<ReturnType<typeof productById>>>;

/** The park's service organisations with their figures (the operators' list, the portrait). */
export const orgBase = (db: Kysely<DB>) =>
  db
    .selectFrom('orgs as o')
    .leftJoin('service_orgs as so', 'so.org_id', 'o.id')
    .where('o.orgtype', '=', 'SERVICE')
    .select((eb) => [
      'o.id',
      'o.fullname',
      'o.simplename',
      'o.category',
      'so.categories',
      'so.qualification',
      'so.intro',
      'so.status',
      'so.suspend_reason',
      eb
        .selectFrom('service_products as sp')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('sp.org_id', '=', 'o.id')
        .where('sp.status', '=', 'JOINT')
        .as('products'),
      eb.selectFrom('service_applies as a').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('a.provider_id', '=', 'o.id').as('applies'),
      eb
        .selectFrom('service_applies as a')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('a.provider_id', '=', 'o.id')
        .where('a.status', '=', 'PASS')
        .as('finished'),
      eb.selectFrom('service_applies as a').select((e) => e.fn.avg<number | string | null>('a.rating').as('r')).whereRef('a.provider_id', '=', 'o.id').as('rating'),
      eb.selectFrom('service_applies as a').select((e) => e.fn.count<number | string>('a.rating').as('n')).whereRef('a.provider_id', '=', 'o.id').as('ratings'),
      eb
        .selectFrom('users as u')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('u.org_id', '=', 'o.id')
        .as('users'),
    ]);

export interface OrgFilters {
  search?: string | undefined;
  category?: ServiceCategory | '' | undefined;
  status?: OrgStatus | '' | undefined;
}

/** The service organisations a filter keeps (`o`); their service record only where the filter asks it, so a count reads the organisations alone. */
export function filterOrgs(db: Kysely<DB>, f: OrgFilters) {
  let q = db.selectFrom('orgs as o').where('o.orgtype', '=', 'SERVICE');
  const record = (eb: ExpressionBuilder<DB & { o: DB['orgs'] }, 'o'>) => eb.selectFrom('service_orgs as so').select('so.org_id').whereRef('so.org_id', '=', 'o.id');
  const search = f.search?.trim();
  if (search) q = q.where((eb) => eb.or([contains('o.fullname', search), contains('o.simplename', search)]));
  const category = f.category;
  if (category) q = q.where((eb) => eb.exists(record(eb).where(contains('so.categories', category))));
  // Without a record an organisation is serving (ACTIVE).
  const suspended = (eb: ExpressionBuilder<DB & { o: DB['orgs'] }, 'o'>) => eb.exists(record(eb).where('so.status', '=', 'SUSPENDED'));
  if (f.status === 'SUSPENDED') q = q.where(suspended);
  if (f.status === 'ACTIVE') q = q.where((eb) => eb.not(suspended(eb)));
  return q;
}

export async function orgs(db: Kysely<DB>, f: OrgFilters, page: ListPage, sort: SortQuery<(typeof ORG_SORTS)[number]> = {}) {
  const ids = filterOrgs(db, f);
  const rows = applySort(
    orgBase(db).where('o.id', 'in', ids.select('o.id')),
    sort,
    { name: 'o.fullname', products: sql.ref('products'), applies: sql.ref('applies'), rating: sql.ref('rating') },
    (q) => q.orderBy('o.id'),
  ).orderBy('o.id');
  // The count reads the organisations alone (the filter joins no service record), so it is not the page's shape.
  const [found, counted] = await Promise.all([
    rows.limit(page.size).offset(page.offset).execute(),
    ids.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: found, total: Number(counted.n) };
}

export const orgById = (db: Kysely<DB>, id: number) => orgBase(db).where('o.id', '=', id).executeTakeFirst();
export type OrgRowDb = NonNullable<Awaited<ReturnType<typeof orgById>>>;

export const orgContact = (db: Kysely<DB>, id: number) =>
  db.selectFrom('orgs').select(['address', 'legal_person', 'contact_phone', 'credit_code']).where('id', '=', id).executeTakeFirst();

export const orgUsers = (db: Kysely<DB>, orgId: number) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'phone', 'position', 'status', 'created_at'])
    .where('org_id', '=', orgId)
    .orderBy('id')
    .limit(100)
    .execute();

export const orgName = async (db: Kysely<DB>, id: number) =>
  (await db.selectFrom('orgs').select('fullname').where('id', '=', id).executeTakeFirst())?.fullname;

/** A service organisation's standing: SUSPENDED, or ACTIVE (also without a record). */
export const serviceStanding = async (db: Kysely<DB>, orgId: number) =>
  (await db.selectFrom('service_orgs').select('status').where('org_id', '=', orgId).executeTakeFirst())?.status ?? 'ACTIVE';
