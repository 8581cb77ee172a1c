import { DetailPage } from '@/ui/detail-page';
import { appealDetail, type AppealDetail } from '../api';
import { AppealBody, HEADING, SECTIONS } from '../parts/detail-sections';
import { OperatorActions } from '../parts/operator-actions';
import { opAppealListPath } from '../paths';

/** /op/appeal/detail/:id: everything about one appeal, and the next step of its handling. */
export default function OpAppealDetailPage() {
  return (
    <DetailPage<AppealDetail>
      title="诉求办理"
      backTo={opAppealListPath()}
      item={appealDetail}
      heading={HEADING}
      sections={SECTIONS}
      notFoundText="诉求不存在"
      footer={(a, { refresh }) => <OperatorActions appeal={a} refresh={refresh} />}
    >
      {(a) => <AppealBody appeal={a} />}
    </DetailPage>
  );
}
