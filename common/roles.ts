import { OPERATOR_ROLES, type OrgType } from './constants.js';
import type { Permission } from './permissions.js';

/** The user object of SPEC §3, as login, SSO and refresh answer it. */
export interface SessionUser {
  id: number;
  name: string;
  phone: string;
  roles: { rolename: string }[];
  orgId: number | null;
  orgType: OrgType | null;
  /** The operator's permissions (common/permissions.ts); empty for everyone else. */
  permissions?: Permission[];
}

type RoleSubject = Pick<SessionUser, 'id' | 'roles' | 'orgId' | 'orgType'> | null | undefined;

/** Every check is false without an id or without roles (SPEC §6). */
function known(user: RoleSubject): user is NonNullable<RoleSubject> {
  return !!user && !!user.id && Array.isArray(user.roles) && user.roles.length > 0;
}

export function isOperator(user: RoleSubject): boolean {
  return known(user) && user.roles.some((r) => (OPERATOR_ROLES as readonly string[]).includes(r.rolename));
}

export function isOrganisation(user: RoleSubject): boolean {
  return known(user) && !!user.orgId && user.orgType === 'ORG';
}

export function isService(user: RoleSubject): boolean {
  return known(user) && !!user.orgId && user.orgType === 'SERVICE';
}

export function isRegistering(user: RoleSubject): boolean {
  return known(user) && !user.orgId && !isOperator(user);
}

/** The role every registered user holds, so the SPEC §6 checks have a role list to match against. */
export const BASE_ROLE = '注册用户';

/**
 * Whether a signed-in user holds an operator permission (common/permissions.ts). Here rather than
 * beside the catalogue, so the start-up code checks one without carrying the catalogue.
 */
export const hasPermission = (user: Pick<SessionUser, 'permissions'> | null | undefined, permission: Permission) =>
  !!user?.permissions?.includes(permission);
