import { Toast } from 'antd-mobile';
import { certifyContract as c, type MyApplication } from '@common/certify/contract';
import type { InputOf } from '@common/contract/endpoint';
import { orgContract } from '@common/org/contract';
import { orgLookupContract, type FoundOrg } from '@common/org/lookup/contract';
import { call } from '@/core/endpoint-call';
import { EnvelopeError, HttpResponseError } from '@/core/http';
import { defineAction, defineItem, defineQuery } from '@/ui/resource';
import { SPEC_STRINGS } from '@common/spec-strings';

/** The certification resources (common/certify/contract.ts) and the public organisation profile. */

export type { MyApplication } from '@common/certify/contract';
export type { OrgInfor } from '@common/org/contract';
export type { FoundOrg } from '@common/org/lookup/contract';

export const APPLIED = SPEC_STRINGS.applied;
export const APPLY_FAILED = SPEC_STRINGS.applyFailed;

/** Organisation certification payload (SPEC §3), `liceneUrl` spelled so. */
export type CertifyOrgPayload = InputOf<typeof c.applyOrg>;
/** Organisation-link payload (SPEC §3). */
export type RelatePayload = InputOf<typeof c.applyRelate>;

/** When the applicant last sent it: the latest (re)submission in the trail, else its creation. */
export function submittedAt(application: MyApplication): string {
  const sends = application.history.filter((entry) => entry.action === 'SUBMIT' || entry.action === 'RESUBMIT');
  return sends.reduce((latest, entry) => (entry.createdAt > latest ? entry.createdAt : latest), application.createdAt);
}

/** The most recently changed of some applications. */
export function mostRecent(applications: MyApplication[]): MyApplication | undefined {
  return applications.reduce<MyApplication | undefined>((best, a) => (!best || a.updatedAt > best.updatedAt ? a : best), undefined);
}

/** The signed-in user's applications, newest first; the user's id keys the cache per account. */
export const myApplications = defineQuery(c.mine, { toInput: (_userId: number) => ({}) });

/** The organisation a person asks to join (public: the link may be opened before signing in). */
export const orgInfor = defineItem(orgContract.infor);

/** The screens show 申请成功！ themselves (the link form with the time the page waits to reload). */
export const applyOrg = defineAction(c.applyOrg, { revalidate: [myApplications] });
export const applyRelate = defineAction(c.applyRelate, { revalidate: [myApplications] });

/**
 * SPEC §8: a failed application shows the server's message, or 申请失败！. Business errors were
 * already shown by the HTTP client; a rejected request still carries an envelope worth showing.
 */
async function failureMessage(error: unknown): Promise<string | null> {
  if (error instanceof EnvelopeError) return null;
  if (error instanceof HttpResponseError) {
    const body = (await error.response.json().catch(() => null)) as { message?: unknown } | null;
    if (body && typeof body.message === 'string' && body.message) return body.message;
  }
  return APPLY_FAILED;
}

/** Sends an application; false when it failed (the reason was shown), true when it was taken. */
export async function sendApplication(send: () => Promise<unknown>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    const message = await failureMessage(error);
    if (message) Toast.show({ content: message, icon: 'fail' });
    return false;
  }
}

/**
 * The park's organisations for what was typed (SPEC §7 v2/tyc): a credit code is looked up exactly,
 * anything else as a name. Silent: the search box shows the server's message itself.
 */
export async function lookupOrgs(query: { code: string } | { name: string }, signal?: AbortSignal): Promise<FoundOrg[]> {
  if ('code' in query) {
    const org = await call(orgLookupContract.byCode, { creditCode: query.code }, { silent: true, signal });
    return org ? [org] : [];
  }
  return call(orgLookupContract.byName, { orgName: query.name }, { silent: true, signal });
}
