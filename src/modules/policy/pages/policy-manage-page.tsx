import type { PolicyListItem } from '@common/policy';
import type { POLICY_LIST_SORTS } from '@common/policy/library/contract';
import { ListPage, type BatchAction, type CardSpec, type SortsOf } from '@/ui/list-page';
import { statusTabs } from '@/ui/status';
import { deletePolicies, policies, type PolicyQuery } from '../api';
import { LEVEL_OPTIONS } from '../parts/options';
import { ManageCardActions } from '../parts/manage-card-actions';
import { POLICY_CARD } from '../parts/policy-card';
import { OP_INDEX, POLICY_ADD, policyPreviewPath } from '../paths';

const CARD: CardSpec<PolicyListItem> = {
  ...POLICY_CARD,
  status: { family: 'publish', field: 'state' },
  meta: [
    { label: '审核意见', value: 'reason', hidden: (p) => p.state !== 'CANCEL' },
    ...(POLICY_CARD.meta ?? []),
    { label: '浏览', value: (p) => `${p.viewCount} 次` },
    { label: '最后修改', value: 'updatedAt', format: 'datetime' },
  ],
  extra: (p) => <ManageCardActions policy={p} />,
  table: {
    titleLabel: '政策标题',
    subtitleLabel: '发文单位 · 文号',
    sort: { title: 'title', 有效期: 'endDate', 浏览: 'viewCount', 最后修改: 'updatedAt' } satisfies SortsOf<
      typeof POLICY_LIST_SORTS
    >,
  },
};

const BATCH: BatchAction<PolicyListItem>[] = [
  {
    text: '批量删除',
    danger: true,
    confirm: {
      title: '删除政策',
      content: (items) =>
        `确定删除选中的 ${items.length} 条政策吗？其申报事项、奖补、条件和匹配记录将一并删除，且不可恢复。`,
    },
    run: (items) => deletePolicies(items.map((p) => p.id)),
  },
];

/** /op/policyManage: the park's policies by publish state — search, review, delete. */
export default function PolicyManagePage() {
  return (
    <ListPage<PolicyListItem, PolicyQuery>
      title="政策管理"
      backTo={OP_INDEX}
      list={policies}
      tabs={{ field: 'state', options: statusTabs('publish') }}
      search={{ field: 'search', placeholder: '搜索政策标题、文号或发文单位' }}
      filters={[{ field: 'level', label: '级别', options: LEVEL_OPTIONS }]}
      fixed={{ validity: 'ALL' }}
      card={CARD}
      batchActions={BATCH}
      itemPath={(p) => policyPreviewPath(p.id)}
      createPath={POLICY_ADD}
      createLabel="新增"
      emptyText="暂无政策"
    />
  );
}
