import { TENANT_SCRIPT_ID, type TenantAnswer } from '@common/tenant';

/** The answer the server embedded in the page for this hostname, if it did (not in dev, not the offline shell of another host). */
export function embeddedTenantAnswer(): TenantAnswer | null {
  const text = document.getElementById(TENANT_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    const answer = JSON.parse(text) as Partial<TenantAnswer>;
    return typeof answer.bdSysId === 'number' && typeof answer.fullname === 'string' ? (answer as TenantAnswer) : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/need/getTenantWrapper {domain} (SPEC §7) — answered without a round trip when the
 * server embedded the same answer in the page shell. The contract and the HTTP client load only
 * when it did not (the dev server, another host's offline shell): the entry stays without them.
 */
export const fetchTenantAnswer = async (domain: string): Promise<TenantAnswer> =>
  embeddedTenantAnswer() ??
  Promise.all([import('@common/system/contract'), import('./endpoint-call')]).then(([{ systemContract }, { call }]) =>
    call(systemContract.tenant, { domain }),
  );
