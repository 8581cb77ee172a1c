import { useSearchParams } from 'react-router-dom';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { cultivationEvaluation } from '../api';
import { CULTIVATION_ALL } from '../paths';
import { EvaluationSummary, PlanList, TierResultCard } from '../parts/evaluation-view';
import { FiguresForm } from '../parts/figures-form';

/**
 * /cultivation/detail: my enterprise's evaluation (an operator's: any enterprise's, ?orgId=):
 * tier reached, the next one and its gap, the plan, each tier's points, and the figures to update.
 */
export default function CultivationDetailPage() {
  const [search] = useSearchParams();
  const asked = Number(search.get('orgId'));
  const orgId = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const state = cultivationEvaluation.useQuery(orgId ?? undefined);
  return (
    <PageFrame title="企业梯度评价" backTo={CULTIVATION_ALL}>
      <Loaded state={state} notFoundText="企业不存在" backTo={CULTIVATION_ALL}>
        {(data) => (
          <>
            <EvaluationSummary data={data} />
            <PlanList data={data} />
            {data.tiers.map((t) => (
              <TierResultCard key={t.tierId} tier={t} />
            ))}
            <FiguresForm data={data} orgId={orgId} />
          </>
        )}
      </Loaded>
    </PageFrame>
  );
}
