import { useSearchParams } from 'react-router-dom';
import { ListPage, type CardSpec } from '@/ui/list-page';
import { POLICY_INDEX } from '@/modules/policy/public';
import { declarations, type DeclareItem, type DeclareQuery } from '../api';
import { declareDetailPath } from '../paths';
import { DeclareStateTag, PhaseTag } from '../parts/state-tag';

const CARD: CardSpec<DeclareItem> = {
  title: 'title',
  meta: [
    { label: '所属政策', value: 'policyTitle' },
    { label: '申报项目', value: 'applyItemName' },
    { label: '申报时间', value: (d) => `${d.startDate} 至 ${d.endDate}` },
    { label: '受理部门', value: 'dept' },
    { label: '我的申报', value: (d) => (d.mine ? <DeclareStateTag state={d.mine.state} /> : null) },
  ],
  extra: (d) => <PhaseTag phase={d.phase} />,
};

const PHASES = [
  { label: '申报中', value: 'OPEN' },
  { label: '已截止', value: 'CLOSED' },
];

/** /policy/declareNotice: the park's declaration notices (public); ?policyId= narrows to one policy. */
export default function NoticeListPage() {
  const [params] = useSearchParams();
  const policyId = params.get('policyId');
  return (
    <ListPage<DeclareItem, DeclareQuery>
      title="申报通知"
      backTo={POLICY_INDEX}
      list={declarations}
      fixed={policyId && /^\d+$/.test(policyId) ? { policyId } : undefined}
      search={{ field: 'search', placeholder: '搜索通知标题、申报名称或政策' }}
      filters={[{ field: 'phase', label: '申报状态', options: PHASES, display: 'chips' }]}
      card={CARD}
      itemPath={(d) => declareDetailPath(d.id)}
      emptyText={policyId ? '该政策暂无申报通知' : '暂无申报通知'}
    />
  );
}
