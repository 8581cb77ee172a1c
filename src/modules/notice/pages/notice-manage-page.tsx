import type { NOTICE_MANAGE_SORTS } from '@common/notice/contract';
import type { SortsOf } from '@/ui/list-page';
import { ReviewQueue, type QueueCard } from '@/ui/publish';
import { managedNotices, NOTICE_TYPES, noticeReview, type ManagedNotice, type ManageQuery } from '../api';
import { NOTICE_ADD, noticeDetailPath, noticeEditPath } from '../paths';

const CARD: QueueCard<ManagedNotice> = {
  title: 'title',
  tags: (n) => [n.type, n.pinned && '置顶'],
  meta: [
    { label: '审核意见', value: 'reason', hidden: (n) => n.status !== 'CANCEL' },
    { label: '发布时间', value: 'publishedAt', format: 'datetime', hidden: (n) => n.status !== 'JOINT' },
    { label: '最后修改', value: 'updatedAt', format: 'datetime', hidden: (n) => n.status === 'JOINT' },
    { label: '浏览', value: 'views', hidden: (n) => n.status !== 'JOINT' },
    { label: '起草人', value: 'authorName' },
  ],
  table: {
    titleLabel: '标题',
    sort: { title: 'title', 发布时间: 'publishedAt', 最后修改: 'updatedAt', 浏览: 'views' } satisfies SortsOf<
      typeof NOTICE_MANAGE_SORTS
    >,
  },
};

const TYPE_OPTIONS = NOTICE_TYPES.map((type) => ({ label: type, value: type }));

/** /op/notice: the park's notices as the publish kit's review queue (tabs, batch review, each notice's steps). */
export default function NoticeManagePage() {
  return (
    <ReviewQueue<ManagedNotice, ManageQuery>
      title="通知公告管理"
      backTo="/op/index"
      review={noticeReview}
      list={managedNotices}
      filters={[{ field: 'search_type', label: '通知类型', options: TYPE_OPTIONS }]}
      search={{ field: 'search', placeholder: '搜索标题或摘要' }}
      card={CARD}
      editPath={noticeEditPath}
      itemPath={(n) => noticeDetailPath(n.id)}
      createPath={NOTICE_ADD}
      createLabel="新增"
      emptyText="暂无通知"
    />
  );
}
