import { Card } from 'antd-mobile';
import { DataTable, type DataColumn } from '@/ui/data-table';
import { Empty } from '@/ui/states';
import { StatGrid } from '@/ui/stat-grid';
import type { OrgAnalysis, OrgAnalysisResult } from '../api';
import { QualityDimensions } from './dimensions';
import { diffText, pts, ptsText } from './format';
import styles from './quality.module.css';

type IndicatorRow = OrgAnalysisResult['indicators'][number];

const valueText = (row: IndicatorRow) => (row.value === null ? '未填报' : `${pts(row.value)}${row.unit}`);

const COLUMNS: DataColumn<IndicatorRow>[] = [
  { key: 'name', title: '指标', render: (r) => r.name, strong: true },
  { key: 'value', title: '指标值', render: valueText, numeric: true },
  { key: 'points', title: '得分', render: (r) => pts(r.points), numeric: true },
  { key: 'industry', title: '行业平均', render: (r) => pts(r.industryAverage), numeric: true },
  { key: 'park', title: '园区平均', render: (r) => pts(r.parkAverage), numeric: true },
  {
    key: 'diff',
    title: '对比行业',
    render: (r) => <span className={r.diff > 0 ? styles.up : r.diff < 0 ? styles.down : undefined}>{diffText(r.diff)}</span>,
    numeric: true,
  },
  { key: 'weight', title: '权重', render: (r) => `${pts(r.weight)}%`, numeric: true },
];

function Words({ title, lines, empty }: { title: string; lines: readonly string[]; empty: string }) {
  return (
    <Card className={styles.card} title={title}>
      {lines.length > 0 ? (
        <ul className={styles.words} aria-label={title}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{empty}</p>
      )}
    </Card>
  );
}

/** One enterprise against the park and its industry: standing, dimensions, indicators, strengths and weaknesses. */
export function OrgAnalysisReport({ a }: { a: OrgAnalysis }) {
  const r = a.result;
  if (!r)
    return <Empty title="暂无积分" description={`${a.org.fullname}${a.year ? `在${String(a.year)}年度` : ''}没有创新积分，无法对标分析。`} />;
  return (
    <>
      <Card className={styles.card}>
        <h2 className={styles.orgName}>{a.org.fullname}</h2>
        <p className={styles.muted}>{[a.org.industryName, a.org.area, r.stageLabel].filter(Boolean).join(' · ')}</p>
        <StatGrid
          label="对标结果"
          items={[
            { label: `${String(a.year)}年度总分`, value: ptsText(r.total), testId: 'organalysis-total' },
            { label: `园区百分位（第${String(r.park.rank)}/${String(r.park.count)}名）`, value: `${pts(r.park.percentile)}%` },
            {
              label: `行业百分位（第${String(r.industry.rank)}/${String(r.industry.count)}名）`,
              value: `${pts(r.industry.percentile)}%`,
              testId: 'organalysis-industry-percentile',
            },
          ]}
        />
        <StatGrid
          label="平均分"
          items={[
            { label: '园区平均', value: ptsText(r.park.average) },
            { label: `${r.industry.name}平均`, value: ptsText(r.industry.average) },
          ]}
        />
        <p className={styles.summary} data-testid="organalysis-summary">
          {r.summary}
        </p>
      </Card>
      <Words title="优势" lines={r.strengths} empty="与同行业相比没有明显领先的方面。" />
      <Words title="短板" lines={r.weaknesses} empty="与同行业相比没有明显落后的方面。" />
      <QualityDimensions dimensions={r.dimensions} title="各维度对比" />
      <Card className={styles.card} title="逐项指标对比">
        <DataTable
          caption={`各指标得分（0–100）与${r.industry.name}、园区平均`}
          rows={r.indicators}
          columns={COLUMNS}
          rowKey={(row) => row.code}
        />
      </Card>
    </>
  );
}
