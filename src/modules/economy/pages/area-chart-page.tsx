import { Card } from 'antd-mobile';
import { useState } from 'react';
import { Chart } from '@/ui/chart';
import { PageFrame } from '@/ui/page-frame';
import { Empty, LoadFailed, LoadingCards } from '@/ui/states';
import { economyOverview } from '../api';
import styles from '../parts/economy.module.css';
import { currentYear, YearBar } from '@/ui/year-bar';

/** /op/economyArea/chart: each indicator's areas, completion beside the time progress. */
export default function AreaChartPage() {
  const [year, setYear] = useState(currentYear);
  const { data, error, mutate } = economyOverview.useQuery({ year });
  return (
    <PageFrame title="片区经济指标图表" backTo="/op/economyArea">
      <YearBar value={year} onChange={setYear} />
      {data && data.year === year ? (
        data.indicators.every((i) => i.month === 0) ? (
          <Empty title={`${String(year)}年还没有片区数据`} />
        ) : (
          data.indicators
            .filter((i) => i.month > 0)
            .map((i) => (
              <Card key={i.key} className={styles.block} title={`${i.name}（截至${String(i.month)}月）`}>
                <Chart
                  kind="bar"
                  title={`${i.name}各片区完成率`}
                  unit="%"
                  height={Math.max(200, i.areas.length * 56)}
                  horizontal
                  data={i.areas.flatMap((a) => [
                    ...(a.completion === null
                      ? []
                      : [{ name: a.name, value: a.completion, series: '完成率' }]),
                    { name: a.name, value: i.timeProgress, series: '序时进度' },
                  ])}
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
