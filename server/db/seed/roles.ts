import type { Kysely } from 'kysely';
import type { OPERATOR_ROLES } from '../../../common/constants.js';
import { BASE_ROLE } from '../../../common/roles.js';
import type { DB } from '../schema.js';
import { builtInKind, grantBuiltInPermissions } from '../../lib/role-grants.js';

export type DemoRoleName = (typeof OPERATOR_ROLES)[number] | typeof BASE_ROLE;

/** The roles every demo tenant has. The operator names must match OPERATOR_ROLES (SPEC §6). */
export const DEMO_ROLES: ReadonlyArray<{ rolename: DemoRoleName; description: string }> = [
  { rolename: '管理员', description: '平台管理员：维护园区门户的账号、机构与全部业务数据' },
  { rolename: '管委会', description: '园区管委会工作人员：查看园区运行数据，审核企业与服务机构' },
  { rolename: BASE_ROLE, description: '注册用户：完成注册的平台用户，可认证为企业或服务机构' },
];

/** Inserts the demo roles of a tenant; returns role id by name. */
export async function insertDemoRoles(db: Kysely<DB>, tenantId: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const role of DEMO_ROLES) {
    const { id } = await db
      .insertInto('roles')
      .values({ tenant_id: tenantId, ...role, kind: builtInKind(role.rolename) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await grantBuiltInPermissions(db, tenantId, id, role.rolename);
    ids.set(role.rolename, id);
  }
  return ids;
}
