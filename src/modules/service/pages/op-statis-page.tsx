import { formatRating } from '@common/service/rules';
import { Chart } from '@/ui/chart';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { StatGrid } from '@/ui/stat-grid';
import { Empty } from '@/ui/states';
import { statis, type ServiceStatis } from '../api';
import { Panel } from '../parts/panel';
import styles from '../parts/service.module.css';

const SERIES = [
  ['applies', '服务申请'],
  ['finished', '已完成'],
  ['requires', '服务需求'],
] as const;

function Statis({ s }: { s: ServiceStatis }) {
  const monthly = s.months.flatMap((m) => SERIES.map(([key, series]) => ({ name: m.month.slice(2).replace('-', '/'), value: m[key], series })));
  const byCategory = s.categories.flatMap((c) => SERIES.map(([key, series]) => ({ name: c.category, value: c[key], series })));
  return (
    <>
      <Panel title="近 12 个月">
        <StatGrid
          label="近 12 个月服务概况"
          items={[
            { label: '服务申请', value: s.total.applies },
            { label: '已完成', value: s.total.finished },
            { label: '服务需求', value: s.total.requires },
            { label: '平均满意度', value: formatRating(s.total.rating) },
          ]}
        />
      </Panel>
      <Panel title="按月份">
        <Chart kind="line" title="每月服务申请、已完成与服务需求" unit="件" data={monthly} height={260} />
        <p className={styles.muted}>横轴为申请或发布的月份（园区时间），纵轴为件数；图例区分服务申请、其中已完成的申请与企业发布的服务需求。</p>
      </Panel>
      <Panel title="按服务类别">
        {s.categories.length === 0 ? (
          <Empty title="近 12 个月暂无服务记录" />
        ) : (
          <>
            <Chart kind="bar" horizontal title="各服务类别的服务申请、已完成与服务需求" unit="件" data={byCategory} height={Math.max(240, s.categories.length * 48)} />
            <p className={styles.muted}>纵轴为服务类别，横轴为近 12 个月的件数；图例同上。</p>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">服务类别</th>
                  <th scope="col">服务申请</th>
                  <th scope="col">已完成</th>
                  <th scope="col">服务需求</th>
                  <th scope="col">满意度</th>
                </tr>
              </thead>
              <tbody>
                {s.categories.map((c) => (
                  <tr key={c.category}>
                    <th scope="row">{c.category}</th>
                    <td>{c.applies}</td>
                    <td>{c.finished}</td>
                    <td>{c.requires}</td>
                    <td>{c.ratings ? `${formatRating(c.rating)}（${String(c.ratings)} 条）` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </Panel>
    </>
  );
}

/** /op/service/statis: the park's service activity of the last twelve months by month and by service category. */
export default function OpStatisPage() {
  return (
    <PageFrame title="服务统计" backTo="/op/index">
      <Loaded state={statis.useQuery({})}>{(s) => <Statis s={s} />}</Loaded>
    </PageFrame>
  );
}
