import { USER_KINDS } from '@common/user-admin/contract';
import { BASE_ROLE, isOrganisation, isService, type SessionUser } from '@common/roles';

/**
 * The tags under the name in the personal centre: what the account is — 企业用户 once its
 * enterprise is certified or linked, 服务机构用户, an operator's roles — and 注册用户, the role every
 * account holds, only for an account that is nothing more yet.
 */
export function accountTags(user: SessionUser): string[] {
  const roles = user.roles.map((r) => r.rolename).filter((name) => name !== BASE_ROLE);
  const kind = isOrganisation(user) ? USER_KINDS.ORG : isService(user) ? USER_KINDS.SERVICE : null;
  const tags = [...(kind ? [kind] : []), ...roles];
  return tags.length ? tags : [BASE_ROLE];
}
