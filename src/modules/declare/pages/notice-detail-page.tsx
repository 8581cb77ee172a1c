import { DetailPage } from '@/ui/detail-page';
import { declaration, type DeclareDetail } from '../api';
import { NOTICE_LIST } from '../paths';
import { DeclarationContent, DeclarationFacts, MaterialRequirements } from '../parts/declaration-facts';
import { StartAction } from '../parts/start-action';

/** /policy/declareDetail/:id: one declaration notice — policy, item, window, materials — and 立即申报. */
export default function NoticeDetailPage() {
  return (
    <DetailPage<DeclareDetail>
      title="申报通知详情"
      backTo={NOTICE_LIST}
      item={declaration}
      sections={[]}
      notFoundText="申报通知不存在或尚未开始"
      footer={(d) => <StartAction declaration={d} block />}
    >
      {(d) => (
        <>
          <DeclarationFacts declaration={d} />
          <MaterialRequirements materials={d.materials} />
          <DeclarationContent content={d.content} />
        </>
      )}
    </DetailPage>
  );
}
