import type { OrgType } from '../../../common/constants';
import type { AuditEntry, MyApplication as Application } from '../../../common/certification';
import { defineAction, defineItem } from '../../ui/resource';

/** What the personal centre reads and writes: the profile, the user's applications, their organisation. */



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

export type { Application, AuditEntry };
