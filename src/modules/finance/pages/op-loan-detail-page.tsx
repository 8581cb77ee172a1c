import { LoanActions } from '../parts/loan-actions';
import { LoanScreen } from '../parts/loan-detail';
import { OP_LOAN_RECORD } from '../paths';

/** /op/bankLoanRecord/detail/:id: one application, its steps, and the next step of its follow-up. */
export default function OpLoanDetailPage() {
  return <LoanScreen title="贷款申请跟进" backTo={OP_LOAN_RECORD} footer={(l, { refresh }) => <LoanActions loan={l} refresh={refresh} />} />;
}
