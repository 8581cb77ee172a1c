import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { EnvelopeError, HttpResponseError } from '../core/http';
import styles from './states.module.css';

/** Loading, empty, failed and missing states shared by the screen kit. */

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

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <ErrorBlock
      className={styles.block}
      status="disconnected"
      title="加载失败"
      description={loadFailure(error)}
    >
      <Button color="primary" onClick={onRetry}>
        重试
      </Button>
    </ErrorBlock>
  );
}

export function Empty({ title = '暂无数据', description }: { title?: string; description?: string }) {
  return <ErrorBlock className={styles.block} status="empty" title={title} description={description ?? ''} />;
}

export function NotFound({
  title = '内容不存在或已被删除',
  onBack,
}: {
  title?: string;
  onBack?: () => void;
}) {
  return (
    <ErrorBlock className={styles.block} status="empty" title={title} description="请返回上一页查看其他内容">
      {onBack ? (
        <Button color="primary" onClick={onBack}>
          返回
        </Button>
      ) : null}
    </ErrorBlock>
  );
}
