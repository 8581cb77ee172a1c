import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { afterStartup } from '@/core/after-startup';
import { isOnline, subscribeOnline } from '@/core/online';

/** The full bar, shared by every layout once it has loaded. */
let loaded: ComponentType | null = null;
const waiting = new Set<(banner: ComponentType) => void>();
afterStartup(async () => {
  const { OfflineBanner } = await import('@/ui/offline-banner');
  loaded = OfflineBanner;
  for (const notify of waiting) notify(OfflineBanner);
});

/**
 * The offline bar of every layout. The full bar (the outbox's waiting and failed items, read from
 * Dexie) loads once start-up has settled, and again when the network returns if it could not; until
 * then a plain bar already says when the network is gone.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const [Banner, setBanner] = useState<ComponentType | null>(() => loaded);
  useEffect(() => {
    if (Banner) return;
    const notify = (banner: ComponentType) => setBanner(() => banner);
    waiting.add(notify);
    return () => void waiting.delete(notify);
  }, [Banner]);
  if (Banner) return <Banner />;
  if (online) return null;
  return (
    <div className="offline-bar" role="status" aria-live="polite" data-testid="offline-banner">
      网络已断开，提交的内容会先保存在本机，联网后自动发送
    </div>
  );
}
