import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { REDIRECT_COOKIE } from '@common/constants';
import type { Permission } from '@common/permissions';
import { hasPermission, isOperator } from '@common/roles';
import { setCookie } from '@/core/cookies';
import { currentUser, hasToken } from '@/core/session';
import { needsLogin, needsOperator } from './access';
import type { Access, RouteEntry } from '@/core/route-types';
import { sessionReady } from '@/core/session-sync';

export const BASENAME = '/innoweb';

const appPath = (url: URL) => (url.pathname.startsWith(BASENAME) ? url.pathname.slice(BASENAME.length) || '/' : url.pathname) + url.search;

/**
 * SPEC §6: without a valid token a guarded path goes to /login, remembering where it was going in
 * the redirect cookie; a guarded operator path sends everyone else to /403.
 *
 * Every screen, public ones too, is drawn once the session is known when this browser holds a
 * token: a public screen that acts on the person (quick match, test records) must not decide
 * "signed out" while the saved session is still being restored after a reload. A visitor without
 * a token does not wait.
 */
async function guard(url: URL, access: Access, permission?: Permission): Promise<void> {
  const path = url.pathname.slice(BASENAME.length);
  if (!needsLogin(path, access)) {
    if (hasToken()) await sessionReady();
    return;
  }
  await sessionReady();
  if (!hasToken()) {
    setCookie(REDIRECT_COOKIE, appPath(url));
    throw redirect('/login');
  }
  if (needsOperator(path, access) && !isOperator(currentUser())) throw redirect('/403');
  // An operator whose roles do not grant the screen's permission (the server refuses its calls too).
  if (permission && !hasPermission(currentUser(), permission)) throw redirect('/403');
}

export function guardFor(entry: RouteEntry) {
  return async ({ request }: LoaderFunctionArgs) => {
    await guard(new URL(request.url), entry.access, entry.permission);
    return null;
  };
}

/** Unknown paths show the 404 screen, but only to someone the prefix rules let that far. */
export async function unknownPathLoader({ request }: LoaderFunctionArgs) {
  await guard(new URL(request.url), 'public');
  return redirect('/404');
}
