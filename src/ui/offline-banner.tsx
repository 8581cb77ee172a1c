import { NoticeBar } from 'antd-mobile';
import { lazy, Suspense, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useOutbox } from './use-outbox';
import { isOnline, subscribeOnline } from '@/core/online';

const OfflineList = lazy(() => import('./offline-list'));

/**
 * The bar above the screens (DESIGN §5): says when the network is gone and how many of the
 * person's submissions wait to be sent or failed; 查看 opens the list (retry, discard). Page-view
 * records are statistics and never counted here.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const items = useOutbox()?.filter((item) => item.kind !== 'pageview');
  const [open, setOpen] = useState(false);
  const waiting = items?.filter((item) => item.state === 'waiting' || item.state === 'sending' || item.state === 'worker').length ?? 0;
  const failed = items?.filter((item) => item.state === 'failed').length ?? 0;
  if (online && waiting === 0 && failed === 0) return open ? <ListPopup onClose={() => setOpen(false)} /> : null;

  const parts = [
    online ? '' : '网络已断开，提交的内容会先保存在本机，联网后自动发送',
    waiting > 0 ? `${String(waiting)} 项待发送` : '',
    failed > 0 ? `${String(failed)} 项发送失败` : '',
  ].filter(Boolean);
  const showList = waiting > 0 || failed > 0;
  // Dark text on a light ground: antd-mobile's own NoticeBar colours miss the contrast ratio.
  const colors = failed > 0 ? { bg: '#fff1f0', text: '#a8071a' } : { bg: '#fff7e6', text: '#873800' };
  const style = { '--background-color': colors.bg, '--text-color': colors.text, '--border-color': colors.bg } as CSSProperties;
  return (
    <div role="status" aria-live="polite" data-testid="offline-banner">
      <NoticeBar
        style={style}
        content={parts.join('；')}
        wrap
        extra={
          showList ? (
            <a
              role="button"
              tabIndex={0}
              style={{ color: 'inherit', fontWeight: 600, textDecoration: 'underline' }}
              onClick={() => setOpen(true)}
              onKeyDown={(e) => e.key === 'Enter' && setOpen(true)}
            >
              查看
            </a>
          ) : undefined
        }
      />
      {open ? <ListPopup onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function ListPopup({ onClose }: { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <OfflineList onClose={onClose} />
    </Suspense>
  );
}
