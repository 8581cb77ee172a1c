import type { Access } from '@/core/route-types';

/** SPEC §6: these prefixes need a valid login token whatever a route says. */
const LOGIN_PREFIXES = ['/regist/org', '/regist/orgRelate', '/integral', '/op', '/user'];
/** SPEC §6: these prefixes need the operator role. */
const OPERATOR_PREFIXES = ['/integral', '/op'];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(prefix + '/');

export function needsLogin(path: string, access: Access): boolean {
  return access !== 'public' || LOGIN_PREFIXES.some((p) => under(path, p));
}

export function needsOperator(path: string, access: Access): boolean {
  return access === 'operator' || OPERATOR_PREFIXES.some((p) => under(path, p));
}
