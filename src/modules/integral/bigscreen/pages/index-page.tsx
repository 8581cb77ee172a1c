import { overview, type BigscreenOverview } from '../api';
import { points, RankList } from '../parts/rank-list';
import { Figures, gridClass, LiveScreen, Note, Panel } from '../parts/screen-frame';
import { ScorePanel } from '../parts/score-panels';
import { useChartHeight } from '../parts/use-chart-height';

/** /lg/index: the park's score at a glance — counts, average, distribution, stages, dimensions, top 10. */
export default function IndexPage() {
  return (
    <LiveScreen title="园区创新积分总览" read={overview} args={{}} empty={(o) => o.count === 0}>
      {(o) => <Overview o={o} />}
    </LiveScreen>
  );
}

function Overview({ o }: { o: BigscreenOverview }) {
  const height = useChartHeight(0.32);
  return (
    <div className={gridClass}>
      <Panel title={`${String(o.year)}年度积分概况`}>
        <Figures
          items={[
            { label: '计分企业', value: String(o.count), unit: '家', testId: 'lg-count' },
            { label: '平均分', value: points(o.average), testId: 'lg-average' },
            { label: '最高分', value: points(o.max) },
            { label: '最低分', value: points(o.min) },
          ]}
        />
        <Note>
          满分100分，按{o.year}年度第{o.system?.version}版指标体系计算
        </Note>
      </Panel>
      <ScorePanel chart="histogram" of={o} title="各分数段企业数（每10分一档）" height={height} />
      <Panel title="积分前10名" span="tall">
        <RankList
          label="积分前10名"
          rows={o.top.map((r) => ({
            key: r.orgId,
            place: r.rank,
            name: r.fullname,
            sub: `${r.industryName} · ${r.stageLabel}`,
            total: r.total,
          }))}
        />
      </Panel>
      <ScorePanel chart="stages" of={o} title="各阶段计分企业数" height={height} />
      <ScorePanel chart="dimensions" of={o} title="各维度平均得分与平均满分" height={height} />
    </div>
  );
}
