import { DetailPage } from '@/ui/detail-page';
import { loanDetail, type LoanDetail } from '../api';
import { LoanActions } from '../parts/loan-actions';
import { LOAN_HEADING, LOAN_SECTIONS, LoanSteps } from '../parts/loan-detail';
import { OP_LOAN_RECORD } from '../paths';

/** /op/bankLoanRecord/detail/:id: one application, its steps, and the next step of its follow-up. */
export default function OpLoanDetailPage() {
  return (
    <DetailPage<LoanDetail>
      title="贷款申请跟进"
      backTo={OP_LOAN_RECORD}
      item={loanDetail}
      heading={LOAN_HEADING}
      sections={LOAN_SECTIONS}
      notFoundText="贷款申请不存在"
      footer={(l, { refresh }) => <LoanActions loan={l} refresh={refresh} />}
    >
      {(l) => <LoanSteps loan={l} />}
    </DetailPage>
  );
}
