import { DetailPage } from '@/ui/detail-page';
import { loanDetail, type LoanDetail } from '../api';
import { LOAN_HEADING, LOAN_SECTIONS, LoanSteps } from '../parts/loan-detail';
import { MY_FINANCE } from '../paths';

/** /user/audit/detail/:id: the enterprise's application and every step of it. */
export default function LoanDetailPage() {
  return (
    <DetailPage<LoanDetail>
      title="贷款申请进度"
      backTo={MY_FINANCE}
      item={loanDetail}
      heading={LOAN_HEADING}
      sections={LOAN_SECTIONS}
      notFoundText="贷款申请不存在"
    >
      {(l) => <LoanSteps loan={l} />}
    </DetailPage>
  );
}
