import { ChipTabs } from '@/ui/chip-tabs';
import { Chart } from '@/ui/chart';
import { DataTable } from '@/ui/data-table';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { Empty } from '@/ui/states';
import { OP_HOME } from '@/core/nav';
import { torchRank, TORCH_METRIC_KEYS, TORCH_METRICS, type TorchMetric } from '../api';
import { ChainChips, useChoice, useTorchYear, YearChips } from '../parts/pickers';
import { torchValue } from '../torch/format';
import styles from '../parts/industry.module.css';

const RANKED: TorchMetric[] = ['revenue', 'rdExpense', 'rdRatio', 'patents', 'inventionPatents', 'tax', 'staff'];

/** /op/im/torch/rank: the park's enterprises ranked by one torch figure of a year (within a chain if chosen). */
export default function TorchRankPage() {
  const { years, year, setYear } = useTorchYear();
  const [metric, setMetric] = useChoice('metric', 'revenue');
  const [chain, setChain] = useChoice('chainId', '');
  const m = TORCH_METRIC_KEYS.find((k) => k === metric) ?? 'revenue';
  const state = torchRank.useQuery(year ? { year, metric: m, ...(chain ? { chainId: Number(chain) } : {}), size: 20 } : null);
  return (
    <PageFrame title="火炬统计排行" backTo={OP_HOME}>
      <YearChips years={years} year={year} onChange={setYear} />
      <div className={styles.rows}>
        <ChipTabs label="排行指标" tabs={RANKED.map((k) => ({ key: k, title: TORCH_METRICS[k].label }))} activeKey={m} onChange={setMetric} />
      </div>
      <ChainChips value={chain} onChange={setChain} />
      {year === null ? (
        <Empty title="园区尚无火炬统计数据" />
      ) : (
        <Loaded state={state}>
          {({ list, total }) =>
            list.length === 0 ? (
              <Empty title="该年度没有符合条件的企业" />
            ) : (
              <>
                <p className={styles.text}>{m === 'rdRatio' ? `${String(year)}年前 ${String(list.length)} 名企业的研发投入强度` : `${String(year)}年合计 ${torchValue(m, total)}，前 ${String(list.length)} 名如下`}</p>
                <Chart kind="bar" horizontal title={`${String(year)}年${TORCH_METRICS[m].label}排行`} unit={m === 'rdRatio' ? '%' : TORCH_METRICS[m].unit} height={Math.max(240, Math.min(list.length, 10) * 28)} data={list.slice(0, 10).map((r) => ({ name: r.name, value: r.value }))} />
                <div className={styles.card}>
                  <DataTable
                    caption={`${TORCH_METRICS[m].label}排行`}
                    rows={list}
                    rowKey={(r) => r.orgId}
                    columns={[
                      { key: 'rank', title: '名次', numeric: true, strong: true, render: (r) => r.rank },
                      { key: 'name', title: '企业名称', render: (r) => r.name },
                      { key: 'industry', title: '行业', render: (r) => r.industry || '—' },
                      { key: 'value', title: TORCH_METRICS[m].label, numeric: true, render: (r) => torchValue(m, r.value) },
                    ]}
                  />
                </div>
              </>
            )
          }
        </Loaded>
      )}
    </PageFrame>
  );
}
