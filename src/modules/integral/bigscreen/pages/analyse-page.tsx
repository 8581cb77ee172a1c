import { Chart } from '@/ui/chart/index';
import { dimensionAnalysis, type BigscreenAnalyse } from '../api';
import styles from '../parts/bigscreen.module.css';
import { points } from '../parts/rank-list';
import { gridClass, LiveScreen, Note, Panel } from '../parts/screen-frame';
import { useChartHeight } from '../parts/use-chart-height';

/** The share of the full marks an average reaches, in per cent with one decimal. */
const rate = (average: number, full: number) => (full > 0 ? Math.round((average / full) * 1000) / 10 : 0);

/** /lg/analyse: the dimensions by stage and by industry against their full marks, and over the years. */
export default function AnalysePage() {
  return (
    <LiveScreen title="创新积分维度分析" read={dimensionAnalysis} args={{}} empty={(a) => a.count === 0}>
      {(a) => <Analysis a={a} />}
    </LiveScreen>
  );
}

function Analysis({ a }: { a: BigscreenAnalyse }) {
  const height = useChartHeight(0.3);
  const stages = a.stages.filter((s) => s.count > 0);
  return (
    <div className={gridClass}>
      <Panel title="各阶段维度得分率">
        <Chart
          kind="bar"
          look="wall"
          height={height}
          title="各阶段维度得分率"
          unit="%"
          data={stages.flatMap((s) =>
            s.dimensions.map((d) => ({
              name: s.stageLabel,
              value: rate(d.average, d.maxAverage),
              series: d.name,
            })),
          )}
        />
      </Panel>
      <Panel title="各行业维度平均分" span="wide">
        <Chart
          kind="bar"
          look="wall"
          height={height}
          title="各行业维度平均分"
          unit="分"
          data={a.industries.flatMap((i) =>
            i.dimensions.map((d) => ({ name: i.industryName, value: d.average, series: d.name })),
          )}
        />
      </Panel>
      <Panel title="各阶段平均分与满分">
        <table className={styles.table} aria-label="各阶段维度平均分与满分">
          <thead>
            <tr>
              <th>阶段</th>
              <th className={styles.num}>企业</th>
              {stages[0]?.dimensions.map((d) => (
                <th key={d.dimension} className={styles.num}>
                  {d.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stages.map((s) => (
              <tr key={s.stage}>
                <td>{s.stageLabel}</td>
                <td className={styles.num}>{s.count}</td>
                {s.dimensions.map((d) => (
                  <td key={d.dimension} className={styles.num}>
                    {points(d.average)} / {points(d.maxAverage)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <Note>平均分 / 满分：各阶段权重不同，满分为该阶段各维度的权重之和。</Note>
      </Panel>
      <Panel title="历年平均分走势" span="wide">
        <Chart
          kind="line"
          look="wall"
          height={height}
          title="历年平均分走势"
          unit="分"
          data={a.trend.flatMap((t) => [
            { name: `${String(t.year)}年`, value: t.average, series: '总分' },
            ...t.dimensions.map((d) => ({ name: `${String(t.year)}年`, value: d.average, series: d.name })),
          ])}
        />
        <Note>
          {a.trend
            .map((t) => `${String(t.year)}年 ${String(t.count)} 家，平均 ${points(t.average)} 分`)
            .join('；')}
        </Note>
      </Panel>
    </div>
  );
}
