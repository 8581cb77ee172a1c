import { Selector } from 'antd-mobile';
import { Chart } from '@/ui/chart';
import { DataTable } from '@/ui/data-table';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { Empty } from '@/ui/states';
import { OP_HOME } from '@/core/nav';
import { torchCompare, torchRank, TORCH_COMPARE, TORCH_METRIC_KEYS, TORCH_METRICS } from '../api';
import { useChoice, useTorchYear } from '../parts/pickers';
import { torchValue } from '../torch/format';
import styles from '../parts/industry.module.css';

const CHARTED = ['revenue', 'rdExpense', 'rdRatio', 'inventionPatents'] as const;

/** /op/im/torch/compare: two to five enterprises side by side, every figure, over their years. */
export default function TorchComparePage() {
  const { year } = useTorchYear();
  const [picked, setPicked] = useChoice('orgIds', '');
  const ids = picked.split(',').map(Number).filter((n) => n > 0);
  const choices = torchRank.useQuery(year ? { year, metric: 'revenue', size: 60 } : null).data?.list ?? [];
  const state = torchCompare.useQuery(ids.length >= TORCH_COMPARE.min ? ids : null);
  return (
    <PageFrame title="火炬统计企业对比" backTo={OP_HOME}>
      <p className={styles.text}>选择 {TORCH_COMPARE.min}–{TORCH_COMPARE.max} 家企业（按{year ?? ''}年营业收入排列）：</p>
      <div className={styles.rows}>
        <Selector
          multiple
          columns={2}
          aria-label="对比企业"
          options={choices.map((c) => ({ value: String(c.orgId), label: c.name, disabled: ids.length >= TORCH_COMPARE.max && !ids.includes(c.orgId) }))}
          value={ids.map(String)}
          onChange={(v) => setPicked(v.slice(0, TORCH_COMPARE.max).join(','))}
        />
      </div>
      {ids.length < TORCH_COMPARE.min ? (
        <Empty title="请至少选择两家企业" />
      ) : (
        <Loaded state={state}>
          {({ list }) => {
            const orgs = [...new Map(list.map((r) => [r.orgId, r.name])).entries()];
            const latest = orgs.map(([id]) => list.filter((r) => r.orgId === id).at(-1));
            return (
              <>
                {CHARTED.map((m) => (
                  <Chart key={m} kind="bar" title={`${TORCH_METRICS[m].label}对比`} unit={m === 'rdRatio' ? '%' : TORCH_METRICS[m].unit} data={list.map((r) => ({ name: r.name.slice(0, 8), value: r[m], series: `${String(r.year)}年` }))} />
                ))}
                <div className={styles.card}>
                  <DataTable
                    caption="最近年度各项指标"
                    rows={TORCH_METRIC_KEYS}
                    rowKey={(k) => k}
                    columns={[
                      { key: 'metric', title: '指标', strong: true, render: (k) => TORCH_METRICS[k].label },
                      ...orgs.map(([id, name], i) => ({ key: String(id), title: name, numeric: true, render: (k: (typeof TORCH_METRIC_KEYS)[number]) => { const r = latest[i]; return r ? torchValue(k, r[k]) : '—'; } })),
                    ]}
                  />
                </div>
              </>
            );
          }}
        </Loaded>
      )}
    </PageFrame>
  );
}
