import type { RANK_MANAGE_SORTS } from '@common/rank/contract';
import type { SortsOf } from '@/ui/list-page';
import { ReviewQueue, type QueueCard } from '@/ui/publish';
import { managedRanks, rankReview, type ManagedRank, type ManageQuery } from '../api';
import { RANK_EDIT, rankEditPath } from '../paths';

const CARD: QueueCard<ManagedRank> = {
  title: 'title',
  subtitle: 'period',
  meta: [
    { label: '上榜企业', value: (r) => `${String(r.entryCount)} 家` },
    { label: '发布时间', value: 'publishedAt', format: 'datetime', hidden: (r) => r.status !== 'PUBLISHED' },
    { label: '撤回时间', value: 'withdrawnAt', format: 'datetime', hidden: (r) => r.status !== 'WITHDRAWN' },
    { label: '最后修改', value: 'updatedAt', format: 'datetime' },
    { label: '创建人', value: 'authorName' },
  ],
  table: {
    titleLabel: '榜单名称',
    subtitleLabel: '期间',
    sort: {
      title: 'title',
      subtitle: 'period',
      上榜企业: 'entryCount',
      发布时间: 'publishedAt',
      最后修改: 'updatedAt',
    } satisfies SortsOf<typeof RANK_MANAGE_SORTS>,
  },
};

/** /op/rankManage: the park's rank lists as the publish kit's review queue (tabs, batch, each list's steps). */
export default function RankManagePage() {
  return (
    <ReviewQueue<ManagedRank, ManageQuery>
      title="企业榜单"
      backTo="/op/index"
      review={rankReview}
      list={managedRanks}
      search={{ field: 'search', placeholder: '搜索榜单名称或期间' }}
      card={CARD}
      editPath={rankEditPath}
      itemPath={(r) => rankEditPath(r.id)}
      createPath={RANK_EDIT}
      createLabel="新建榜单"
      emptyText="暂无榜单"
    />
  );
}
