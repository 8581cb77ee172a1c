import { AREAS } from './areas.js';
import type { OPERATOR_ROLES } from './constants.js';
import { collect } from './contract/area.js';

/**
 * What an operator may do, one permission per piece of work of the operations centre. SPEC §6
 * decides who enters the operations centre at all (the roles 管委会 and 管理员); inside it, the
 * permissions of a user's roles decide which menu entries show and which operator APIs answer.
 * Every operator endpoint declares the one it needs (common/contract/endpoint.ts), and so does
 * every menu entry; the role editor offers this list, grouped as the menu is. Each area declares
 * its own (`permissions` in common/<area>/area.ts); this catalogue is collected from them.
 */
export const PERMISSIONS = collect(AREAS, 'permissions');

export type Permission = keyof typeof PERMISSIONS;

export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export const isPermission = (value: string): value is Permission => Object.hasOwn(PERMISSIONS, value);

/** The park's administrators hold every permission, present and future; nobody can narrow it. */
export const ADMIN_ROLE = '管理员' satisfies (typeof OPERATOR_ROLES)[number];

/** Which records an operator's lists show and writes may touch. */
export const DATA_SCOPES = {
  ALL: '全部数据',
  DEPT_AND_BELOW: '本部门及以下',
  DEPT: '本部门',
  SELF: '仅本人',
} as const;

export type DataScope = keyof typeof DATA_SCOPES;

/** The message of a refused operator call (HTTP 403). */
export const NO_PERMISSION = '没有该操作的权限，请联系园区管理员';

/**
 * The administration of the operations centre itself: who may do what (roles), the organisation
 * chart, operator and portal accounts (disabling, resetting passwords, unlinking), the log of
 * everyone's writes and the park's own settings (name, logo, agreements). It belongs to the 管理员
 * unless a park grants it to a role. The access statistics (read only) are the staff's too.
 */
export const ADMINISTRATION_PERMISSIONS: readonly Permission[] = [
  'system.role',
  'system.dept',
  'system.operator',
  'user.manage',
  'system.audit',
  'system.setting',
];

/**
 * What a park's 管委会 staff may do out of the box: the daily work of the operations centre. The
 * full legal-representative ID number and the administration (ADMINISTRATION_PERMISSIONS) stay
 * with the administrators unless a role grants them.
 */
export const STAFF_PERMISSIONS: readonly Permission[] = ALL_PERMISSIONS.filter(
  (p) => p !== 'org.idcard' && !ADMINISTRATION_PERMISSIONS.includes(p),
);

/** The data scopes from the narrowest to the widest. */
export const SCOPE_ORDER: readonly DataScope[] = ['SELF', 'DEPT', 'DEPT_AND_BELOW', 'ALL'];

/** Whether scope `a` reaches no further than `b` (a role's scope against its granter's). */
export const scopeWithin = (a: DataScope, b: DataScope) => SCOPE_ORDER.indexOf(a) <= SCOPE_ORDER.indexOf(b);

export const isDataScope = (value: string): value is DataScope => Object.hasOwn(DATA_SCOPES, value);

/** A user with several roles sees what the widest of them allows. */
export function widestScope(scopes: readonly string[]): DataScope {
  let widest: DataScope = 'SELF';
  for (const scope of scopes)
    if (isDataScope(scope) && SCOPE_ORDER.indexOf(scope) > SCOPE_ORDER.indexOf(widest)) widest = scope;
  return widest;
}

/**
 * A park's own staff roles (诉求专员, 政策服务岗…) count as 管委会 for SPEC §6: whoever holds one
 * enters the operations centre, and the user object lists 管委会 among its roles beside the role's
 * own name; what the holder may do there is the role's permissions alone.
 */
export const STAFF_ROLE_KIND = '管委会' satisfies (typeof OPERATOR_ROLES)[number];

/** The names a user object lists: the roles held, and the SPEC role each counts as. */
export function roleNamesOf(roles: readonly { rolename: string; kind: string }[]): string[] {
  const names: string[] = [];
  for (const { rolename, kind } of roles)
    for (const name of [rolename, kind]) if (name && !names.includes(name)) names.push(name);
  return names;
}
