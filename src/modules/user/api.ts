import type { OrgType } from '../../../common/constants';
import type { AuditStatus } from '../../../common/status';
import { defineAction, defineItem } from '../../ui/resource';

/** What the personal centre reads and writes: the profile, the user's applications, their organisation. */

export interface AuditEntry {
  id: number;
  /** SUBMIT / RESUBMIT / PASS / FAIL / BACK. */
  action: string;
  actionLabel: string;
  from: string | null;
  to: string;
  reason: string;
  /** Operators are named by their role only (园区运营人员). */
  actorName: string;
  createdAt: string;
}

/** One of the user's own applications, as GET user/certify/mine answers it (ID numbers masked). */
export interface Application {
  id: number;
  kind: 'ORG' | 'RELATE';
  kindLabel: string;
  status: AuditStatus;
  statusLabel: string;
  reason: string;
  orgId: number | null;
  fullname: string;
  creditCode: string;
  categoryLabel: string;
  userName: string;
  legalIdcard: string;
  idcard: string;
  createdAt: string;
  updatedAt: string;
  reviewedAt: string | null;
  /** Oldest first. */
  history: AuditEntry[];
}

/** What the personal centre shows: a pending application first, else the one that changed last. */
export function currentApplication(applications: Application[]): Application | undefined {
  const pending = applications.find((a) => a.status === 'TOAUDIT');
  if (pending) return pending;
  return applications.reduce<Application | undefined>((best, a) => (!best || a.updatedAt > best.updatedAt ? a : best), undefined);
}

/**
 * The user's applications, newest first; the id (the user's) keys the cache per account. A key of
 * its own: the certification screens drop their copy of user/certify/mine after applying without
 * refetching, and an SWR entry shared with them could be left empty while a fetch here was running.
 */
export const myApplications = defineItem<Application[]>({ key: 'user/applications', path: () => 'user/certify/mine', base: 'dpboot' });

export const useApplications = (userId: number | undefined) => myApplications.useItem(userId);

/** GET/POST user/profile (server/modules/profile). */
export interface Profile {
  id: number;
  name: string;
  /** In full: only its owner reads it. */
  phone: string;
  email: string;
  position: string;
  /** A download address (signed), '' when none. */
  avatar: string;
  org: { id: number; fullname: string; simplename: string; orgtype: OrgType; orgtypeLabel: string } | null;
  createdAt: string;
}

export interface ProfileInput {
  name: string;
  email: string;
  position: string;
  /** '' removes the avatar. */
  avatar: string;
}

/** The item is the signed-in user's own; the id only keys the cache per account. */
export const profile = defineItem<Profile>({ key: 'user/profile', path: () => 'user/profile', base: 'dpboot' });

export const saveProfile = defineAction<ProfileInput, Profile>({
  path: 'user/profile',
  base: 'dpboot',
  revalidate: [profile],
  success: '保存成功',
});
