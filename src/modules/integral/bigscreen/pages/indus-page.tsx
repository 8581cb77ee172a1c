import { Link, useLocation } from 'react-router-dom';
import { Chart } from '@/ui/chart/index';
import { chainsOverview, type BigscreenChains } from '../api';
import { lgChainPath } from '../paths';
import styles from '../parts/bigscreen.module.css';
import { points, RankList } from '../parts/rank-list';
import { Figures, gridClass, LiveScreen, Note, Panel } from '../parts/screen-frame';
import { useChartHeight } from '../parts/use-chart-height';

/** /lg/indus/index: the park's industry chains side by side, against the park. */
export default function IndusPage() {
  return (
    <LiveScreen title="重点产业链创新积分" read={chainsOverview} args={{}} empty={(c) => c.parkCount === 0}>
      {(c) => <Chains c={c} />}
    </LiveScreen>
  );
}

function Chains({ c }: { c: BigscreenChains }) {
  const { search } = useLocation();
  const height = useChartHeight(0.28);
  return (
    <div className={gridClass}>
      {c.chains.map((chain) => (
        <Panel key={chain.key} title={chain.name}>
          <Link
            className={styles.chainCard}
            to={{ pathname: lgChainPath(chain.key), search }}
            aria-label={`查看${chain.name}产业链`}
          >
            <Figures
              items={[
                {
                  label: '计分企业',
                  value: String(chain.count),
                  unit: '家',
                  testId: `lg-chain-count-${chain.key}`,
                },
                { label: '平均分', value: points(chain.average) },
              ]}
            />
          </Link>
          <Note>
            {chain.description ? `${chain.description}；` : ''}
            {chain.links.map((l) => `${l.name} ${String(l.count)} 家`).join('，')}
          </Note>
          <RankList
            label={`${chain.name}前3名`}
            rows={chain.top.map((r, i) => ({
              key: r.orgId,
              place: i + 1,
              name: r.fullname,
              sub: r.industryName,
              total: r.total,
            }))}
          />
        </Panel>
      ))}
      <Panel title="各产业链平均分与全园区" span="wide">
        <Chart
          kind="bar"
          look="wall"
          height={height}
          title="各产业链平均分与全园区平均分"
          unit="分"
          data={[
            ...c.chains.map((x) => ({ name: x.name, value: x.average })),
            { name: '全园区', value: c.parkAverage },
          ]}
        />
      </Panel>
      <Panel title="计分企业构成">
        <Chart
          kind="ring"
          look="wall"
          height={height}
          title="各产业链计分企业数"
          unit="家"
          data={[
            ...c.chains.map((x) => ({ name: x.name, value: x.count })),
            { name: '其他产业', value: Math.max(c.parkCount - c.chains.reduce((s, x) => s + x.count, 0), 0) },
          ].filter((d) => d.value > 0)}
        />
      </Panel>
    </div>
  );
}
