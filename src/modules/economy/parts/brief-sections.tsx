import { Card } from 'antd-mobile';
import { DataTable, type DataColumn } from '@/ui/data-table';
import type { BriefLaggard, EconomyBrief } from '../api';
import styles from './economy.module.css';
import { formatGrowth, formatPercent, formatWan } from './format';

type Figure = EconomyBrief['indicators'][number];
type RankedArea = EconomyBrief['ranking']['areas'][number];
type Stage = NonNullable<EconomyBrief['projects']>['stages'][number];
type Late = NonNullable<EconomyBrief['projects']>['behind'][number];

const STAGE_NAMES: Record<string, string> = { SIGN: '签约', BEGIN: '开工', PRODUCE: '投产' };
/** A laggard's figure in its unit: 万元 as the other figures, projects as a count. */
const amount = (l: BriefLaggard, value: number) =>
  l.unit === '个' ? `${value.toLocaleString('zh-CN', { maximumFractionDigits: 1 })} 个` : formatWan(value);

/** 落后序时进度: indicators and target projects, the furthest behind first, with what each month must bring. */
export function LaggardSection({ laggards }: { laggards: readonly BriefLaggard[] }) {
  return (
    <Card className={styles.block} title="落后序时进度" data-testid="brief-laggards">
      {laggards.length === 0 ? (
        <p className={styles.hint}>各项指标和年度目标项目均达到序时进度。</p>
      ) : (
        laggards.map((l) => (
          <div key={`${l.kind}-${l.key}`} className={`${styles.pace} ${styles.behind}`}>
            <strong>{l.name}</strong>
            {`：完成 ${amount(l, l.done)} / 目标 ${amount(l, l.target)}，完成率 ${formatPercent(l.completion)}，落后序时进度 ${Math.abs(l.gap).toFixed(1)} 个百分点；全年尚需 ${amount(l, l.remaining)}，后续每月平均需完成 ${amount(l, l.perMonth)}。`}
          </div>
        ))
      )}
    </Card>
  );
}

const FIGURE_COLUMNS: DataColumn<Figure>[] = [
  { key: 'name', title: '指标', strong: true, render: (f) => f.name },
  { key: 'month', title: '截至', render: (f) => (f.month ? `${String(f.month)}月` : '未报齐') },
  { key: 'cumulative', title: '累计值', numeric: true, render: (f) => formatWan(f.cumulative) },
  { key: 'monthly', title: '当月值', numeric: true, render: (f) => formatWan(f.monthly) },
  { key: 'growth', title: '同比增长', numeric: true, render: (f) => formatGrowth(f.growth) },
  { key: 'completion', title: '完成率', numeric: true, render: (f) => formatPercent(f.completion) },
  {
    key: 'pace',
    title: '序时进度',
    render: (f) => (f.month === 0 ? '—' : f.behind ? <span className={styles.lag}>落后</span> : '达到'),
  },
];

export function FigureSection({ indicators }: { indicators: readonly Figure[] }) {
  return (
    <Card className={styles.block} title="主要指标">
      <DataTable caption="七项目标指标" rows={indicators} rowKey={(f) => f.key} columns={FIGURE_COLUMNS} />
    </Card>
  );
}

export function RankingSection({ ranking }: { ranking: EconomyBrief['ranking'] }) {
  const columns: DataColumn<RankedArea>[] = [
    { key: 'name', title: '片区', strong: true, render: (a) => a.name },
    { key: 'mean', title: '平均完成率', numeric: true, render: (a) => formatPercent(a.meanCompletion) },
    ...ranking.indicators.map((i) => ({
      key: i.key,
      title: i.name,
      numeric: true,
      render: (a: RankedArea) => {
        const cell = a.cells.find((c) => c.key === i.key);
        return cell?.rank ? `${formatPercent(cell.completion)}（第${String(cell.rank)}）` : '—';
      },
    })),
  ];
  return (
    <Card className={styles.block} title="片区排名">
      {ranking.areas.length === 0 ? (
        <p className={styles.hint}>暂无片区。</p>
      ) : (
        <DataTable caption="按完成率排名（括号内为该指标名次）" rows={ranking.areas} rowKey={(a) => a.id} columns={columns} />
      )}
    </Card>
  );
}

const STAGE_COLUMNS: DataColumn<Stage>[] = [
  { key: 'name', title: '目标', strong: true, render: (s) => s.name },
  { key: 'done', title: '已完成/目标', numeric: true, render: (s) => `${String(s.done)}/${String(s.target)}` },
  { key: 'completion', title: '完成率', numeric: true, render: (s) => formatPercent(s.completion) },
  { key: 'pace', title: '序时进度', render: (s) => (s.target === 0 ? '—' : s.behind ? '落后' : '达到') },
];

export function ProjectSection({ projects }: { projects: NonNullable<EconomyBrief['projects']> }) {
  return (
    <Card className={styles.block} title="年度目标项目">
      <DataTable caption="按阶段" rows={projects.stages} rowKey={(s) => s.stage} columns={STAGE_COLUMNS} />
      {projects.behind.length ? (
        <ul aria-label="计划日期已过仍未达到的目标项目">
          {projects.behind.map((p: Late) => (
            <li key={p.id} className={styles.hint}>
              {`${p.name}（${p.deptName || '未指定部门'}）：计划${STAGE_NAMES[p.targetStage] ?? ''} ${p.plan ?? ''}，尚未达到`}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>没有计划日期已过仍未达到的目标项目。</p>
      )}
    </Card>
  );
}

export function ExplainSection({ explains }: { explains: EconomyBrief['explains'] }) {
  return (
    <Card className={styles.block} title="数据说明">
      {explains.length === 0 ? (
        <p className={styles.hint}>本月没有数据说明。</p>
      ) : (
        explains.map((e) => (
          <p key={e.id} className={styles.hint}>
            <strong>{e.indicatorName}：</strong>
            {e.content}
          </p>
        ))
      )}
    </Card>
  );
}
