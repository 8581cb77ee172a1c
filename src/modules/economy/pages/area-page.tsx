import { Card } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '@/ui/data-table';
import { PageFrame } from '@/ui/page-frame';
import { Empty, LoadFailed, LoadingCards } from '@/ui/states';
import { economyOverview, type TargetIndicator } from '../api';
import { AREA_COLUMNS } from '../parts/area-columns';
import styles from '../parts/economy.module.css';
import { formatGrowth, formatPercent, formatWan } from '../parts/format';
import { currentYear, YearBar } from '@/ui/year-bar';
import { ECONOMY_AREA_CHART, economyTargetPath } from '../paths';

/** /op/economyArea: the seven indicators with their sub-areas side by side, those behind time progress first. */
export default function AreaPage() {
  const [year, setYear] = useState(currentYear);
  const { data, error, mutate } = economyOverview.useQuery({ year });
  return (
    <PageFrame title="片区经济指标" backTo="/op/index" right={<Link to={ECONOMY_AREA_CHART}>图表</Link>}>
      <YearBar value={year} onChange={setYear} />
      {data && data.year === year ? (
        data.indicators.every((i) => i.month === 0) ? (
          <Empty title={`${String(year)}年还没有片区数据`} />
        ) : (
          data.indicators.map((i) => (
            <Card
              key={i.key}
              className={styles.block}
              title={<Link to={economyTargetPath(i.key as TargetIndicator)}>{i.name}</Link>}
              extra={i.pace?.behind ? <span className={styles.lag}>落后序时</span> : null}
            >
              <p className={styles.hint}>
                {i.month
                  ? `截至${String(i.month)}月累计 ${formatWan(i.cumulative)}，同比 ${formatGrowth(i.growth)}，完成率 ${formatPercent(i.completion)}（序时进度 ${formatPercent(i.timeProgress)}）`
                  : '尚无报齐的月份'}
              </p>
              <DataTable
                caption={`${i.name}各片区`}
                rows={i.areas}
                rowKey={(a) => a.id}
                columns={AREA_COLUMNS}
              />
            </Card>
          ))
        )
      ) : error ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : (
        <LoadingCards count={3} />
      )}
    </PageFrame>
  );
}
