import { Card } from 'antd-mobile';
import { Chart } from '@/ui/chart';
import { DataTable } from '@/ui/data-table';
import { StatGrid } from '@/ui/stat-grid';
import { Empty } from '@/ui/states';
import type { EconomyTarget } from '../api';
import styles from './economy.module.css';
import { AREA_COLUMNS } from './area-columns';
import { formatGrowth, formatPercent, formatWan } from './format';

type Month = EconomyTarget['months'][number];

/** 落后序时进度 (and by how much, what each month must bring), or ahead of it. */
function PaceNote({ t }: { t: EconomyTarget }) {
  if (!t.pace) return null;
  const { gap, behind, perMonth, remaining } = t.pace;
  return (
    <p className={`${styles.pace} ${behind ? styles.behind : ''}`} data-testid="economy-pace">
      {behind
        ? `落后序时进度 ${Math.abs(gap).toFixed(1)} 个百分点，全年尚需完成 ${formatWan(remaining)}，${t.month < 12 ? `后续月均需完成 ${formatWan(perMonth)}` : '已是年末'}。`
        : `快于序时进度 ${gap.toFixed(1)} 个百分点${remaining > 0 ? `，全年尚需完成 ${formatWan(remaining)}` : '，已完成全年目标'}。`}
    </p>
  );
}

const MONTH_COLUMNS = [
  { key: 'month', title: '月份', strong: true, render: (m: Month) => `${String(m.month)}月` },
  { key: 'cumulative', title: '累计值', numeric: true, render: (m: Month) => formatWan(m.cumulative) },
  { key: 'monthly', title: '当月值', numeric: true, render: (m: Month) => formatWan(m.monthly) },
  { key: 'last', title: '上年同期', numeric: true, render: (m: Month) => formatWan(m.lastYearCumulative) },
  { key: 'growth', title: '同比增长', numeric: true, render: (m: Month) => formatGrowth(m.growth) },
  { key: 'completion', title: '完成率', numeric: true, render: (m: Month) => formatPercent(m.completion) },
  { key: 'time', title: '序时进度', numeric: true, render: (m: Month) => formatPercent(m.timeProgress) },
];

/** An indicator's year: the figures, the pace note, the charts and the tables by month and by area. */
export function TargetReport({ t }: { t: EconomyTarget }) {
  const reported = t.months.filter((m) => m.cumulative !== null || m.lastYearCumulative !== null);
  if (t.month === 0 && t.target === null)
    return <Empty title={`${String(t.year)}年还没有${t.indicator.name}的数据`} />;
  const cumulativeData = reported.flatMap((m) => [
    ...(m.cumulative === null
      ? []
      : [{ name: `${String(m.month)}月`, value: m.cumulative, series: `${String(t.year)}年累计` }]),
    ...(m.lastYearCumulative === null
      ? []
      : [
          {
            name: `${String(m.month)}月`,
            value: m.lastYearCumulative,
            series: `${String(t.year - 1)}年同期`,
          },
        ]),
  ]);
  const progressData = t.months.flatMap((m) => [
    ...(m.completion === null
      ? []
      : [{ name: `${String(m.month)}月`, value: m.completion, series: '完成率' }]),
    { name: `${String(m.month)}月`, value: m.timeProgress, series: '序时进度' },
  ]);
  return (
    <>
      <StatGrid
        label={`${t.indicator.name}主要数据`}
        items={[
          { label: '年度目标', value: formatWan(t.target) },
          {
            label: t.month ? `累计（1–${String(t.month)}月）` : '累计',
            value: formatWan(t.cumulative),
            testId: 'economy-cumulative',
          },
          { label: '同比增长', value: formatGrowth(t.growth) },
          { label: '完成率', value: formatPercent(t.completion), testId: 'economy-completion' },
          { label: '序时进度', value: t.month ? formatPercent(t.timeProgress) : '—' },
        ]}
      />
      <PaceNote t={t} />
      {t.month < 12 && t.months[t.month]?.reportedAreas ? (
        <p className={`${styles.block} ${styles.hint}`}>
          {`${String(t.month + 1)}月已有 ${String(t.months[t.month]!.reportedAreas)}/${String(t.areaCount)} 个片区报送，报齐后计入合计。`}
        </p>
      ) : null}
      <Card className={styles.block} title="逐月累计（万元）">
        <Chart kind="bar" title={`${t.indicator.name}逐月累计与上年同期`} unit="万元" data={cumulativeData} />
      </Card>
      <Card className={styles.block} title="完成率与序时进度">
        <Chart kind="line" title={`${t.indicator.name}完成率与序时进度`} unit="%" data={progressData} />
      </Card>
      <Card className={styles.block} title="按月">
        <DataTable
          caption={`${String(t.year)}年${t.indicator.name}逐月情况`}
          rows={t.months}
          rowKey={(m) => m.month}
          columns={MONTH_COLUMNS}
        />
      </Card>
      {t.areas.length ? (
        <Card className={styles.block} title={t.month ? `各片区（截至${String(t.month)}月）` : '各片区'}>
          <DataTable
            caption={`${t.indicator.name}各片区完成情况`}
            rows={t.areas}
            rowKey={(a) => a.id}
            columns={AREA_COLUMNS}
          />
        </Card>
      ) : null}
      <p
        className={`${styles.block} ${styles.hint}`}
      >{`统计口径：${t.indicator.scope}。单位：${t.indicator.unit}。`}</p>
    </>
  );
}
