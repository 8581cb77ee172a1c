import { Chart } from '@/ui/chart';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { StatGrid } from '@/ui/stat-grid';
import { Empty } from '@/ui/states';
import { OP_HOME } from '@/core/nav';
import { orgStatistics } from '../api';
import { ChainChips, useChoice } from '../parts/pickers';

/** /op/im/org/analysis: the industry enterprises by segment, area, industry, capital and age — of all chains or one. */
export default function OrgAnalysisPage() {
  const [chain, setChain] = useChoice('chainId', '');
  const state = orgStatistics.useQuery(chain ? Number(chain) : undefined);
  return (
    <PageFrame title="产业企业分析" backTo={OP_HOME}>
      <ChainChips value={chain} onChange={setChain} />
      <Loaded state={state}>
        {(s) =>
          s.enterprises === 0 ? (
            <Empty title="尚未标注产业企业" />
          ) : (
            <>
              <StatGrid label="产业企业" items={[{ label: '产业企业', value: s.enterprises }, ...s.byStream.map((b) => ({ label: `${b.name}企业`, value: b.value }))]} />
              <Chart kind="bar" horizontal title="按区县" unit="家" height={Math.max(200, s.byCounty.length * 26)} data={s.byCounty} />
              <Chart kind="pie" title="按行业" unit="家" data={s.byIndustry.slice(0, 8)} />
              <Chart kind="bar" title="按注册资本" unit="家" data={s.byCapital} />
              <Chart kind="line" title="按成立年代" unit="家" data={s.bySetup} />
            </>
          )
        }
      </Loaded>
    </PageFrame>
  );
}
