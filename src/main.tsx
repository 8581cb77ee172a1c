import { unstableSetRender } from 'antd-mobile';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ensureUuid } from './core/cookies';
import { setNotifier } from './core/notify';
import { resolveTenant } from './core/tenant';
import { toastNotifier } from './app/notifier';
import { router } from './app/router';
import { reloadOnPreloadError } from './app/screen-loader';
import { sessionReady } from './app/session-sync';
import { registerServiceWorker } from './app/sw-register';
import { fetchTenantAnswer } from './app/tenant-api';
import './app/global.css';

// antd-mobile's imperative Toast/Dialog render nothing on React 19 without a createRoot renderer.
unstableSetRender((node, container) => {
  const host = container as Element & { _reactRoot?: Root };
  host._reactRoot ??= createRoot(host);
  host._reactRoot.render(node);
  return async () => {
    host._reactRoot?.unmount();
    delete host._reactRoot;
  };
});

setNotifier(toastNotifier);
reloadOnPreloadError();
ensureUuid();
const tenantReady = resolveTenant(fetchTenantAnswer);
// The outbox starts once it knows whose items it may send (park and person).
void Promise.all([tenantReady, sessionReady(), import('./core/outbox')]).then(([, , outbox]) => outbox.startOutbox());
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
