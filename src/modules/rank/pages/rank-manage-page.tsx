import type { RANK_MANAGE_SORTS } from '@common/rank/contract';
import { ListPage, type CardSpec, type SortsOf } from '@/ui/list-page';
import { managedRanks, RANK_STATUS_LABELS, RANK_STATUSES, rankCounts, type ManagedRank, type ManageQuery } from '../api';
import { RankActions } from '../parts/rank-actions';
import { RankStatusTag } from '../parts/rank-status';
import { RANK_EDIT, rankEditPath } from '../paths';

const CARD: CardSpec<ManagedRank> = {
  title: 'title',
  subtitle: 'period',
  meta: [
    { label: '状态', value: (r) => <RankStatusTag status={r.status} /> },
    { label: '上榜企业', value: (r) => `${String(r.entryCount)} 家` },
    { label: '发布时间', value: 'publishedAt', format: 'datetime', hidden: (r) => r.status !== 'PUBLISHED' },
    { label: '撤回时间', value: 'withdrawnAt', format: 'datetime', hidden: (r) => r.status !== 'WITHDRAWN' },
    { label: '最后修改', value: 'updatedAt', format: 'datetime' },
    { label: '创建人', value: 'authorName' },
  ],
  extra: (r) => <RankActions rank={r} />,
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

const TABS = [{ label: '全部', value: '' }, ...RANK_STATUSES.map((s) => ({ label: RANK_STATUS_LABELS[s], value: s }))];

/** /op/rankManage: the park's rank lists by status, with what each status allows. */
export default function RankManagePage() {
  const counts = rankCounts.useQuery({}).data;
  return (
    <ListPage<ManagedRank, ManageQuery>
      title="企业榜单"
      backTo="/op/index"
      list={managedRanks}
      tabs={{
        field: 'status',
        options: TABS,
        counts: counts ? { '': counts.total, DRAFT: counts.DRAFT, PUBLISHED: counts.PUBLISHED, WITHDRAWN: counts.WITHDRAWN } : undefined,
      }}
      search={{ field: 'search', placeholder: '搜索榜单名称或期间' }}
      card={CARD}
      itemPath={(r) => rankEditPath(r.id)}
      createPath={RANK_EDIT}
      createLabel="新建榜单"
      emptyText="暂无榜单"
    />
  );
}
