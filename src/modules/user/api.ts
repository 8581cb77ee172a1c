import useSWR from 'swr';
import type { OrgType } from '../../../common/constants';
import type { AuditStatus } from '../../../common/status';
import { request } from '../../core/http';

/** What the personal centre reads: the user's applications and their organisation's public profile. */

/** The fields of GET user/certify/mine the personal centre shows. */
export interface Application {
  id: number;
  kind: 'ORG' | 'RELATE';
  kindLabel: string;
  status: AuditStatus;
  statusLabel: string;
  reason: string;
  orgId: number | null;
  fullname: string;
  createdAt: string;
  updatedAt: string;
  reviewedAt: string | null;
}

/** What the personal centre shows: a pending application first, else the one that changed last. */
export function currentApplication(applications: Application[]): Application | undefined {
  const pending = applications.find((a) => a.status === 'TOAUDIT');
  if (pending) return pending;
  return applications.reduce<Application | undefined>((best, a) => (!best || a.updatedAt > best.updatedAt ? a : best), undefined);
}

export interface OrgProfile {
  id: number;
  fullname: string;
  orgtype: OrgType;
}

/** Newest first; keyed by user so another account never sees them. */
export function useApplications(userId: number | undefined) {
  return useSWR(userId ? ['user/certify/mine', userId] : null, () =>
    request<Application[]>('user/certify/mine', { base: 'dpboot', silent: true }),
  );
}

export function useOrgProfile(orgId: number | null | undefined) {
  return useSWR(orgId ? ['v2/org/infor', orgId] : null, () =>
    request<OrgProfile>(`v2/org/infor/${orgId}`, { base: 'parkboot', method: 'POST', silent: true }),
  );
}
