import { indicatorManagePath } from '../paths';
import { IndicatorList } from '../parts/indicator-list';

/** /op/economy/indicatorManage/:type: adding, editing, disabling and deleting a type's indicator definitions. */
export default function IndicatorManagePage() {
  return <IndicatorList manage pathFor={indicatorManagePath} />;
}
