import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { afterStartup, holdStartupUntil } from '@/core/after-startup';
import { ensureUuid } from '@/core/cookies';
import { setNotifier } from '@/core/notify';
import { resolveTenant } from '@/core/tenant';
import { toastNotifier } from '@/app/notifier';
import { createRouter, firstScreenRouted } from '@/app/router';
import { fetchRouteChunks } from '@/app/route-chunks';
import { reloadOnPreloadError } from '@/app/screen-loader';
import { nextTask } from '@/core/next-task';
import { sessionReady } from '@/core/session-sync';
import { registerServiceWorker } from '@/app/sw-register';
import { fetchTenantAnswer } from '@/core/tenant-api';
import '@/app/global.css';

setNotifier(toastNotifier);
reloadOnPreloadError();
ensureUuid();
const tenantReady = resolveTenant(fetchTenantAnswer);
// The outbox starts once start-up has settled and it knows whose items it may send (park and person).
afterStartup(() =>
  Promise.all([tenantReady, sessionReady(), import('@/core/outbox')]).then(([, , outbox]) =>
    outbox.startOutbox(),
  ),
);
registerServiceWorker();
// What later screens preload when the app navigates to them (app/route-chunks.ts).
afterStartup(fetchRouteChunks);

// The router is created (the first route matched, its chunks and guards started) in a task after
// this one, which evaluated the modules: two shorter tasks instead of one long one on a slow phone.
// The first screen renders once the router has routed it, as a transition: React works on it in
// slices of a few milliseconds and lets the browser paint and answer input in between (a plain
// render is one long task); the boot shell in index.html stays until then. Not before: the
// RouterProvider reads the router's state when it renders and subscribes only when it commits, so a
// first route settling between the two (likely while a sliced render yields) would be lost, and
// the page would stay on its fallback for good.
holdStartupUntil(
  nextTask().then(async () => {
    const router = createRouter();
    await firstScreenRouted(router);
    const root = createRoot(document.getElementById('root')!);
    startTransition(() => {
      root.render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    });
  }),
);
