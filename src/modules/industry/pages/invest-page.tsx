import { Chart } from '@/ui/chart';
import { StatGrid } from '@/ui/stat-grid';
import { investCounts, TARGET_STATE_KEYS, TARGET_STATES } from '../api';
import { investPath } from '../paths';
import { TargetsScreen } from '../parts/targets-screen';

/** The park's investment leads by follow-up state: figures and a chart above the chain's leads. */
function InvestSummary() {
  const counts = investCounts.useQuery({}).data;
  if (!counts) return null;
  return (
    <>
      <StatGrid label="全园区招商线索" items={[{ label: '线索总数', value: counts.total }, ...TARGET_STATE_KEYS.filter((s) => s !== 'DROPPED').map((s) => ({ label: TARGET_STATES[s], value: counts.byState[s] ?? 0 }))]} />
      <Chart kind="pie" title="全园区招商线索跟进状态" unit="个" data={TARGET_STATE_KEYS.map((s) => ({ name: TARGET_STATES[s], value: counts.byState[s] ?? 0 }))} />
    </>
  );
}

/** /op/im/invest/{id}: investment leads with their follow-up — the park's figures, the chain's leads to follow up. */
export default function InvestPage() {
  return <TargetsScreen title="招商跟进" param="id" view={investPath} mode="follow" header={<InvestSummary />} />;
}
