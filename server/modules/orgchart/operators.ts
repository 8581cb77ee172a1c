import { sql, type Kysely } from 'kysely';
import type { Operator } from '../../../common/orgchart/contract.js';
import { BASE_ROLE } from '../../../common/roles.js';
import type { Dialect } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import {
  assertAllowed,
  DELEGATION_MESSAGES,
  grantsOf,
  loadGrants,
  lockOf,
  refusalToGrant,
  refusalToPlace,
  refusalToTouch,
  type Grants,
} from '../../kit/delegation.js';
import { generatePassword, otherEnabledAdmins } from '../../lib/account-state.js';
import { record } from '../../lib/audit-log.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { containsAny } from '../../lib/sql-like.js';
import { listDepts, pathNames } from './depts.js';
import { listRoles, OPERATOR_KINDS } from './roles.js';
import type { ListPage } from '../../kit/list-input.js';
import { scopeWhere, subtreeOf, type Visible } from './scope.js';
import './tables.js';

const STATUS_LABELS = { ACTIVE: '正常', DISABLED: '已停用' } as const;

export interface OperatorFilter {
  search?: string;
  roleId?: number;
  /** Only the staff of these departments. */
  deptIds?: number[];
  page: ListPage;
  /** The operator's data scope (the kit resolves it for the list): the accounts it shows. */
  scope: Visible;
}

/**
 * The park's operator accounts (users holding an operator role) the actor's scope shows, each with
 * whether the actor may change it (the delegation rule).
 */
export async function listOperators(
  db: Kysely<DB>,
  tenantId: number,
  actor: Grants,
  f: OperatorFilter,
): Promise<{ list: Operator[]; total: number }> {
  let q = db
    .selectFrom('users')
    .leftJoin('staff', 'staff.user_id', 'users.id')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles')
          .innerJoin('roles', 'roles.id', 'user_roles.role_id')
          .select('user_roles.role_id')
          .whereRef('user_roles.user_id', '=', 'users.id')
          .where('roles.kind', 'in', OPERATOR_KINDS),
      ),
    )
    .where(scopeWhere(f.scope, 'users.id'));
  const search = containsAny(f.search, ['users.name', 'users.phone']);
  if (search) q = q.where(search);
  if (f.roleId)
    q = q.where((eb) =>
      eb.exists(
        eb.selectFrom('user_roles').select('user_roles.role_id').whereRef('user_roles.user_id', '=', 'users.id').where('user_roles.role_id', '=', f.roleId!),
      ),
    );
  if (f.deptIds) q = f.deptIds.length ? q.where('staff.dept_id', 'in', f.deptIds) : q.where(sql<boolean>`1 = 0`);
  const { n } = await q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(['users.id', 'users.name', 'users.phone', 'users.status', 'users.created_at', 'staff.dept_id', 'staff.post_id'])
    .orderBy('users.id')
    .limit(f.page.size)
    .offset(f.page.offset)
    .execute();
  return { list: await present(db, tenantId, actor, rows), total: Number(n) };
}

type Row = {
  id: number;
  name: string;
  phone: string;
  status: 'ACTIVE' | 'DISABLED';
  created_at: string;
  dept_id: number | null;
  post_id: number | null;
};

async function present(db: Kysely<DB>, tenantId: number, actor: Grants, rows: Row[]): Promise<Operator[]> {
  if (!rows.length) return [];
  const grants = await loadGrants(db, tenantId, rows.map((r) => r.id));
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.rolename'])
    .where('user_roles.user_id', 'in', rows.map((r) => r.id))
    .where('roles.kind', 'in', OPERATOR_KINDS)
    .orderBy('roles.id')
    .execute();
  const deptNames = pathNames(await listDepts(db));
  const posts = new Map(
    (await db.selectFrom('posts').select(['id', 'name']).execute()).map((p) => [p.id, p.name]),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    status: r.status,
    statusLabel: STATUS_LABELS[r.status],
    roles: roles.filter((x) => x.user_id === r.id).map((x) => ({ id: x.id, rolename: x.rolename })),
    deptId: r.dept_id,
    deptName: r.dept_id === null ? '' : (deptNames.get(r.dept_id) ?? ''),
    postId: r.post_id,
    postName: r.post_id === null ? '' : (posts.get(r.post_id) ?? ''),
    createdAt: r.created_at,
    ...lockOf(refusalToTouch(actor, grants.get(r.id)!)),
  }));
}

/** One operator account the actor's scope shows, or 不存在. */
export async function operatorById(db: Kysely<DB>, tenantId: number, actor: Grants, id: number): Promise<Operator> {
  const row = await db
    .selectFrom('users')
    .leftJoin('staff', 'staff.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.phone', 'users.status', 'users.created_at', 'staff.dept_id', 'staff.post_id'])
    .where('users.id', '=', id)
    .where(scopeWhere(actor.covers, 'users.id'))
    .executeTakeFirst();
  const [found] = row ? await present(db, tenantId, actor, [row]) : [];
  if (!found || !found.roles.length) throw notFound('运营账号');
  return found;
}

/** The staff of a department (and, with `withChildren`, of those under it). */
export async function deptStaff(
  db: Kysely<DB>,
  tenantId: number,
  actor: Grants,
  q: { deptId?: number; withChildren: boolean; search?: string; page: ListPage; scope: Visible },
) {
  if (q.deptId === undefined) return listOperators(db, tenantId, actor, q);
  const depts = await listDepts(db);
  if (!depts.some((d) => d.id === q.deptId)) throw notFound('部门');
  const deptIds = q.withChildren ? subtreeOf(depts.map((d) => ({ id: d.id, parent_id: d.parentId })), q.deptId) : [q.deptId];
  return listOperators(db, tenantId, actor, { search: q.search, deptIds, page: q.page, scope: q.scope });
}

