import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { outboxItems, type OutboxItem, type OutboxKind } from '@/core/outbox';
import { currentUser, subscribeSession } from '@/core/session';
import { currentTenant, subscribeTenant } from '@/core/tenant';

const userId = () => currentUser()?.id ?? null;
const tenantId = () => currentTenant()?.id ?? null;

/**
 * The signed-in person's outbox items (newest first), live: Dexie reports every change, also the
 * ones the service worker makes. undefined while loading.
 */
export function useOutbox(kind?: OutboxKind): OutboxItem[] | undefined {
  const owner = useSyncExternalStore(subscribeSession, userId, userId);
  const tenant = useSyncExternalStore(subscribeTenant, tenantId, tenantId);
  return useLiveQuery(() => outboxItems(kind), [kind, owner, tenant]);
}
