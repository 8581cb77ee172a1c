import { DEFAULT_POST_LOGIN_ROUTE, REDIRECT_COOKIE } from '@common/constants';
import { getCookie, removeCookie } from '@/core/cookies';
import { signIn, type SignInAnswer } from '@/core/session';

/**
 * SPEC §2: after login go to the path stored in the redirect cookie (then clear it), otherwise
 * to the default route. Only app paths are followed, never another site.
 */
export function completeSignIn(answer: SignInAnswer): string {
  signIn(answer);
  const stored = getCookie(REDIRECT_COOKIE);
  removeCookie(REDIRECT_COOKIE);
  return stored && stored.startsWith('/') && !stored.startsWith('//') ? stored : DEFAULT_POST_LOGIN_ROUTE;
}
