import { ListPage } from '@/ui/list-page';
import { requireCounts, requireExport, requireExportSelected, requireList, type RequireQuery, type RequireRow } from '../api';
import { CATEGORY_OPTIONS, requireCard } from '../parts/cards';
import { caseTabs } from '../parts/case-tag';
import { opRequirePath } from '../paths';

const CARD = requireCard('operator');

/** /op/serviceRequireManage: every enterprise's requirement by status, its answers and follow-up, the .xlsx ledger. */
export default function OpRequiresPage() {
  const { data: counts } = requireCounts.useQuery({});
  return (
    <ListPage<RequireRow, RequireQuery>
      title="服务需求管理"
      backTo="/op/index"
      list={requireList}
      tabs={{ field: 'status', options: caseTabs('REQUIRE'), counts: counts ? { ...counts, '': counts.total } : undefined }}
      filters={[{ field: 'category', label: '服务类别', options: CATEGORY_OPTIONS }]}
      search={{ field: 'search', placeholder: '搜索需求、企业或服务机构' }}
      card={CARD}
      itemPath={(q) => opRequirePath(q.id)}
      exportTo={requireExport}
      exportSelected={(items) => requireExportSelected(items.map((q) => q.id))}
      emptyText="暂无服务需求"
    />
  );
}
