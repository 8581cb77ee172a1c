import { parkToday } from '@common/park-time';
import { ListPage, type CardSpec } from '@/ui/list-page';
import { orgLoans, type OrgLoanQuery } from '../api';
import { opLoansOfOrg } from '../paths';
import type { OrgLoanRow } from '@common/finance/contract';

const CARD: CardSpec<OrgLoanRow> = {
  title: 'orgName',
  tags: (r) => [r.open > 0 && `在办 ${String(r.open)} 笔`],
  meta: [
    { label: '申请笔数', value: (r) => `${String(r.applications)} 笔` },
    { label: '放款笔数', value: (r) => `${String(r.granted)} 笔` },
    { label: '放款总额', value: 'grantedAmount', format: 'money' },
    { label: '最近申请', value: 'lastAppliedAt', format: 'datetime' },
  ],
  table: { titleLabel: '企业' },
};

/** The last three years of applications, the current one first. */
function years() {
  const now = Number(parkToday().slice(0, 4));
  return [now, now - 1, now - 2].map((y) => ({ label: `${String(y)} 年`, value: String(y) }));
}

/** /op/orgLoanRecord: loans by enterprise (applications, loans granted and their total, open ones); a row opens its applications. */
export default function OpOrgLoansPage() {
  return (
    <ListPage<OrgLoanRow, OrgLoanQuery>
      title="企业贷款记录"
      backTo="/op/index"
      list={orgLoans}
      filters={[{ field: 'year', label: '申请年度', options: years(), allLabel: '全部年度' }]}
      search={{ field: 'search', placeholder: '搜索企业名称' }}
      card={CARD}
      itemKey={(r) => r.orgId}
      itemPath={(r) => opLoansOfOrg(r.orgId)}
      emptyText="暂无企业申请贷款"
    />
  );
}
