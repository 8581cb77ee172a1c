import type { SessionUser } from '@common/roles';
import { hasToken, restoreSession, setUser, signIn, signOut, tokenAge } from './session';

/**
 * The token cookie lives one day (SPEC §9) while a session lives longer on the server: a token
 * older than half a day is exchanged for a fresh one (user/token/refresh), which also renews the
 * cookie, so an active person stays signed in.
 */
const REFRESH_AFTER_MS = 12 * 3600_000;

/**
 * The session's endpoints and the HTTP client, loaded when there is a token to check: the entry
 * every visitor downloads stays without them.
 */
const sessionApi = () => Promise.all([import('@common/passport/session/contract'), import('./endpoint-call'), import('./http')]);

/** Asks the server who the token belongs to; an expired or revoked token ends the session. */
export async function syncUser(): Promise<SessionUser | null> {
  let api: Awaited<ReturnType<typeof sessionApi>>;
  try {
    api = await sessionApi();
  } catch {
    // Offline before these were ever loaded: as when the server cannot be reached.
    return null;
  }
  const [{ sessionContract }, { call }, { HttpResponseError }] = api;
  try {
    if (tokenAge() > REFRESH_AFTER_MS) {
      const answer = await call(sessionContract.refresh, {}, { silent: true });
      signIn(answer);
      return answer.user;
    }
    const user = await call(sessionContract.current, {}, { silent: true });
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
