import { Dialog, Toast } from 'antd-mobile';
import { createElement } from 'react';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { sessionContract } from '@common/passport/session/contract';
import { call } from '@/core/endpoint-call';
import { signOut } from '@/core/session';
import { SPEC_STRINGS } from '@common/spec-strings';

/** Ends the session: the server revokes the token, the client forgets it; then `after` (to /index). */
export async function logout(after: () => unknown): Promise<void> {
  await call(sessionContract.logout, {}, { silent: true }).catch(() => undefined);
  await signOut();
  await after();
}

/** SPEC §2: the logout confirmation, word for word; `after` runs once signed out (e.g. go to /index). */
export async function confirmLogout(after: () => unknown): Promise<void> {
  const confirmed = await Dialog.confirm({
    header: createElement(ExclamationCircleFill, { style: { fontSize: 64, color: 'var(--adm-color-warning)' } }),
    title: SPEC_STRINGS.logoutTitle,
    content: SPEC_STRINGS.logoutQuestion,
    confirmText: SPEC_STRINGS.logoutConfirm,
    cancelText: SPEC_STRINGS.logoutCancel,
  });
  if (confirmed) await logout(after);
  else Toast.show({ content: SPEC_STRINGS.logoutCancelled });
}
