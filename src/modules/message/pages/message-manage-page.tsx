import type { MESSAGE_SORTS } from '@common/message/contract';
import { ListPage, type BatchAction, type CardSpec, type SortsOf } from '@/ui/list-page';
import { deleteDrafts, messageCounts, sentMessages, type SentMessage, type SentQuery } from '../api';
import { MessageCardActions } from '../parts/message-card-actions';
import { messageChoosePath, messageResultPath, OP_MESSAGE_ADD } from '../paths';

export const STATUS_TABS = [
  { label: '全部', value: '' },
  { label: '已发送', value: 'SENT' },
  { label: '草稿', value: 'DRAFT' },
];

const CARD: CardSpec<SentMessage> = {
  title: 'title',
  subtitle: 'summary',
  tags: (m) => [m.statusLabel],
  meta: [
    { label: '接收对象', value: 'audienceText', hidden: (m) => m.status === 'DRAFT' },
    { label: '接收人数', value: 'recipients', hidden: (m) => m.status === 'DRAFT' },
    { label: '已读', value: (m) => `${m.readCount} / ${m.recipients}`, hidden: (m) => m.status === 'DRAFT' },
    { label: '发送时间', value: 'sentAt', format: 'datetime', hidden: (m) => m.status === 'DRAFT' },
    { label: '最后修改', value: 'updatedAt', format: 'datetime', hidden: (m) => m.status !== 'DRAFT' },
    { label: '发送人', value: 'senderName' },
  ],
  extra: (m) => <MessageCardActions message={m} />,
  table: {
    titleLabel: '标题',
    subtitleLabel: '摘要',
    sort: { title: 'title', 接收人数: 'recipients', 已读: 'readCount', 发送时间: 'sentAt', 最后修改: 'updatedAt' } satisfies SortsOf<
      typeof MESSAGE_SORTS
    >,
  },
};

const BATCH: BatchAction<SentMessage>[] = [
  {
    text: '批量删除',
    danger: true,
    applies: (m) => m.status === 'DRAFT',
    confirm: { title: '删除草稿', content: (items) => `确定删除选中的 ${items.length} 条草稿吗？删除后不可恢复。` },
    run: (items) => deleteDrafts(items.map((m) => m.id)),
  },
];

/** /op/message: the park's in-app messages, sent ones with their read counts, and drafts. */
export default function MessageManagePage() {
  const counts = messageCounts.useQuery({}).data;
  return (
    <ListPage<SentMessage, SentQuery>
      title="站内消息"
      backTo="/op/index"
      list={sentMessages}
      tabs={{ field: 'status', options: STATUS_TABS, counts: counts ? { '': counts.total, SENT: counts.SENT, DRAFT: counts.DRAFT } : undefined }}
      search={{ field: 'search', placeholder: '搜索标题或内容' }}
      card={CARD}
      batchActions={BATCH}
      itemPath={(m) => (m.status === 'DRAFT' ? messageChoosePath(m.id) : messageResultPath(m.id))}
      createPath={OP_MESSAGE_ADD}
      createLabel="新建"
      emptyText="暂无消息"
    />
  );
}
