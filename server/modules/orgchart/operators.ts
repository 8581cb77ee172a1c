import { sql, type Kysely } from 'kysely';
import type { Operator } from '../../../common/orgchart/contract.js';
import { ADMIN_ROLE } from '../../../common/permissions.js';
import { BASE_ROLE } from '../../../common/roles.js';
import type { Dialect } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { generatePassword, otherEnabledAdmins } from '../../lib/account-state.js';
import { record } from '../../lib/audit-log.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { likeContaining } from '../../lib/sql-like.js';
import { listDepts, pathNames } from './depts.js';
import { OPERATOR_KINDS } from './roles.js';
import { coversDept, scopeWhere, subtreeOf, type Visible } from './scope.js';
import './tables.js';

const STATUS_LABELS = { ACTIVE: '正常', DISABLED: '已停用' } as const;

export interface OperatorFilter {
  search?: string;
  roleId?: number;
  /** Only the staff of these departments. */
  deptIds?: number[];
  pagenum: number;
  size: number;
}

/** The park's operator accounts (users holding an operator role) the scope shows. */
export async function listOperators(
  db: Kysely<DB>,
  tenantId: number,
  scope: Visible,
  f: OperatorFilter,
): Promise<{ list: Operator[]; total: number }> {
  let q = db
    .selectFrom('users')
    .leftJoin('staff', 'staff.user_id', 'users.id')
    .where('users.tenant_id', '=', tenantId)
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
    .where(scopeWhere(scope, 'users.id'));
  const term = f.search?.trim();
  if (term) {
    const pattern = likeContaining(term);
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('users.name')} like ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('users.phone')} like ${pattern} escape '\\'`,
      ]),
    );
  }
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
    .limit(f.size)
    .offset((f.pagenum - 1) * f.size)
    .execute();
  return { list: await present(db, tenantId, rows), total: Number(n) };
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

async function present(db: Kysely<DB>, tenantId: number, rows: Row[]): Promise<Operator[]> {
  if (!rows.length) return [];
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.rolename'])
    .where('user_roles.user_id', 'in', rows.map((r) => r.id))
    .where('roles.kind', 'in', OPERATOR_KINDS)
    .orderBy('roles.id')
    .execute();
  const deptNames = pathNames(await listDepts(db, tenantId));
  const posts = new Map(
    (await db.selectFrom('posts').select(['id', 'name']).where('tenant_id', '=', tenantId).execute()).map((p) => [p.id, p.name]),
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
  }));
}

/** One operator account the scope shows, or 不存在. */
export async function operatorById(db: Kysely<DB>, tenantId: number, scope: Visible, id: number): Promise<Operator> {
  const row = await db
    .selectFrom('users')
    .leftJoin('staff', 'staff.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.phone', 'users.status', 'users.created_at', 'staff.dept_id', 'staff.post_id'])
    .where('users.tenant_id', '=', tenantId)
    .where('users.id', '=', id)
    .where(scopeWhere(scope, 'users.id'))
    .executeTakeFirst();
  const [found] = row ? await present(db, tenantId, [row]) : [];
  if (!found || !found.roles.length) throw notFound('运营账号');
  return found;
}

/** The staff of a department (and, with `withChildren`, of those under it). */
export async function deptStaff(
  db: Kysely<DB>,
  tenantId: number,
  scope: Visible,
  q: { deptId?: number; withChildren: boolean; search?: string; pagenum: number; size: number },
) {
  if (q.deptId === undefined) return listOperators(db, tenantId, scope, q);
  const depts = await listDepts(db, tenantId);
  if (!depts.some((d) => d.id === q.deptId)) throw notFound('部门');
  const deptIds = q.withChildren ? subtreeOf(depts.map((d) => ({ id: d.id, parent_id: d.parentId })), q.deptId) : [q.deptId];
  return listOperators(db, tenantId, scope, { search: q.search, deptIds, pagenum: q.pagenum, size: q.size });
}

export interface OperatorInput {
  id?: number;
  name: string;
  phone: string;
  roleIds: number[];
  deptId: number | null;
  postId: number | null;
}

interface Actor {
  id: number;
  roles: { rolename: string }[];
}

/**
 * Creates or changes an operator account: its roles (operator roles of the park only), department
 * and post. Nobody removes their own 管理员 role, and the park's last active 管理员 keeps it; only a
 * 管理员 grants or takes the 管理员 role. The scope limits whose accounts may be touched and
 * which departments they may be put in.
 */
export async function saveOperator(
  db: Kysely<DB>,
  dialect: Dialect,
  tenantId: number,
  actor: Actor,
  scope: Visible,
  input: OperatorInput,
): Promise<{ id: number; password: string | null }> {
  const name = input.name.trim();
  if (name.length < 2) throw new BizError('姓名至少2个字');
  // Hashed before the transaction: scrypt is slow and need not hold the write lock.
  const password = input.id === undefined ? generatePassword() : null;
  const passwordHash = password === null ? null : await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const roles = await trx
      .selectFrom('roles')
      .select(['id', 'kind', 'rolename'])
      .where('tenant_id', '=', tenantId)
      .where((eb) => eb.or([eb('kind', 'in', OPERATOR_KINDS), eb('rolename', '=', BASE_ROLE)]))
      .execute();
    const operatorRoles = roles.filter((r) => OPERATOR_KINDS.includes(r.kind));
    const wanted = [...new Set(input.roleIds)];
    if (wanted.some((id) => !operatorRoles.some((r) => r.id === id))) throw new BizError('所选角色不存在');
    const adminIds = operatorRoles.filter((r) => r.kind === ADMIN_ROLE).map((r) => r.id);
    const actorIsAdmin = actor.roles.some((r) => r.rolename === ADMIN_ROLE);

    if (input.deptId !== null) {
      const dept = await trx.selectFrom('departments').select('id').where('tenant_id', '=', tenantId).where('id', '=', input.deptId).executeTakeFirst();
      if (!dept) throw notFound('部门');
    }
    if (!coversDept(scope, input.deptId)) throw new BizError('只能把账号安排在您的数据范围内的部门');

    let before: Operator | null = null;
    if (input.id !== undefined) before = await operatorById(trx, tenantId, scope, input.id);
    if (input.postId !== null) {
      const post = await trx.selectFrom('posts').select(['id', 'state']).where('tenant_id', '=', tenantId).where('id', '=', input.postId).executeTakeFirst();
      if (!post) throw notFound('岗位');
      if (post.state === 'OFF' && before?.postId !== input.postId) throw new BizError('该岗位已停用，请选择其他岗位');
    }

    const hadAdmin = !!before?.roles.some((r) => adminIds.includes(r.id));
    const keepsAdmin = wanted.some((id) => adminIds.includes(id));
    if (hadAdmin !== keepsAdmin && !actorIsAdmin) throw new BizError('只有管理员可以授予或收回管理员角色');
    if (before && hadAdmin && !keepsAdmin) {
      if (before.id === actor.id) throw new BizError('不能移除自己的管理员角色');
      if (!(await otherEnabledAdmins(trx, dialect, tenantId, before.id))) throw new BizError('园区至少需要保留一名管理员，不能移除最后一名管理员的角色');
    }

    const phoneOwner = await trx.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('phone', '=', input.phone).executeTakeFirst();
    if (phoneOwner && phoneOwner.id !== input.id) throw new BizError('该手机号已有账号');

    let id: number;
    if (before) {
      id = before.id;
      await trx.updateTable('users').set({ name, phone: input.phone }).where('id', '=', id).where('tenant_id', '=', tenantId).execute();
      // Keep the roles that are not operator roles (注册用户); replace the operator ones.
      await trx
        .deleteFrom('user_roles')
        .where('user_id', '=', id)
        .where('role_id', 'in', operatorRoles.map((r) => r.id))
        .execute();
    } else {
      ({ id } = await trx
        .insertInto('users')
        .values({ tenant_id: tenantId, phone: input.phone, name, password_hash: passwordHash!, org_id: null, status: 'ACTIVE', created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow());
      const base = roles.find((r) => r.rolename === BASE_ROLE);
      if (base) await trx.insertInto('user_roles').values({ tenant_id: tenantId, user_id: id, role_id: base.id }).execute();
    }
    await trx
      .insertInto('user_roles')
      .values(wanted.map((role_id) => ({ tenant_id: tenantId, user_id: id, role_id })))
      .execute();
    await trx.deleteFrom('staff').where('user_id', '=', id).execute();
    await trx.insertInto('staff').values({ tenant_id: tenantId, user_id: id, dept_id: input.deptId, post_id: input.postId }).execute();
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
