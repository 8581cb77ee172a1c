import { indicatorPath } from '../paths';
import { IndicatorList } from '../parts/indicator-list';

/** /op/economy/indicator/:type: a type's indicator definitions, their units, frequencies and formulas. */
export default function IndicatorPage() {
  return <IndicatorList manage={false} pathFor={indicatorPath} />;
}
