import { Button, Dialog, List, Popup, Space, Tag } from 'antd-mobile';
import { discardItem, retryItem, type OutboxItem, type OutboxState } from '@/core/outbox';
import { formatDateTime } from './format';
import { useOutbox } from './use-outbox';

const STATE: Record<OutboxState, { label: string; color: 'default' | 'primary' | 'success' | 'warning' | 'danger' }> = {
  waiting: { label: '待发送', color: 'warning' },
  sending: { label: '发送中', color: 'primary' },
  worker: { label: '后台待发送', color: 'warning' },
  failed: { label: '发送失败', color: 'danger' },
  sent: { label: '已发送', color: 'success' },
};

function confirmDiscard(item: OutboxItem) {
  void Dialog.confirm({
    title: '删除这项提交？',
    content: `「${item.label}」将不再发送，删除后无法恢复。`,
    confirmText: '删除',
    cancelText: '取消',
    onConfirm: () => discardItem(item.key),
  });
}

/** The person's submissions on their way or failed, newest first, with retry and discard for failures. */
export default function OfflineList({ onClose }: { onClose: () => void }) {
  const items = useOutbox()?.filter((item) => item.kind !== 'pageview' && item.state !== 'sent') ?? [];
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyStyle={{ maxHeight: '70vh', overflowY: 'auto' }}>
      <List header="待发送的内容">
        {items.length === 0 ? <List.Item>全部内容均已发送</List.Item> : null}
        {items.map((item) => (
          <List.Item
            key={item.key}
            extra={<Tag color={STATE[item.state].color}>{STATE[item.state].label}</Tag>}
            description={
              <>
                <div>保存于 {formatDateTime(item.createdAt)}</div>
                {item.error ? <div style={{ color: 'var(--adm-color-danger)' }}>{item.error}</div> : null}
                {item.state === 'failed' ? (
                  <Space style={{ marginTop: 8 }}>
                    <Button size="mini" color="primary" onClick={() => void retryItem(item.key)}>
                      重试
                    </Button>
                    <Button size="mini" color="danger" fill="outline" onClick={() => confirmDiscard(item)}>
                      删除
                    </Button>
                  </Space>
                ) : null}
              </>
            }
          >
            {item.label}
          </List.Item>
        ))}
      </List>
      <div style={{ padding: 12 }}>
        <Button block onClick={onClose}>
          关闭
        </Button>
      </div>
    </Popup>
  );
}
