import { Button, Card, Dialog, Selector } from 'antd-mobile';
import { useState } from 'react';
import { PageFrame } from '@/ui/page-frame';
import { Empty, LoadFailed, LoadingCards } from '@/ui/states';
import {
  INDICATOR_DEFINITIONS,
  TARGET_INDICATORS,
  economyAreaMonth,
  lastMonth,
  lockEconomyMonth,
  saveEconomyFigure,
  type TargetIndicator,
} from '../api';
import styles from '../parts/economy.module.css';
import { FigureRow } from '../parts/figure-row';
import { MonthField } from '../parts/month-field';

const INDICATOR_OPTIONS = TARGET_INDICATORS.map((key) => ({
  label: INDICATOR_DEFINITIONS[key].name,
  value: key,
}));

/** /op/economyArea/input: each area's cumulative of an indicator for a month; a reviewed month is locked. */
export default function InputPage() {
  const [indicator, setIndicator] = useState<TargetIndicator>('gszcz');
  const [period, setPeriod] = useState(() => lastMonth());
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  const { data, error, mutate, isLoading } = economyAreaMonth.useQuery({ indicator, year, month });
  const lock = async () => {
    const ok = await Dialog.confirm({
      content: `锁定后${String(year)}年${String(month)}月全部片区、全部指标的数据不能再修改，确定锁定吗？`,
    });
    if (ok) await lockEconomyMonth({ year, month }).catch(() => undefined);
  };
  return (
    <PageFrame title="片区月度数据填报" backTo="/op/index">
      <div className={styles.bar}>
        <Selector
          aria-label="指标"
          options={INDICATOR_OPTIONS}
          value={[indicator]}
          onChange={(v) => v[0] && setIndicator(v[0])}
          style={{ '--padding': '4px 10px' }}
        />
      </div>
      <MonthField value={period} onChange={setPeriod} />
      {data ? (
        data.rows.length === 0 ? (
          <Empty title="本园区尚未设置统计片区" />
        ) : (
          <Card
            className={styles.block}
            title={`${String(year)}年${String(month)}月 ${INDICATOR_DEFINITIONS[indicator].name}（累计值，万元）`}
          >
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="各片区数据">
              {data.rows.map((row) => (
                <FigureRow
                  key={`${indicator}-${period}-${String(row.areaId)}-${String(row.cumulative)}-${String(row.locked)}`}
                  row={row}
                  onSave={(cumulative, note) =>
                    saveEconomyFigure({ indicator, year, month, areaId: row.areaId, cumulative, note })
                  }
                />
              ))}
            </ul>
            {data.locked ? (
              <p className={styles.hint}>本月数据已审核锁定。</p>
            ) : (
              <Button block fill="outline" onClick={() => void lock()} style={{ marginTop: 12 }}>
                审核锁定本月数据
              </Button>
            )}
          </Card>
        )
      ) : error && !isLoading ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : (
        <LoadingCards count={3} />
      )}
    </PageFrame>
  );
}
