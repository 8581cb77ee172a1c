import type { NOTICE_MANAGE_SORTS } from '@common/notice/contract';
import { ListPage, type BatchAction, type CardSpec, type SortsOf } from '@/ui/list-page';
import { statusTabs } from '@/ui/status';
import {
  deleteNotices,
  managedNotices,
  NOTICE_TYPES,
  noticeCounts,
  withdrawNotices,
  type ManagedNotice,
  type ManageQuery,
} from '../api';
import { NoticeCardActions } from '../parts/notice-card-actions';
import { NOTICE_ADD, noticeDetailPath } from '../paths';

const CARD: CardSpec<ManagedNotice> = {
  title: 'title',
  status: { family: 'publish', field: 'status' },
  tags: (n) => [n.type, n.pinned && '置顶'],
  meta: [
    { label: '审核意见', value: 'reason', hidden: (n) => n.status !== 'CANCEL' },
    { label: '发布时间', value: 'publishedAt', format: 'datetime', hidden: (n) => n.status !== 'JOINT' },
    { label: '最后修改', value: 'updatedAt', format: 'datetime', hidden: (n) => n.status === 'JOINT' },
    { label: '浏览', value: 'views', hidden: (n) => n.status !== 'JOINT' },
    { label: '起草人', value: 'authorName' },
  ],
  extra: (n) => <NoticeCardActions notice={n} />,
  table: {
    titleLabel: '标题',
    sort: { title: 'title', 发布时间: 'publishedAt', 最后修改: 'updatedAt', 浏览: 'views' } satisfies SortsOf<
      typeof NOTICE_MANAGE_SORTS
    >,
  },
};

/** The desktop table's batch actions: what each status allows, on the selected notices it applies to. */
const BATCH: BatchAction<ManagedNotice>[] = [
  {
    text: '批量撤回',
    applies: (n) => n.status === 'JOINT',
    confirm: {
      title: '撤回通知',
      content: (items) => `确定撤回选中的 ${items.length} 条已发布通知吗？撤回后需重新审核发布。`,
    },
    run: (items) => withdrawNotices(items.map((n) => n.id)),
  },
  {
    text: '批量删除',
    danger: true,
    applies: (n) => n.status !== 'JOINT',
    confirm: {
      title: '删除通知',
      content: (items) => `确定删除选中的 ${items.length} 条未发布通知吗？删除后不可恢复。`,
    },
    run: (items) => deleteNotices(items.map((n) => n.id)),
  },
];

const TYPE_OPTIONS = NOTICE_TYPES.map((type) => ({ label: type, value: type }));

/** /op/notice: the park's notices by status, with what each status allows. */
export default function NoticeManagePage() {
  const counts = noticeCounts.useQuery({}).data;
  return (
    <ListPage<ManagedNotice, ManageQuery>
      title="通知公告管理"
      backTo="/op/index"
      list={managedNotices}
      tabs={{
        field: 'status',
        options: statusTabs('publish'),
        counts: counts ? { '': counts.total, CHECK: counts.CHECK, JOINT: counts.JOINT, CANCEL: counts.CANCEL } : undefined,
      }}
      filters={[{ field: 'search_type', label: '通知类型', options: TYPE_OPTIONS }]}
      search={{ field: 'search', placeholder: '搜索标题或摘要' }}
      card={CARD}
      batchActions={BATCH}
      itemPath={(n) => noticeDetailPath(n.id)}
      createPath={NOTICE_ADD}
      createLabel="新增"
      emptyText="暂无通知"
    />
  );
}
