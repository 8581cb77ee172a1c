import { Button } from 'antd-mobile';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { NotFound } from '@/ui/states';
import { integralPortrait } from '../api-ranking';
import { PortraitView } from '../parts/portrait/view';
import { idOf, OP_RANKING, simulatePath, yearParam } from '../parts/ranking/paths';

/**
 * /integral/portrait/:id: one enterprise's innovation score for a year, explained indicator by
 * indicator — the portrait the enterprise sees of itself, with 模拟测算 for the park's operators.
 */
export default function PortraitOpPage() {
  const id = idOf(useParams().id);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const year = yearParam(search);
  const state = integralPortrait.useQuery(id === null ? null : { id, ...(year ? { year } : {}) });
  const scored = state.data?.score ? state.data : null;
  const right =
    id !== null && scored ? (
      <Button size="mini" color="primary" fill="none" onClick={() => void navigate(simulatePath(id, scored.year))}>
        模拟测算
      </Button>
    ) : null;
  return (
    <PageFrame title="企业创新积分画像" backTo={OP_RANKING} right={right}>
      {id === null ? (
        <NotFound title="企业不存在" />
      ) : (
        <Loaded state={state} notFoundText="企业不存在或不在本园区" backTo={OP_RANKING}>
          {(portrait) => (
            <PortraitView portrait={portrait} whose="该企业" onYear={(y) => setSearch({ year: String(y) }, { replace: true })} />
          )}
        </Loaded>
      )}
    </PageFrame>
  );
}
