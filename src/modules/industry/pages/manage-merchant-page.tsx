import { manageMerchantPath } from '../paths';
import { TargetsScreen } from '../parts/targets-screen';

/** /op/indusManage/merchant/{type}: keep the chain's targets — add, edit, change their state. */
export default function ManageMerchantPage() {
  return <TargetsScreen title="招商目标维护" param="type" view={manageMerchantPath} mode="manage" />;
}
