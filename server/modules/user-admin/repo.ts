import { expressionBuilder, sql, type Kysely } from 'kysely';
import { OPERATOR_ROLES } from '../../../common/constants.js';
import { BASE_ROLE } from '../../../common/roles.js';
import type { USER_LIST_SORTS, UserKind, UserState } from '../../../common/user-admin/contract.js';
import type { DB } from '../../db/schema.js';
import type { ListPage } from '../../kit/list-input.js';
import { applySort, type SortQuery } from '../../kit/sort.js';
import { containsAny } from '../../lib/sql-like.js';
import './tables.js';

/** The park's users as the operations centre lists them. */

export interface UserFilter {
  search?: string | undefined;
  kind?: UserKind | '' | undefined;
  state?: UserState | '' | undefined;
}

export interface UserRow {
  id: number;
  name: string;
  phone: string;
  org_id: number | null;
  org_name: string | null;
  orgtype: string | null;
  status: UserState;
  created_at: string;
  last_login_at: string | null;
  operator: boolean;
  roles: string[];
}

/** Holds a role that counts as 管委会 or 管理员 (SPEC §6): an operator. */
// Built, not raw: the tenant scope adds the park to each subquery.
const usersEb = expressionBuilder<DB, 'users'>();
const isOperatorRow = usersEb.exists(
  usersEb
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(sql.lit(1).as('one'))
    .whereRef('ur.user_id', '=', 'users.id')
    .where('r.kind', 'in', [...OPERATOR_ROLES]),
);
const notOperatorRow = usersEb.not(isOperatorRow);

const lastLogin = usersEb
  .selectFrom('sessions as s')
  .select((eb) => eb.fn.max('s.created_at').as('at'))
  .whereRef('s.user_id', '=', 'users.id');

function filtered(db: Kysely<DB>, filter: UserFilter) {
  let query = db
    .selectFrom('users')
    .leftJoin('orgs', 'orgs.id', 'users.org_id');
  if (filter.state) query = query.where('users.status', '=', filter.state);
  const search = containsAny(filter.search, ['users.name', 'users.phone', 'orgs.fullname']);
  if (search) query = query.where(search);
  switch (filter.kind) {
    case 'OPERATOR':
      query = query.where(isOperatorRow);
      break;
    case 'ORG':
    case 'SERVICE': {
      const orgtype = filter.kind;
      query = query.where(notOperatorRow).where('orgs.orgtype', '=', orgtype);
      break;
    }
    case 'PERSONAL':
      query = query.where(notOperatorRow).where('orgs.id', 'is', null);
      break;
    default:
      break;
  }
  return query;
}

function selectRow(query: ReturnType<typeof filtered>) {
  return query.select([
    'users.id',
    'users.name',
    'users.phone',
    'users.org_id',
    'orgs.fullname as org_name',
    'orgs.orgtype',
    'users.status',
    'users.created_at',
    lastLogin.as('last_login_at'),
    isOperatorRow.as('operator'),
  ]);
}

type RawRow = Omit<UserRow, 'operator' | 'roles'> & { operator: unknown };

/** The roles each user holds, by name, without the base role everyone holds. */
async function withRoles(db: Kysely<DB>, rows: RawRow[]): Promise<UserRow[]> {
  const ids = rows.map((r) => r.id);
  const roles = ids.length
    ? await db
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select(['user_roles.user_id', 'roles.rolename'])
        .where('user_roles.user_id', 'in', ids)
        .where('roles.rolename', '!=', BASE_ROLE)
        .orderBy('roles.id')
        .execute()
    : [];
  return rows.map((row) => ({
    ...row,
    // SQLite answers 0/1, PostgreSQL true/false.
    operator: row.operator === true || Number(row.operator) === 1,
    roles: roles.filter((r) => r.user_id === row.id).map((r) => r.rolename),
  }));
}

type Sort = SortQuery<(typeof USER_LIST_SORTS)[number]>;

/** A page of the park's users, newest registration first unless a column is asked. */
export async function listUsers(
  db: Kysely<DB>,
  filter: UserFilter,
  sort: Sort,
  page: ListPage,
): Promise<{ rows: UserRow[]; total: number }> {
  const { total } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const ordered = applySort(
    selectRow(filtered(db, filter)),
    sort,
    { name: 'users.name', phone: 'users.phone', orgName: 'orgs.fullname', createdAt: 'users.created_at', lastLoginAt: lastLogin },
    (q) => q.orderBy('users.created_at', 'desc'),
  );
  const rows = await ordered
    .orderBy('users.id', 'desc')
    .limit(page.size)
    .offset(page.offset)
    .execute();
  return { rows: await withRoles(db, rows), total: Number(total) };
}

/** All users under the filter, in batches by id (the export). */
export async function* userBatches(db: Kysely<DB>, filter: UserFilter, batch = 500): AsyncGenerator<UserRow[]> {
  let after = 0;
  for (;;) {
    const rows = await selectRow(filtered(db, filter).where('users.id', '>', after))
      .orderBy('users.id')
      .limit(batch)
      .execute();
    if (rows.length === 0) return;
    yield await withRoles(db, rows);
    after = rows[rows.length - 1]!.id;
    if (rows.length < batch) return;
  }
}

export async function countByState(db: Kysely<DB>): Promise<Record<UserState, number>> {
  const rows = await db
    .selectFrom('users')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  const counts: Record<UserState, number> = { ACTIVE: 0, DISABLED: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** The users linked to one organisation of the park, by name. */
export async function usersOfOrg(db: Kysely<DB>, orgId: number): Promise<UserRow[]> {
  const rows = await selectRow(filtered(db, {}).where('users.org_id', '=', orgId))
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
  return withRoles(db, rows);
}

export function orgById(db: Kysely<DB>, orgId: number) {
  return db
    .selectFrom('orgs')
    .select(['id', 'fullname', 'credit_code', 'orgtype'])
    .where('id', '=', orgId)
    .executeTakeFirst();
}

/** An organisation's unlink records, newest first, with the operator's name. */
export function unlinksOf(db: Kysely<DB>, orgId: number) {
  return db
    .selectFrom('org_unlinks')
    .leftJoin('users as actor', 'actor.id', 'org_unlinks.actor_id')
    .select([
      'org_unlinks.id',
      'org_unlinks.user_id',
      'org_unlinks.user_name',
      'org_unlinks.user_phone',
      'org_unlinks.reason',
      'org_unlinks.created_at',
      'actor.name as actor_name',
    ])
    .where('org_unlinks.org_id', '=', orgId)
    .orderBy('org_unlinks.id', 'desc')
    .limit(100)
    .execute();
}
