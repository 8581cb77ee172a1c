import { DetailPage } from '@/ui/detail-page';
import { appealDetail, type AppealDetail } from '../api';
import { AppealBody, HEADING, SECTIONS } from '../parts/detail-sections';
import { RatePanel } from '../parts/rate-panel';
import { USER_APPEAL } from '../paths';

/** /user/appeal/detail/:id: the enterprise follows its appeal and rates the park's answer. */
export default function MyAppealDetailPage() {
  return (
    <DetailPage<AppealDetail>
      title="诉求详情"
      backTo={USER_APPEAL}
      item={appealDetail}
      heading={HEADING}
      sections={SECTIONS}
      notFoundText="诉求不存在或无权查看"
      footer={(a, { refresh }) => (a.canRate ? <RatePanel appeal={a} refresh={refresh} /> : null)}
    >
      {(a) => <AppealBody appeal={a} />}
    </DetailPage>
  );
}
