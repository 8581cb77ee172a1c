import type { Kysely } from 'kysely';
import { OPERATOR_ROLES } from '../../common/constants.js';
import { STAFF_PERMISSIONS } from '../../common/permissions.js';
import type { DB } from '../db/schema.js';

/**
 * What a park's built-in role starts with when it is created: 管委会 the staff's daily work
 * (STAFF_PERMISSIONS); 管理员 needs no rows (it holds every permission); other roles nothing.
 */
export async function grantBuiltInPermissions(db: Kysely<DB>, tenantId: number, roleId: number, rolename: string) {
  if (rolename !== '管委会') return;
  await db
    .insertInto('role_permissions')
    .values(STAFF_PERMISSIONS.map((permission) => ({ tenant_id: tenantId, role_id: roleId, permission })))
    .execute();
}

/** The SPEC §6 role a built-in role counts as: itself for 管理员 and 管委会, none for the others. */
export const builtInKind = (rolename: string): string =>
  (OPERATOR_ROLES as readonly string[]).includes(rolename) ? rolename : '';
