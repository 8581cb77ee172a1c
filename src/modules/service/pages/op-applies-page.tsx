import { ListPage } from '@/ui/list-page';
import { applies, applyCounts, applyExport, applyExportSelected, type ApplyQuery, type ApplyRow } from '../api';
import { applyCard, CATEGORY_OPTIONS } from '../parts/cards';
import { caseTabs } from '../parts/case-tag';
import { opApplyPath } from '../paths';

const CARD = applyCard('operator');

/** /op/proApplyManage: every application for a service by status, with its follow-up and the .xlsx ledger. */
export default function OpAppliesPage() {
  const { data: counts } = applyCounts.useQuery({});
  return (
    <ListPage<ApplyRow, ApplyQuery>
      title="服务申请管理"
      backTo="/op/index"
      list={applies}
      tabs={{ field: 'status', options: caseTabs('APPLY'), counts: counts ? { ...counts, '': counts.total } : undefined }}
      filters={[{ field: 'category', label: '服务类别', options: CATEGORY_OPTIONS }]}
      search={{ field: 'search', placeholder: '搜索企业、产品或服务机构' }}
      card={CARD}
      itemPath={(a) => opApplyPath(a.id)}
      exportTo={applyExport}
      exportSelected={(items) => applyExportSelected(items.map((a) => a.id))}
      emptyText="暂无服务申请"
    />
  );
}
