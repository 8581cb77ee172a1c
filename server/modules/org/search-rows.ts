import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';

/** What a list item, an export row and the portrait's brief read of an organisation. */
export interface OrgListRow {
  id: number;
  fullname: string;
  simplename: string;
  credit_code: string;
  ranges: string;
  envreate: string;
  longitude: number;
  latitude: number;
  gaodelng: number;
  gaodelat: number;
  orgtype: string;
  address: string;
  industry_name: string;
  field_id: number;
  category: string;
  setup_date: string;
  register_capital: number;
  regist_status: string;
  park_id: number;
  sub_park: string;
  park_name: string | null;
  province: string;
  city: string;
  county: string;
  created_at: string;
}

/** No contact phone, no legal person: lists are readable by anyone in the tenant. */
export const LIST_COLUMNS = sql.raw(
  [
    'o.id',
    'o.fullname',
    'o.simplename',
    'o.credit_code',
    'o.ranges',
    'o.envreate',
    'o.longitude',
    'o.latitude',
    'o.gaodelng',
    'o.gaodelat',
    'o.orgtype',
    'o.address',
    'o.industry_name',
    'o.field_id',
    'o.category',
    'o.setup_date',
    'o.register_capital',
    'o.regist_status',
    'o.park_id',
    'o.sub_park',
    'p.name as park_name',
    'o.province',
    'o.city',
    'o.county',
    'o.created_at',
  ].join(', '),
);

export const LIST_FROM = sql`orgs o left join parks p on p.id = o.park_id and p.tenant_id = o.tenant_id`;

/** The rows of these ids, newest first (the order of every list). */
export async function rowsByIds(
  db: Kysely<DB>,
  tenantId: number,
  ids: readonly number[],
): Promise<OrgListRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<OrgListRow>`select ${LIST_COLUMNS} from ${LIST_FROM}
      where o.tenant_id = ${tenantId} and o.id in (${sql.join(ids.map((id) => sql`${id}`))})
      order by o.id desc`.execute(db);
  return rows;
}

/**
 * One page of rows in one statement (PostgreSQL, whose planner weighs LIMIT well); newest first,
 * or by `order` (a column sort, then newest first).
 */
export async function rowsWhere(
  db: Kysely<DB>,
  where: RawBuilder<unknown>,
  page: { limit: number; offset: number; order?: RawBuilder<unknown> | undefined },
): Promise<OrgListRow[]> {
  const order = page.order ? sql`${page.order}, o.id desc` : sql`o.id desc`;
  const { rows } = await sql<OrgListRow>`select ${LIST_COLUMNS} from ${LIST_FROM} where ${where}
      order by ${order} limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows;
}
