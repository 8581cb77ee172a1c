import { ApplyScreen } from '../parts/apply-screen';
import { OP_APPLIES } from '../paths';

/** /op/proApply/detail/:id: one application, its trail, and the service desk's next step. */
export default function OpApplyPage() {
  return <ApplyScreen title="服务申请详情" backTo={OP_APPLIES} />;
}
