import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SessionUser } from '@common/roles';
import { currentUser, hasToken, subscribeSession } from './session';
import { sessionReady } from './session-sync';

/** The signed-in user (or null), re-rendering whenever login, logout or a refresh changes it. */
export function useSession() {
  return useSyncExternalStore(subscribeSession, currentUser, currentUser);
}

/**
 * The user for a public screen that acts on it (a form filled with the person's phone, their own
 * records): on a page just loaded, the saved session is restored only once start-up has settled,
 * so a token without a user yet is `pending` — not signed out — and restoring starts now. Once
 * restoring has answered (offline, a token the server no longer knows), it is pending no longer.
 */
export function useSessionKnown(): { user: SessionUser | null; pending: boolean } {
  const user = useSession();
  const [restored, setRestored] = useState(false);
  const pending = !user && hasToken() && !restored;
  useEffect(() => {
    if (pending) void sessionReady().finally(() => setRestored(true));
  }, [pending]);
  return { user, pending };
}

/** The user once the saved session is restored (null when nobody is signed in). */
export async function knownUser(): Promise<SessionUser | null> {
  return currentUser() ?? (hasToken() ? sessionReady() : null);
}
