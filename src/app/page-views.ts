import { startupSettled } from '@/core/after-startup';
import { currentTenant, subscribeTenant } from '@/core/tenant';
import type { RouteEntry } from '@/core/route-types';

/** On a first visit the park is still being looked up; a record must name the right one. */
function tenantKnown(): Promise<void> {
  if (currentTenant()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribeTenant((tenant) => {
      if (!tenant) return;
      stop();
      resolve();
    });
  });
}

/**
 * SPEC §7: a page-view record on every navigation (`navigation`: the history entry's key with its address), through the outbox (DESIGN §5), so records made
 * offline reach the server once the network is back, exactly once. A lost record must never
 * disturb the person: nothing here shows or throws.
 */
let lastNavigation: string | null = null;

export function recordPageView(navigation: string, url: string, entry: RouteEntry | undefined): void {
  // A navigation is recorded once, however often the shell mounts over it.
  if (navigation === lastNavigation) return;
  lastNavigation = navigation;
  const pagename = entry?.title ?? '';
  // The outbox (and Dexie) and the contract load once start-up has settled, out of the entry.
  void startupSettled()
    .then(tenantKnown)
    .then(() => Promise.all([import('@/core/outbox'), import('@common/system/contract')]))
    .then(([{ enqueue }, { systemContract }]) =>
      enqueue({
        kind: 'pageview',
        // The outbox sends to dpboot paths (core/outbox.ts), the page-view endpoint's base.
        path: systemContract.pageView.path,
        body: { type: 'json', value: { url, pagename, modulename: entry?.module ?? '' } },
        label: `访问：${pagename || url}`,
      }),
    )
    .catch(() => undefined);
}
