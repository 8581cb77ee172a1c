import { useSyncExternalStore } from 'react';
import { currentUser, subscribeSession } from './session';

/** The signed-in user (or null), re-rendering whenever login, logout or a refresh changes it. */
export function useSession() {
  return useSyncExternalStore(subscribeSession, currentUser, currentUser);
}
