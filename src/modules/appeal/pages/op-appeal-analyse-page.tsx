import { Card, Selector } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Chart, RankedBars } from '@/ui/chart';
import { formatDateTime } from '@/ui/format';
import { PageFrame } from '@/ui/page-frame';
import { Empty, LoadFailed, LoadingCards } from '@/ui/states';
import { appealAnalysis, type AppealAnalysis } from '../api';
import styles from '../parts/appeal.module.css';
import { AppealStateTag } from '../parts/state-tag';
import { OP_INDEX, OP_OVERDUE, opAppealDetailPath } from '../paths';
import { parkToday } from '@common/park-time';

const RANGES = [
  { label: '全部', value: '' },
  { label: '近30天', value: '30' },
  { label: '近90天', value: '90' },
  { label: '近一年', value: '365' },
];

/** YYYY-MM-DD in park time, `days` days ago. */
const parkDate = (daysAgo: number) => parkToday(Date.now(), daysAgo);

const hoursText = (hours: number | null) =>
  hours === null ? '—' : hours >= 48 ? `${(hours / 24).toFixed(1)} 天` : `${hours.toFixed(1)} 小时`;

function Figures({ a }: { a: AppealAnalysis }) {
  const figures: Array<[string, string, string?]> = [
    ['诉求总数', String(a.total)],
    ['超期未答复', String(a.overdueTotal), a.overdueTotal ? styles.overdueText : undefined],
    ['平均答复时长', hoursText(a.averageReplyHours)],
    ['平均办结时长', hoursText(a.averageCloseHours)],
    ['超期答复', String(a.lateCount)],
    [
      '企业满意度',
      a.averageRating === null ? '—' : `${a.averageRating.toFixed(1)} 星（${a.ratedCount} 条评价）`,
    ],
  ];
  return (
    <div className={styles.figures}>
      {figures.map(([label, value, className]) => (
        <div key={label} className={styles.figure}>
          <span className={`${styles.figureValue} ${className ?? ''}`}>{value}</span>
          <span className={styles.figureLabel}>{label}</span>
        </div>
      ))}
    </div>
  );
}

function Report({ a }: { a: AppealAnalysis }) {
  if (a.total === 0) return <Empty title="该时间段没有诉求" />;
  const departmentData = a.byDepartment.flatMap((d) => [
    { name: d.name, value: d.count - d.open, series: '已答复' },
    { name: d.name, value: d.open - d.overdue, series: '办理中' },
    { name: d.name, value: d.overdue, series: '已超期' },
  ]);
  return (
    <>
      <Figures a={a} />
      <Card className={styles.block} title="按办理状态">
        <Chart
          kind="ring"
          title="各状态诉求数"
          unit="件"
          data={a.byState.filter((s) => s.count > 0).map((s) => ({ name: s.label, value: s.count }))}
        />
      </Card>
      <Card className={styles.block} title="按诉求类别">
        <RankedBars title="各类别诉求数" unit="件" data={a.byCategory.map((c) => ({ name: c.label, value: c.count }))} />
      </Card>
      <Card className={styles.block} title="按承办部门">
        {a.byDepartment.length ? (
          <RankedBars title="各部门承办诉求数" unit="件" rowHeight={40} data={departmentData} />
        ) : (
          <p className={styles.hint}>还没有交办到部门的诉求</p>
        )}
      </Card>
      <Card className={styles.block} title={`超期未答复（${a.overdueTotal}）`}>
        {a.overdue.length ? (
          <ul className={styles.overdueList}>
            {a.overdue.map((o) => (
              <li key={o.id}>
                <Link to={opAppealDetailPath(o.id)}>{o.title}</Link>
                <span className={styles.meta}>
                  {o.orgName} · {o.departmentName || '待受理'} · 期限 {formatDateTime(o.dueAt)}
                </span>
                <AppealStateTag state={o.state} overdue />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.hint}>没有超期未答复的诉求</p>
        )}
        {a.overdueTotal > a.overdue.length ? (
          <Link className={styles.more} to={OP_OVERDUE}>
            查看全部超期诉求
          </Link>
        ) : null}
      </Card>
    </>
  );
}

/** /op/appeal/analyse: counts by state, category and department, handling times, the overdue. */
export default function OpAppealAnalysePage() {
  const [days, setDays] = useState('');
  const range = days ? { from: parkDate(Number(days) - 1), to: parkDate(0) } : {};
  const { data, error, mutate } = appealAnalysis.useQuery(range);
  return (
    <PageFrame title="诉求分析" backTo={OP_INDEX}>
      <div className={styles.rangeBar}>
        <Selector
          options={RANGES}
          value={[days]}
          onChange={(values) => setDays(values[0] ?? '')}
          aria-label="统计时间范围"
          style={{ '--padding': '6px 12px' }}
        />
      </div>
      {data ? (
        <Report a={data} />
      ) : error ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : (
        <LoadingCards count={3} />
      )}
    </PageFrame>
  );
}
