import type { Application } from '../api';
import { ORG_CERTIFY, orgRelatePath } from '../paths';

/** Where a refused application is corrected: the form it came from. */
export function resubmitPath(a: Application): string | null {
  if (a.kind === 'ORG') return ORG_CERTIFY;
  return a.orgId ? orgRelatePath(a.orgId) : null;
}

/**
 * The applications that may be sent again: the newest of each kind when it was refused (the server
 * resubmits a returned one in place), and only while nothing waits for review and the person may
 * still apply (no organisation, not an operator).
 */
export function resubmittable(applications: Application[], mayApply: boolean): Set<number> {
  if (!mayApply || applications.some((a) => a.status === 'TOAUDIT')) return new Set();
  const ids = new Set<number>();
  for (const kind of ['ORG', 'RELATE'] as const) {
    // Newest first: the first of a kind is its latest.
    const latest = applications.find((a) => a.kind === kind);
    if (latest && (latest.status === 'FAIL' || latest.status === 'BACK')) ids.add(latest.id);
  }
  return ids;
}
