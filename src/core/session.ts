import { TOKEN_COOKIE, TOKEN_ISSUED_AT_KEY } from '@common/constants';
import type { SignInAnswer } from '@common/passport/session/contract';
import type { SessionUser } from '@common/roles';
import { getCookie, removeCookie, setCookie } from './cookies';
import { quietly, userDb } from './local-db';

/**
 * The signed-in user (SPEC §3, §4): the token lives in the token cookie, the user in memory and in
 * user.info. Login, SSO and refresh call `signIn`; logout calls `signOut`.
 */
let user: SessionUser | null = null;
const listeners = new Set<() => void>();

function publish() {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentUser = (): SessionUser | null => user;

/** A token is valid for the client when the cookie holds something other than the literal "undefined". */
export function hasToken(): boolean {
  const token = getCookie(TOKEN_COOKIE);
  return !!token && token !== 'undefined';
}

/** What login, SSO and refresh answer: the token and the user (common/passport/contract.ts). */
export type { SignInAnswer };

const ISSUED_AT = TOKEN_ISSUED_AT_KEY;

export function signIn(answer: SignInAnswer, now = Date.now()): void {
  setCookie(TOKEN_COOKIE, answer.token);
  localStorage.setItem(ISSUED_AT, String(now));
  setUser(answer.user);
}

/** How long ago this browser received its token; Infinity when it does not know. */
export function tokenAge(now = Date.now()): number {
  const issued = Number(localStorage.getItem(ISSUED_AT));
  return issued ? now - issued : Infinity;
}

/** Keeps the user in step with the server (e.g. after certification passed). */
export function setUser(next: SessionUser): void {
  user = next;
  void quietly(() => userDb.info.put({ key: 'info', value: next }));
  publish();
}

/** Removes the token cookie, clears the user and user.info. */
export async function signOut(): Promise<void> {
  removeCookie(TOKEN_COOKIE);
  localStorage.removeItem(ISSUED_AT);
  user = null;
  publish();
  await quietly(() => userDb.info.clear());
}

/** At start: the user saved in user.info, when the token cookie is still there. */
export async function restoreSession(): Promise<SessionUser | null> {
  if (!hasToken()) {
    if (user) await signOut();
    return null;
  }
  if (!user) {
    const saved = await quietly(() => userDb.info.get('info'));
    if (saved) user = saved.value;
    publish();
  }
  return user;
}