export interface OperatorInput {
  id?: number;
  name: string;
  phone: string;
  roleIds: number[];
  deptId: number | null;
  postId: number | null;
}

/**
 * Creates or changes an operator account: its name, phone, roles (operator roles of the park only),
 * department and post. The delegation rule (server/kit/delegation.ts) decides what the actor may
 * do: touch only an account holding no more than itself (a 管理员's only if it is one), grant only
 * roles it may grant, place only in departments its scope covers; and the account afterwards must
 * still be one it may touch. Nobody removes their own 管理员 role, and the park's last active
 * 管理员 keeps it.
 */
export async function saveOperator(
  db: Kysely<DB>,
  dialect: Dialect,
  tenantId: number,
  actor: Grants,
  input: OperatorInput,
): Promise<{ id: number; password: string | null }> {
  const name = input.name.trim();
  if (name.length < 2) throw new BizError('姓名至少2个字');
  // Hashed before the transaction: scrypt is slow and need not hold the write lock.
  const password = input.id === undefined ? generatePassword() : null;
  const passwordHash = password === null ? null : await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const operatorRoles = await listRoles(trx);
    const wanted = [...new Set(input.roleIds)];
    if (wanted.some((id) => !operatorRoles.some((r) => r.id === id))) throw new BizError('所选角色不存在');
    const adminIds = operatorRoles.filter((r) => r.isAdmin).map((r) => r.id);

    if (input.deptId !== null) {
      const dept = await trx.selectFrom('departments').select('id').where('id', '=', input.deptId).executeTakeFirst();
      if (!dept) throw notFound('部门');
    }

    let before: Operator | null = null;
    if (input.id !== undefined) {
      before = await operatorById(trx, tenantId, actor, input.id);
      assertAllowed(refusalToTouch(actor, await grantsOf(trx, tenantId, before.id)));
    }
    assertAllowed(refusalToPlace(actor, input.deptId));
    const held = new Set(before?.roles.map((r) => r.id) ?? []);
    for (const role of operatorRoles) {
      const changes = wanted.includes(role.id) !== held.has(role.id);
      if (!changes) continue;
      // Taking a role away narrows the account; giving one is a grant the actor must be able to make.
      if (role.isAdmin && !actor.admin) assertAllowed(DELEGATION_MESSAGES.adminRole);
      if (wanted.includes(role.id)) assertAllowed(refusalToGrant(actor, { admin: role.isAdmin, permissions: role.permissions, dataScope: role.dataScope }));
    }
    if (input.postId !== null) {
      const post = await trx.selectFrom('posts').select(['id', 'state']).where('id', '=', input.postId).executeTakeFirst();
      if (!post) throw notFound('岗位');
      if (post.state === 'OFF' && before?.postId !== input.postId) throw new BizError('该岗位已停用，请选择其他岗位');
    }

    const hadAdmin = !!before?.roles.some((r) => adminIds.includes(r.id));
    const keepsAdmin = wanted.some((id) => adminIds.includes(id));
    if (before && hadAdmin && !keepsAdmin) {
      if (before.id === actor.id) throw new BizError('不能移除自己的管理员角色');
      if (!(await otherEnabledAdmins(trx, dialect, tenantId, before.id))) throw new BizError('园区至少需要保留一名管理员，不能移除最后一名管理员的角色');
    }

    const phoneOwner = await trx.selectFrom('users').select('id').where('phone', '=', input.phone).executeTakeFirst();
    if (phoneOwner && phoneOwner.id !== input.id) throw new BizError('该手机号已有账号');

    let id: number;
    if (before) {
      id = before.id;
      await trx.updateTable('users').set({ name, phone: input.phone }).where('id', '=', id).execute();
      // Keep the roles that are not operator roles (注册用户); replace the operator ones.
      await trx
        .deleteFrom('user_roles')
        .where('user_id', '=', id)
        .where('role_id', 'in', operatorRoles.map((r) => r.id))
        .execute();
    } else {
      ({ id } = await trx
        .insertInto('users')
        .values({ phone: input.phone, name, password_hash: passwordHash!, org_id: null, status: 'ACTIVE', created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow());
      const base = await trx.selectFrom('roles').select('id').where('rolename', '=', BASE_ROLE).executeTakeFirst();
      if (base) await trx.insertInto('user_roles').values({ user_id: id, role_id: base.id }).execute();
    }
    await trx
      .insertInto('user_roles')
      .values(wanted.map((role_id) => ({ user_id: id, role_id })))
      .execute();
    await trx.deleteFrom('staff').where('user_id', '=', id).execute();
    await trx.insertInto('staff').values({ user_id: id, dept_id: input.deptId, post_id: input.postId }).execute();
    // By construction the account holds no more than the actor now; kept as the rule's last word.
    assertAllowed(refusalToTouch(actor, await grantsOf(trx, tenantId, id)));
    const names = operatorRoles.filter((r) => wanted.includes(r.id)).map((r) => r.rolename);
    await record(trx, {
      tenantId,
      subjectType: 'operator',
      subjectId: id,
      action: before ? 'UPDATE' : 'CREATE',
      from: before ? before.roles.map((r) => r.rolename).join(',') : null,
      to: names.join(','),
      reason: name,
      actorId: actor.id,
    });
    return { id, password };
  });
}
