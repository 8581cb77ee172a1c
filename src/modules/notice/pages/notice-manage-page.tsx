import { ListPage, type CardSpec } from '@/ui/list-page';
import { statusTabs } from '@/ui/status';
import { managedNotices, NOTICE_TYPES, noticeCounts, type ManagedNotice, type ManageQuery } from '../api';
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
};

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
      itemPath={(n) => noticeDetailPath(n.id)}
      createPath={NOTICE_ADD}
      createLabel="新增"
      emptyText="暂无通知"
    />
  );
}
