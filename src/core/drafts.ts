import { quietly } from './local-db';
import { userDb } from './local-stores';
import { currentUser } from './session';
import { sysId } from './tenant';

/**
 * Autosaved form drafts (DESIGN §5), kept in Dexie and scoped to the page's park and the signed-in
 * person: another person on the same browser never sees them, and they survive logout and
 * reloads. Nobody signed in has drafts of their own (user 0). Missing storage loses the draft,
 * never the form.
 */
export interface Draft<T> {
  key: string;
  value: T;
  savedAt: number;
}

const scope = () => ({ tenantId: sysId(), userId: currentUser()?.id ?? 0 });

export async function saveDraft<T>(key: string, value: T): Promise<void> {
  await quietly(() => userDb.drafts.put({ ...scope(), key, value, savedAt: Date.now() }));
}

export async function loadDraft<T>(key: string): Promise<Draft<T> | undefined> {
  const { tenantId, userId } = scope();
  const record = await quietly(() => userDb.drafts.get([tenantId, userId, key]));
  return record ? { key: record.key, value: record.value as T, savedAt: record.savedAt } : undefined;
}

export async function clearDraft(key: string): Promise<void> {
  const { tenantId, userId } = scope();
  await quietly(() => userDb.drafts.delete([tenantId, userId, key]));
}
