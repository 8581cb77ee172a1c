import { Button, Card, Dialog, Space, Tag } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { discardItem, retryItem, type OutboxItem, type OutboxState } from '@/core/outbox';
import { formatDateTime } from '@/ui/format';
import { revalidateResources } from '@/ui/resource';
import { useOutbox } from '@/ui/use-outbox';
import { myAppeals } from '../api';
import styles from './appeal.module.css';

type Pending = Exclude<OutboxState, 'sent'>;

const STATE: Record<Pending, { label: string; color: 'primary' | 'warning' | 'danger'; note: string }> = {
  waiting: { label: '待发送', color: 'warning', note: '已保存在本机，联网后自动提交' },
  sending: { label: '提交中', color: 'primary', note: '正在提交……' },
  worker: { label: '待发送', color: 'warning', note: '已保存在本机，联网后由后台自动提交' },
  failed: { label: '提交失败', color: 'danger', note: '' },
};

function confirmDiscard(item: OutboxItem) {
  void Dialog.confirm({
    title: '删除这条诉求？',
    content: `「${item.label.replace(/^诉求：/, '')}」尚未提交，删除后无法恢复。`,
    confirmText: '删除',
    cancelText: '取消',
    onConfirm: () => discardItem(item.key),
  });
}

function photoCount(item: OutboxItem): number {
  return item.body.type === 'multipart' ? item.body.files.length : 0;
}

/**
 * The person's appeals that have not reached the server yet (kept in the outbox on this phone),
 * above the server's list. Once one is delivered the server's list is reloaded: it shows there.
 */
export function WaitingAppeals() {
  const items = useOutbox('appeal');
  const pending = (items ?? []).filter(
    (item): item is OutboxItem & { state: Pending } => item.state !== 'sent',
  );
  const sent = (items ?? [])
    .filter((item) => item.state === 'sent')
    .map((item) => item.key)
    .join(',');
  const seen = useRef<string | null>(null);

  useEffect(() => {
    if (seen.current !== null && seen.current !== sent) void revalidateResources([myAppeals]);
    seen.current = sent;
  }, [sent]);

  if (!pending.length) return null;
  return (
    <section className={styles.waiting} aria-label="未提交的诉求">
      <h2 className={styles.sectionTitle}>本机未提交（{pending.length}）</h2>
      {pending.map((item) => {
        const state = STATE[item.state];
        const photos = photoCount(item);
        return (
          <Card key={item.key} className={styles.waitingCard} data-outbox-state={item.state}>
            <div className={styles.cardHead}>
              <h3 className={styles.cardTitle}>{item.label.replace(/^诉求：/, '')}</h3>
              <Tag color={state.color} fill="outline">
                {state.label}
              </Tag>
            </div>
            <p className={styles.meta}>
              保存于 {formatDateTime(item.createdAt)}
              {photos ? ` · ${photos} 张照片` : ''}
            </p>
            <p className={item.state === 'failed' ? styles.problem : styles.hint}>
              {item.state === 'failed' ? `原因：${item.error ?? '未知错误'}` : state.note}
            </p>
            {item.state === 'failed' || item.state === 'waiting' ? (
              <Space className={styles.cardActions}>
                <Button size="mini" color="primary" fill="outline" onClick={() => void retryItem(item.key)}>
                  {item.state === 'failed' ? '重试' : '立即提交'}
                </Button>
                <Button size="mini" color="danger" fill="outline" onClick={() => confirmDiscard(item)}>
                  删除
                </Button>
              </Space>
            ) : null}
          </Card>
        );
      })}
    </section>
  );
}
