import { merchantPath } from '../paths';
import { TargetsScreen } from '../parts/targets-screen';

/** /op/im/merchant/{id}: the chain's targets to attract, by follow-up state. */
export default function MerchantPage() {
  return <TargetsScreen title="招商目标" param="id" view={merchantPath} mode="follow" />;
}
