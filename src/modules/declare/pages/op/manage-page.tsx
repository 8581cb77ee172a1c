import type { DECLARE_LIST_SORTS } from '@common/declare/contract';
import { ListPage, type CardSpec, type SortsOf } from '@/ui/list-page';
import { declarations, type DeclareItem, type DeclareQuery } from '../../api';
import { OP_ADD, OP_INDEX, opDetailPath } from '../../paths';
import { DeclarationActions } from '../../parts/declaration-actions';
import { PHASE_OPTIONS, PhaseTag } from '../../parts/state-tag';

const CARD: CardSpec<DeclareItem> = {
  title: 'title',
  subtitle: (d) => (
    <>
      <PhaseTag phase={d.phase} /> {d.name}
    </>
  ),
  meta: [
    { label: '所属政策', value: 'policyTitle' },
    { label: '申报项目', value: 'applyItemName' },
    { label: '申报时间', value: (d) => `${d.startDate} 至 ${d.endDate}` },
    { label: '已提交', value: (d) => `${d.applied ?? 0} 家` },
  ],
  extra: (d) => <DeclarationActions declaration={d} />,
  table: {
    titleLabel: '通知标题',
    subtitleLabel: '申报名称',
    sort: { title: 'title', 申报时间: 'startDate' } satisfies SortsOf<typeof DECLARE_LIST_SORTS>,
  },
};

/** /op/declareManage: the park's declaration notices — search, filter by window, add, edit, delete. */
export default function DeclareManagePage() {
  return (
    <ListPage<DeclareItem, DeclareQuery>
      title="申报管理"
      backTo={OP_INDEX}
      list={declarations}
      search={{ field: 'search', placeholder: '搜索通知标题、申报名称或政策' }}
      filters={[{ field: 'phase', label: '申报状态', options: PHASE_OPTIONS }]}
      card={CARD}
      itemPath={(d) => opDetailPath(d.id)}
      createPath={OP_ADD}
      createLabel="发布通知"
      emptyText="暂无申报通知"
    />
  );
}
