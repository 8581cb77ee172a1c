import { Link, useSearchParams } from 'react-router-dom';
import { OP_HOME } from '@/core/nav';
import { ListPage, type CardSpec } from '@/ui/list-page/index';
import type { Option } from '@/ui/status';
import { integralFilters } from '../../api-ranking';
import { qualityReserve, qualityReserveBasis, qualityReserveExport, RESERVE_GAP, type ReserveItem, type ReserveQuery } from '../api';
import { ptsText } from '../parts/format';
import { ACHIEVEMENTS, OP_ORG_ANALYSIS, orgAnalysisPath } from '../paths';
import { QualityThresholdBar } from '../parts/threshold';
import styles from '../parts/quality.module.css';
import { neededText, ReserveMoves } from '../parts/reserve-moves';
import { yearParam } from '../../parts/ranking/paths';
import { toOptions, yearOptions } from '../../parts/scored-list';

const GAP_OPTIONS: Option[] = [3, 5, 15, 20, 30].map((gap) => ({ value: String(gap), label: `${String(gap)}分以内` }));

const CARD: CardSpec<ReserveItem> = {
  title: 'fullname',
  subtitle: (r) => [r.industryName, `第${String(r.rank)}名`].filter(Boolean).join(' · '),
  tags: (r) => [r.stageLabel],
  meta: [
    { label: '总分', value: (r) => <strong className={styles.total}>{ptsText(r.total)}</strong> },
    { label: '距门槛', value: (r) => <strong className={styles.gap} data-testid="reserve-gap">差{ptsText(r.gap)}</strong> },
    { label: '需提升', value: neededText },
    { label: '建议提升（加分多的在前）', value: (r) => <ReserveMoves item={r} limit={3} /> },
  ],
  table: { titleLabel: '企业名称', subtitleLabel: '行业 · 名次' },
};

/** The threshold, the window and where the pool's figures come from. */
function Basis() {
  const [search] = useSearchParams();
  const query: ReserveQuery = { year: search.get('year') ?? undefined, gap: search.get('gap') ?? undefined };
  const { data, error } = qualityReserveBasis.useQuery(query);
  if (error) return <p className={styles.basis}>门槛加载失败，下拉可重试。</p>;
  if (!data) return null;
  if (data.year === null) return <p className={styles.basis}>本园区还没有计算过创新积分。</p>;
  return (
    <>
      <QualityThresholdBar year={data.year} threshold={data.threshold} />
      <p className={styles.basis}>
        后备库：总分低于门槛{data.gap}分以内的企业，差距小的在前；每家列出提升一档即可加分的指标，加分多的在前，
        按 得分差 × 权重 计算。<Link to={ACHIEVEMENTS}>积分应用成果</Link>
      </p>
    </>
  );
}

/**
 * /op/integral/orgreserve: 优质企业后备库 — the enterprises just under the park's quality threshold,
 * with their gap and the band moves that would close it; the window (分差范围) is chosen here.
 */
export default function ReservePage() {
  const [search] = useSearchParams();
  const year = yearParam(search);
  const filters = integralFilters.useQuery({}).data;
  const years = yearOptions((filters?.years ?? []).map((s) => s.year));
  return (
    <ListPage<ReserveItem, ReserveQuery>
      title="优质企业后备库"
      backTo={OP_HOME}
      list={qualityReserve}
      exportTo={qualityReserveExport}
      search={{ field: 'search', placeholder: '搜索企业名称' }}
      filters={[
        { field: 'gap', label: '分差范围', options: GAP_OPTIONS, display: 'chips', allLabel: `${String(RESERVE_GAP.default)}分以内` },
        { field: 'year', label: '年度', options: years, allLabel: '最新年度' },
        { field: 'industry', label: '行业', options: toOptions(filters?.industries ?? []) },
      ]}
      header={<Basis />}
      card={CARD}
      itemKey={(r) => r.orgId}
      itemPath={(r) => orgAnalysisPath(OP_ORG_ANALYSIS, r.orgId, year)}
      emptyText="门槛以下该分差范围内没有企业"
    />
  );
}
