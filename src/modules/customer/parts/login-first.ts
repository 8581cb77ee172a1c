import { Dialog } from 'antd-mobile';
import { REDIRECT_COOKIE } from '@common/constants';
import { setCookie } from '@/core/cookies';

/** Asks a visitor to log in for what needs an account; after login they come back to `returnTo`. */
export async function loginFirst(what: string, returnTo: string, go: (path: string) => void): Promise<void> {
  const ok = await Dialog.confirm({ title: '请先登录', content: `登录后即可${what}`, confirmText: '去登录', cancelText: '取消' });
  if (ok) goLogin(returnTo, go);
}

/** To the login screen, coming back to `returnTo` afterwards. */
export function goLogin(returnTo: string, go: (path: string) => void): void {
  setCookie(REDIRECT_COOKIE, returnTo);
  go('/login');
}
