import { Card } from 'antd-mobile';
import { Chart, RankedBars } from '@/ui/chart/index';
import { DataTable } from '@/ui/data-table';
import { StatGrid } from '@/ui/stat-grid';
import { Empty } from '@/ui/states';
import { useIsDesktop } from '@/ui/use-desktop';
import type { IntegralAnalysis } from '../../api-analysis';
import styles from './analysis.module.css';

/** A score or an average as shown: hundredths at most, trailing zeros dropped. */
export const points = (value: number) => String(Math.round(value * 100) / 100);

/** The share of the full marks an average reaches, in per cent with one decimal. */
const rate = (average: number, full: number) =>
  full > 0 ? `${(Math.round((average / full) * 1000) / 10).toFixed(1)}%` : '—';

type Industry = IntegralAnalysis['industries'][number];

/** The industries as a table (desktop): every figure in its column. */
function IndustryTable({ industries }: { industries: readonly Industry[] }) {
  return (
    <DataTable
      caption="各行业创新积分"
      rows={industries}
      rowKey={(i) => i.industryName}
      columns={[
        { key: 'industry', title: '行业', render: (i) => i.industryName },
        { key: 'count', title: '计分企业', render: (i) => `${String(i.count)} 家`, numeric: true },
        { key: 'average', title: '平均分', render: (i) => `${points(i.average)} 分`, numeric: true },
        { key: 'max', title: '最高分', render: (i) => `${points(i.max)} 分`, numeric: true },
      ]}
    />
  );
}

/** The industries as a list (phone): the name, then its figures. */
function IndustryList({ industries }: { industries: readonly Industry[] }) {
  return (
    <ul className={styles.industries} aria-label="各行业创新积分">
      {industries.map((i) => (
        <li key={i.industryName}>
          <span>{i.industryName}</span>
          <span className={styles.meta}>
            {i.count} 家 · 平均 {points(i.average)} 分 · 最高 {points(i.max)} 分
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A year's distribution: the headline figures, the histogram of totals, the dimension averages
 * against their full marks, the stages and the industries.
 */
export function AnalysisReport({ a }: { a: IntegralAnalysis }) {
  const desktop = useIsDesktop();
  if (a.count === 0 || !a.system)
    return (
      <Empty
        title="该年度还没有创新积分"
        description="企业数据审核通过并完成计算后，这里显示园区的积分分布"
      />
    );
  const industries = [...a.industries].sort((x, y) => y.average - x.average);
  const stages = a.stages.filter((s) => s.count > 0);
  return (
    <>
      <Card className={styles.block} title={`${String(a.year)}年度园区创新积分`}>
        <StatGrid
          label="园区积分概况"
          items={[
            { label: '计分企业', value: `${String(a.count)} 家`, testId: 'integral-count' },
            { label: '平均分', value: points(a.average), testId: 'integral-average' },
            { label: '中位数', value: points(a.median) },
          ]}
        />
        <StatGrid
          label="最高分、最低分与指标体系"
          items={[
            { label: '最高分', value: points(a.max) },
            { label: '最低分', value: points(a.min) },
            { label: '指标体系', value: `第${String(a.system.version)}版` },
          ]}
        />
        <p className={styles.hint}>按{a.system.year}年度当前生效的指标体系计算，满分100分。</p>
      </Card>
      <div className={styles.charts}>
        <Card className={styles.block} title="得分分布">
          {/* Ten buckets side by side do not fit under a phone's bars: there they run from the left. */}
          <Chart
            kind="bar"
            horizontal={!desktop}
            height={desktop ? 240 : 300}
            title="各分数段企业数（每10分一档）"
            unit="家"
            data={a.histogram.map((b) => ({ name: `${String(b.from)}–${String(b.to)}`, value: b.count }))}
          />
        </Card>
        <Card className={styles.block} title="各维度平均得分">
          <StatGrid
            label="各维度平均得分"
            items={a.dimensions.map((d) => ({
              label: `${d.name}（满分${points(d.maxAverage)}）`,
              value: points(d.average),
              testId: `integral-dimension-${d.dimension}`,
            }))}
          />
          <Chart
            kind="bar"
            title="各维度平均得分与平均满分"
            unit="分"
            data={a.dimensions.flatMap((d) => [
              { name: d.name, value: d.average, series: '平均得分' },
              { name: d.name, value: d.maxAverage, series: '平均满分' },
            ])}
          />
          <p className={styles.hint}>
            得分率：{a.dimensions.map((d) => `${d.name} ${rate(d.average, d.maxAverage)}`).join('，')}
            。各阶段权重不同，满分取计分企业的平均。
          </p>
        </Card>
      </div>
      {stages.length ? (
        <Card className={styles.block} title="各阶段">
          <StatGrid
            label="各阶段企业数"
            items={stages.map((s) => ({ label: `${s.stageLabel}企业`, value: `${String(s.count)} 家` }))}
          />
          <StatGrid
            label="各阶段平均分"
            items={stages.map((s) => ({ label: `${s.stageLabel}平均分`, value: points(s.average) }))}
          />
        </Card>
      ) : null}
      <Card className={styles.block} title="各行业">
        {industries.length ? (
          <>
            <RankedBars
              title="各行业平均得分"
              unit="分"
              // Transposed bars run from the bottom: the highest average goes last to stand on top.
              data={[...industries].reverse().map((i) => ({ name: i.industryName, value: i.average }))}
            />
            {desktop ? <IndustryTable industries={industries} /> : <IndustryList industries={industries} />}
          </>
        ) : (
          <p className={styles.hint}>暂无行业数据</p>
        )}
      </Card>
    </>
  );
}
