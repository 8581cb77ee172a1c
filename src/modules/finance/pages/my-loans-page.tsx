import { statusTabs } from '@/ui/status';
import { ListPage } from '@/ui/list-page';
import { myLoans, type LoanItem, type MineQuery } from '../api';
import { loanCard } from '../parts/loan-card';
import { loanDetailPath, SUPERMARKET_LIST } from '../paths';

const CARD = loanCard('enterprise');

/** /user/myFinance: the enterprise's loan applications and where each stands. */
export default function MyLoansPage() {
  return (
    <ListPage<LoanItem, MineQuery>
      title="我的金融"
      backTo="/user/index"
      list={myLoans}
      tabs={{ field: 'status', options: statusTabs('loan') }}
      card={CARD}
      itemPath={(l) => loanDetailPath(l.id)}
      createPath={SUPERMARKET_LIST}
      createLabel="去金融超市"
      emptyText="暂无贷款申请"
    />
  );
}
