import { Button, Skeleton } from 'antd-mobile';
import { FileOutline, GlobalOutline, QuestionCircleOutline, ExclamationTriangleOutline } from 'antd-mobile-icons';
import { useSyncExternalStore, type ReactNode } from 'react';
import { EnvelopeError, HttpResponseError } from '@/core/http';
import { isOnline, subscribeOnline } from '@/core/online';
import styles from './states.module.css';

/** Loading, empty, failed and missing states shared by the screen kit. */

/**
 * An icon, a title, a line of explanation and an action. Light on purpose (antd-mobile's
 * ErrorBlock carries ~35 KB of illustrations that every list screen would load).
 */
function StateBlock(props: { icon: ReactNode; title: string; description?: string; children?: ReactNode }) {
  return (
    <div className={styles.block}>
      <div className={styles.icon} aria-hidden="true">
        {props.icon}
      </div>
      <div className={styles.title}>{props.title}</div>
      {props.description ? <div className={styles.description}>{props.description}</div> : null}
      {props.children ? <div className={styles.action}>{props.children}</div> : null}
    </div>
  );
}

export function LoadingCards({ count = 3, lines = 3 }: { count?: number; lines?: number }) {
  return (
    <div className={styles.cards} role="status" aria-label="加载中">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={lines} animated />
        </div>
      ))}
    </div>
  );
}

/** The message to show for a failed load: the server's own words when it gave some. */
export function loadFailure(error: unknown): string {
  if (error instanceof EnvelopeError && error.envelope.message) return error.envelope.message;
  if (error instanceof HttpResponseError) {
    if (error.response.status === 401) return '登录已失效，请重新登录';
    if (error.response.status === 403) return '没有访问权限';
    return `服务暂时不可用（${error.response.status}），请稍后重试`;
  }
  return '网络不稳定，请稍后重试';
}

/** The request never reached the server (no HTTP answer): what being offline looks like. */
export const isNetworkFailure = (error: unknown) => !(error instanceof EnvelopeError) && !(error instanceof HttpResponseError);

/**
 * Offline with nothing to show: one calm state instead of an error, since nothing failed that the
 * person can fix; the read runs again by itself once the network is back (SWR's reconnect).
 */
export function OfflineState() {
  return <StateBlock icon={<GlobalOutline />} title="当前离线" description="联网后可查看" />;
}

/** 加载失败 with 重试 — or, when the browser is offline and the request never got an answer, 当前离线. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  if (!online && isNetworkFailure(error)) return <OfflineState />;
  return (
    <StateBlock icon={<ExclamationTriangleOutline />} title="加载失败" description={loadFailure(error)}>
      <Button color="primary" onClick={onRetry}>
        重试
      </Button>
    </StateBlock>
  );
}

export function Empty({ title = '暂无数据', description }: { title?: string; description?: string }) {
  return <StateBlock icon={<FileOutline />} title={title} {...(description ? { description } : {})} />;
}

export function NotFound({
  title = '内容不存在或已被删除',
  onBack,
}: {
  title?: string;
  onBack?: () => void;
}) {
  return (
    <StateBlock icon={<QuestionCircleOutline />} title={title} description="请返回上一页查看其他内容">
      {onBack ? (
        <Button color="primary" onClick={onBack}>
          返回
        </Button>
      ) : null}
    </StateBlock>
  );
}
