import { lazy, Suspense } from 'react';

const Banner = lazy(() => import('../../ui/offline-banner').then((m) => ({ default: m.OfflineBanner })));

/** The offline bar of every layout, loaded after the first paint (it reads the outbox from Dexie). */
export function OfflineBanner() {
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
