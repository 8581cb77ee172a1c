import { Card, Selector } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { Chart, RankedBars } from '@/ui/chart';
import { ExportButton } from '@/ui/list-page';
import { PageFrame } from '@/ui/page-frame';
import { Empty, LoadFailed, LoadingCards } from '@/ui/states';
import { accessExport, accessStats, ACCESS_DEFAULT_DAYS, ACCESS_MAX_DAYS, type AccessStats } from '../api';
import styles from '../parts/access.module.css';
import { DataTable } from '@/ui/data-table';
import { DAY_MS, parkToday } from '@common/park-time';

/** YYYY-MM-DD in park time (UTC+8), `daysAgo` days before today. */
const parkDate = (daysAgo: number, now = Date.now()) => parkToday(now, daysAgo);

const PRESETS = [7, ACCESS_DEFAULT_DAYS, 90].map((days) => ({ label: `近${String(days)}天`, value: String(days) }));
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The range the URL asks for (`?from=&to=`), the last 30 days when it asks for none. */
function rangeOf(params: URLSearchParams): { from: string; to: string } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (DAY_TEXT.test(from) && DAY_TEXT.test(to)) return { from, to };
  return { from: parkDate(ACCESS_DEFAULT_DAYS - 1), to: parkDate(0) };
}

/** What is wrong with a range, as the server would say it, or null. */
function rangeProblem({ from, to }: { from: string; to: string }): string | null {
  if (from > to) return '开始日期不能晚于结束日期';
  if (dayNumber(to) - dayNumber(from) + 1 > ACCESS_MAX_DAYS) return `统计范围不能超过 ${String(ACCESS_MAX_DAYS)} 天`;
  return null;
}

const percent = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : '—');
const shortDay = (day: string) => day.slice(5);

function Figures({ s }: { s: AccessStats }) {
  const days = s.daily.length || 1;
  const figures: Array<[string, string]> = [
    ['访问次数', String(s.visits)],
    ['访问用户', String(s.users)],
    ['日均访问', (s.visits / days).toFixed(s.visits / days >= 100 ? 0 : 1)],
  ];
  return (
    <div className={styles.figures}>
      {figures.map(([label, value]) => (
        <div key={label} className={styles.figure}>
          <span className={styles.figureValue} data-figure={label}>
            {value}
          </span>
          <span className={styles.figureLabel}>{label}</span>
        </div>
      ))}
    </div>
  );
}

function Report({ s }: { s: AccessStats }) {
  const daily = s.daily.flatMap((d) => [
    { name: shortDay(d.day), value: d.visits, series: '访问次数' },
    { name: shortDay(d.day), value: d.users, series: '访问用户' },
  ]);
  const topPages = s.byPage.slice(0, 10);
  return (
    <>
      <Figures s={s} />
      <Card className={styles.block} title="每日访问">
        <Chart kind="line" title="每日访问次数与访问用户数" unit="次／人" data={daily} height={260} />
      </Card>
      {s.visits === 0 ? (
        <Empty title="该时间段没有访问记录" />
      ) : (
        <div className={styles.charts}>
          <Card className={styles.block} title="按模块">
            <RankedBars
              title="各模块访问次数"
              unit="次"
              minHeight={180}
              data={s.byModule.map((m) => ({ name: m.label, value: m.visits }))}
            />
          </Card>
          <Card className={styles.block} title="访问最多的页面">
            <RankedBars
              title="访问最多的页面"
              unit="次"
              minHeight={180}
              data={topPages.map((p) => ({ name: p.page, value: p.visits }))}
            />
          </Card>
        </div>
      )}
      {s.visits > 0 ? (
        <Card className={styles.block} title="按页面">
          <DataTable
            label="各页面访问次数"
            caption={`${s.from} 至 ${s.to}，共 ${String(s.byPage.length)} 个页面`}
            rows={s.byPage}
            rowKey={(p) => `${p.module}|${p.page}`}
            columns={[
              { key: 'page', title: '页面', render: (p) => p.page },
              { key: 'module', title: '模块', render: (p) => p.label },
              { key: 'visits', title: '访问次数', render: (p) => p.visits, numeric: true },
              { key: 'share', title: '占比', render: (p) => percent(p.visits, s.visits), numeric: true },
            ]}
          />
        </Card>
      ) : null}
    </>
  );
}

/** One end of the range: a day no later than `max`, taken only when the browser gives a whole date. */
function DayInput({ label, value, max, onPick }: { label: string; value: string; max: string; onPick: (day: string) => void }) {
  return (
    <label>
      {label}
      <input
        type="date"
        aria-label={`${label}日期`}
        value={value}
        max={max}
        onChange={(e) => DAY_TEXT.test(e.target.value) && onPick(e.target.value)}
      />
    </label>
  );
}

/** /op/access: visits and visitors per day, by module and by page, over a chosen range; export. */
export default function AccessPage() {
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  const problem = rangeProblem(range);
  const { data, error, mutate } = accessStats.useQuery(problem ? null : range);
  const today = parkDate(0);
  const preset = range.to === today ? PRESETS.find((p) => range.from === parkDate(Number(p.value) - 1)) : undefined;
  const choose = (next: { from: string; to: string }) => setParams({ from: next.from, to: next.to }, { replace: true });

  return (
    <PageFrame title="访问统计" right={problem ? null : <ExportButton compact download={() => accessExport(range)} />}>
      <div className={styles.rangeBar}>
        <Selector
          options={PRESETS}
          value={preset ? [preset.value] : []}
          onChange={(values) => {
            const days = Number(values[0]);
            if (days) choose({ from: parkDate(days - 1), to: today });
          }}
          aria-label="统计时间范围"
          style={{ '--padding': '6px 12px' }}
        />
        <div className={styles.dates}>
          <DayInput label="开始" value={range.from} max={today} onPick={(from) => choose({ from, to: range.to })} />
          <DayInput label="结束" value={range.to} max={today} onPick={(to) => choose({ from: range.from, to })} />
        </div>
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      {problem ? null : data ? (
        <Report s={data} />
      ) : error ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : (
        <LoadingCards count={3} />
      )}
    </PageFrame>
  );
}
