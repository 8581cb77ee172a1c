import useSWR from 'swr';
import type { MyApplication } from '../../../common/certification';
import type { AuditStatus } from '../../../common/status';
import type { OrgType } from '../../../common/constants';
import { EnvelopeError, HttpResponseError, request } from '../../core/http';

/** The certification calls of SPEC §7 (user/certify/*) and the public organisation profile. */

export const SUBMITTING = '加载中……';
export const APPLIED = '申请成功！';
export const APPLY_FAILED = '申请失败！';

/** Organisation certification payload (SPEC §3), `liceneUrl` spelled so. */
export interface CertifyOrgPayload {
  fullname: string;
  creditCode: string;
  category: OrgType;
  liceneUrl: string;
  legalIdcard: string;
  authUrl: string;
}

/** Organisation-link payload (SPEC §3). */
export interface RelatePayload {
  orgId: number;
  userName: string;
  idcard: string;
}

export interface Applied {
  id: number;
  status: AuditStatus;
}


/** When the applicant last sent it: the latest (re)submission in the trail, else its creation. */
export function submittedAt(application: MyApplication): string {
  const sends = application.history.filter((entry) => entry.action === 'SUBMIT' || entry.action === 'RESUBMIT');
  return sends.reduce((latest, entry) => (entry.createdAt > latest ? entry.createdAt : latest), application.createdAt);
}

/** The most recently changed of some applications. */
export function mostRecent(applications: MyApplication[]): MyApplication | undefined {
  return applications.reduce<MyApplication | undefined>((best, a) => (!best || a.updatedAt > best.updatedAt ? a : best), undefined);
}

/** The public profile of an organisation (POST parkboot v2/org/infor/{id}); the fields shown here. */
export interface OrgInfor {
  id: number;
  fullname: string;
  simplename: string;
  creditCode: string;
  orgtype: OrgType;
  address: string;
  legalPerson: string;
  industryName: string;
  subPark: string;
}

export const applyOrg = (payload: CertifyOrgPayload) =>
  request<Applied>('user/certify/org', { base: 'dpboot', method: 'POST', body: payload, loading: SUBMITTING });

export const applyRelate = (payload: RelatePayload) =>
  request<Applied>('user/certify/orgRelate', { base: 'dpboot', method: 'POST', body: payload, loading: SUBMITTING });

/** The signed-in user's applications, newest first; keyed by user so another account never sees them. */
export function useMyApplications(userId: number | undefined) {
  return useSWR(userId ? ['user/certify/mine', userId] : null, () =>
    request<MyApplication[]>('user/certify/mine', { base: 'dpboot', silent: true }),
  );
}

export const isNotFound = (error: unknown) => error instanceof EnvelopeError && error.envelope.statusCode === 404;

export function useOrgInfor(id: number | null) {
  return useSWR(
    id ? ['v2/org/infor', id] : null,
    () => request<OrgInfor>(`v2/org/infor/${id}`, { base: 'parkboot', method: 'POST', silent: true }),
    // An organisation that does not exist will not appear by asking again.
    { shouldRetryOnError: (error) => !isNotFound(error) },
  );
}

/**
 * SPEC §8: a failed application shows the server's message, or 申请失败！. Business errors were
 * already shown by the HTTP client; a rejected request still carries an envelope worth showing.
 */
export async function failureMessage(error: unknown): Promise<string | null> {
  if (error instanceof EnvelopeError) return null;
  if (error instanceof HttpResponseError) {
    const body = (await error.response.json().catch(() => null)) as { message?: unknown } | null;
    if (body && typeof body.message === 'string' && body.message) return body.message;
  }
  return APPLY_FAILED;
}

export type { MyApplication };
