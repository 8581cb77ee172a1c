import { statusTabs } from '@/ui/status';
import { ListPage } from '@/ui/list-page';
import { institutions, loanCounts, loanExport, loanExportSelected, loans, type LoanItem, type LoanQuery } from '../api';
import { loanCard } from '../parts/loan-card';
import { opLoanDetailPath } from '../paths';

const CARD = loanCard('operator');

/** /op/bankLoanRecord: every loan application of the park by status, with its follow-up and the .xlsx ledger. */
export default function OpLoanRecordPage() {
  const { data: counts } = loanCounts.useQuery({});
  const { data: banks } = institutions.useQuery({});
  return (
    <ListPage<LoanItem, LoanQuery>
      title="贷款申请记录"
      backTo="/op/index"
      list={loans}
      tabs={{ field: 'status', options: statusTabs('loan'), counts: counts ? { ...counts, '': counts.total } : undefined }}
      filters={[{ field: 'institutionId', label: '金融机构', options: (banks ?? []).map((b) => ({ label: b.name, value: String(b.id) })) }]}
      search={{ field: 'search', placeholder: '搜索企业名称或产品名称' }}
      card={CARD}
      itemPath={(l) => opLoanDetailPath(l.id)}
      exportTo={loanExport}
      exportSelected={(items) => loanExportSelected(items.map((l) => l.id))}
      emptyText="暂无贷款申请"
    />
  );
}
