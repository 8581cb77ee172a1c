import { RequireScreen } from '../parts/require-view';
import { OP_REQUIRES } from '../paths';

/** /op/serviceRequire/detail/:id: one requirement, its answers, its trail, and the service desk's next step. */
export default function OpRequirePage() {
  return <RequireScreen title="服务需求详情" backTo={OP_REQUIRES} />;
}
