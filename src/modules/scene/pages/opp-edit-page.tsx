import { opp, oppReview, saveOpp, type OppRow } from '../api';
import { EditScreen } from '../parts/edit-screen';
import { oppBody, oppFields, oppValues, type OppValues } from '../parts/forms';
import { OP_OPPS } from '../paths';

/** /op/cj/sceneOppManage/edit: an opportunity read, reviewed and corrected (?id=), or entered. */
export default function OppEditPage() {
  return (
    <EditScreen<OppRow, OppValues>
      titles={{ edit: '场景机会审核与修改', create: '录入场景机会' }}
      backTo={OP_OPPS}
      notFound="场景机会不存在或已被删除"
      item={opp}
      review={oppReview}
      fields={oppFields}
      valuesOf={oppValues}
      startValues={{ budgetMin: 0, budgetMax: 0 }}
      save={(values, id) => saveOpp(oppBody(values, id))}
    />
  );
}
