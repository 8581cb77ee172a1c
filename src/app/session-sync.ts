import type { SessionUser } from '../../common/roles';
import { HttpResponseError, request } from '../core/http';
import { hasToken, restoreSession, setUser, signOut } from '../core/session';

/** Asks the server who the token belongs to; an expired or revoked token ends the session. */
export async function syncUser(): Promise<SessionUser | null> {
  try {
    const user = await request<SessionUser>('user/current', { base: 'dpboot', silent: true });
    setUser(user);
    return user;
  } catch (error) {
    if (error instanceof HttpResponseError && error.response.status === 401) await signOut();
    return null;
  }
}

let ready: Promise<SessionUser | null> | undefined;

/**
 * The session as guards must see it: the user saved locally (then refreshed in the background),
 * or the server's answer when only the token survived.
 */
export function sessionReady(): Promise<SessionUser | null> {
  ready ??= restoreSession().then((saved) => {
    if (!hasToken()) return null;
    if (saved) {
      void syncUser();
      return saved;
    }
    return syncUser();
  });
  return ready;
}
