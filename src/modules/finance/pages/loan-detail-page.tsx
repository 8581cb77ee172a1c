import { LoanScreen } from '../parts/loan-detail';
import { MY_FINANCE } from '../paths';

/** /user/audit/detail/:id: the enterprise's application and every step of it. */
export default function LoanDetailPage() {
  return <LoanScreen title="贷款申请进度" backTo={MY_FINANCE} />;
}
