import { certifyContract, type MyApplication as Application } from '@common/certify/contract';
import { profileContract } from '@common/profile/contract';
import { defineAction, defineItem, defineQuery } from '@/ui/resource';

/** What the personal centre reads and writes: the profile and the user's applications (their contracts' resources). */

export type { AuditEntry, MyApplication as Application } from '@common/certify/contract';
export type { Profile, ProfileInput } from '@common/profile/contract';

/** What the personal centre shows: a pending application first, else the one that changed last. */
export function currentApplication(applications: Application[]): Application | undefined {
  const pending = applications.find((a) => a.status === 'TOAUDIT');
  if (pending) return pending;
  return applications.reduce<Application | undefined>((best, a) => (!best || a.updatedAt > best.updatedAt ? a : best), undefined);
}

/** The user's applications, newest first; the user's id keys the cache per account. */
export const myApplications = defineQuery(certifyContract.mine, { toInput: (_userId: number) => ({}) });

export const useApplications = (userId: number | undefined) => myApplications.useQuery(userId ?? null);

/** The item is the signed-in user's own; the id (the user's) only keys the cache per account. */
export const profile = defineItem(profileContract.get, { toInput: () => ({}) });

export const saveProfile = defineAction(profileContract.save, { revalidate: [profile], success: '保存成功' });
