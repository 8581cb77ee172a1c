import { Chart } from '@/ui/chart';
import { DataTable, type DataColumn } from '@/ui/data-table';
import { ExportButton } from '@/ui/list-page';
import { PageFrame } from '@/ui/page-frame';
import { Empty, LoadFailed, LoadingCards } from '@/ui/states';
import styles from '../../parts/finance.module.css';
import { exportResult, result, type AssessBank, type AssessRound } from '../api';
import { useChosenRound } from '../parts/round-picker';
import { OP_ASSESS_MANAGE } from '../paths';

const fmt = (v: number | null) => (v === null ? '—' : String(Math.round(v * 10) / 10));

/** How one figure came about: computed from the ledger, plus additions, scored against the weight. */
const explain = (c: AssessBank['criteria'][number]) =>
  `${fmt(c.value)} ${c.unit}${c.added !== 0 ? `（计算 ${fmt(c.computed)} ${c.added > 0 ? '+' : '−'} 补录 ${fmt(Math.abs(c.added))}）` : ''} · ${String(c.score)}/${String(c.weight)} 分`;

function Ranking({ round }: { round: AssessRound }) {
  const view = result.useQuery({ roundId: round.id });
  if (view.error) return <LoadFailed error={view.error} onRetry={() => void view.mutate()} />;
  if (!view.data) return <LoadingCards count={3} lines={3} />;
  const banks = view.data.banks;
  if (banks.length === 0) return <Empty title="暂无参与考核的银行" />;
  const columns: DataColumn<AssessBank>[] = [
    { key: 'rank', title: '名次', render: (b) => b.rank, strong: true, numeric: true },
    { key: 'bank', title: '银行', render: (b) => b.institutionName, strong: true },
    { key: 'total', title: '总分', render: (b) => b.total, numeric: true },
    ...round.criteria.map((c): DataColumn<AssessBank> => ({ key: c.key, title: `${c.label}（${String(c.weight)}）`, render: (b) => explain(b.criteria.find((x) => x.key === c.key)!) })),
  ];
  return (
    <>
      <div className={styles.actions}>
        <span className={styles.hint}>
          考核期 {round.periodFrom} 至 {round.periodTo}，数据由贷款记录计算{round.computedAt ? '' : '（尚未计算）'}；各项以最优银行为满分折算。
        </span>
        <ExportButton download={() => exportResult({ roundId: round.id })} label="导出结果" />
      </div>
      <Chart kind="bar" title="银行考核总分" unit="分" horizontal data={banks.map((b) => ({ name: b.institutionName, value: b.total }))} />
      <DataTable caption={`${round.name}排名`} rows={banks} columns={columns} rowKey={(b) => b.institutionId} />
    </>
  );
}

/** /op/bankAssesResult: a round's ranking of the park's banks, each criterion explained (figure, additions, points), with the .xlsx. */
export default function AssessResultPage() {
  const chosen = useChosenRound();
  return (
    <PageFrame title="银行考核结果" backTo={OP_ASSESS_MANAGE}>
      {chosen.round ? (
        <>
          {chosen.tabs}
          <Ranking round={chosen.round} />
        </>
      ) : (
        chosen.fallback
      )}
    </PageFrame>
  );
}
