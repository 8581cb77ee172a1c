import { Dialog } from 'antd-mobile';
import { Workbox } from 'workbox-window';
import './antd-render';
import { APP_BASE } from '@common/constants';
import { cacheInlinedStyles } from './inlined-styles';
import { reportNetworkToWorker } from './sw-network';

/** Checks for a new version hourly while the page stays open (and on every navigation by the browser). */
const UPDATE_CHECK_MS = 3600_000;

/**
 * A new version installs in the background and waits; the person chooses when to switch
 * (「新版本可用」→ 刷新), so nothing they are typing is lost. The first version takes over at once.
 * A refused registration is logged and otherwise ignored (DESIGN §5: Dexie works alone).
 */
export function startServiceWorker(): void {
  const wb = new Workbox(`${APP_BASE}sw.js`, { scope: APP_BASE });
  let asked = false;
  wb.addEventListener('waiting', () => {
    if (asked) return;
    asked = true;
    void Dialog.confirm({
      title: '新版本可用',
      content: '平台已更新，刷新后即可使用新版本。',
      confirmText: '刷新',
      cancelText: '稍后',
      onConfirm: () => {
        wb.addEventListener('controlling', () => location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  reportNetworkToWorker();
  wb.register().then(
    (registration) => {
      if (!registration) return;
      // The worker took over while this page was loading (it claimed the pages open then, not this
      // one, and did not serve its navigation): it is asked to claim this page too.
      if (registration.active && !navigator.serviceWorker.controller) registration.active.postMessage({ type: 'CLAIM' });
      cacheInlinedStyles();
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    // Registration refused (service workers blocked by a policy, a setting or private browsing):
    // the page works on without offline pages, its Dexie outbox alone keeps what is sent offline.
    (error: unknown) => console.warn('service worker not registered; working without it', error),
  );
}
