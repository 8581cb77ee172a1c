import { PUBLIC_TOP_MAX } from '../../../common/integral/contract.js';
import { isOrganisation } from '../../../common/roles.js';
import type { AuthUser } from '../../plugins/session-repo.js';

/**
 * What the public score search (integral/search) may answer, so it publishes no more of the
 * ranking than the park's public top list does (common/integral/README.md, *Access*): a visitor
 * finds only enterprises among the first PUBLIC_TOP_MAX places; a signed-in user of a certified
 * enterprise also finds its own; an operator holding integral.score (who has the whole ranking
 * anyway) finds every scored enterprise. Undefined: no limit.
 */
export function publicSearchScope(user: AuthUser | undefined | null): { top: number; orgId: number | null } | undefined {
  if (user?.permissions.includes('integral.score')) return undefined;
  const own = user && isOrganisation(user) && user.orgId ? user.orgId : null;
  return { top: PUBLIC_TOP_MAX, orgId: own };
}
