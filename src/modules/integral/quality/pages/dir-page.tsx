import { useSearchParams } from 'react-router-dom';
import { ListPage, type CardSpec } from '@/ui/list-page/index';
import { qualityDir, qualityDirBasis, qualityDirExport, type DirQuery, type QualityDirItem } from '../api';
import { INTEGRAL_INDEX } from '../../public-paths';
import { dirInfoPath } from '../paths';
import { scoredFilters, yearOf } from '../../parts/scored-list';
import { ptsText } from '../parts/format';
import styles from '../parts/quality.module.css';

const CARD: CardSpec<QualityDirItem> = {
  title: 'fullname',
  subtitle: (r) => [r.industryName, r.area].filter(Boolean).join(' · '),
  tags: (r) => [r.stageLabel],
  meta: [
    { label: '名次', value: (r) => `第${String(r.rank)}名` },
    { label: '总分', value: (r) => <strong className={styles.total}>{ptsText(r.total)}</strong> },
    { label: '技术创新', value: (r) => ptsText(r.tech) },
    { label: '成长经营', value: (r) => ptsText(r.growth) },
    { label: '特色指标', value: (r) => ptsText(r.feature) },
  ],
  table: { titleLabel: '企业名称', subtitleLabel: '行业 · 园区' },
};

/** Which year, and which threshold, the directory is drawn under. */
function Basis() {
  const [search] = useSearchParams();
  const { data, error } = qualityDirBasis.useQuery({ year: search.get('year') ?? undefined });
  if (error) return <p className={styles.basis}>门槛加载失败，下拉可重试。</p>;
  if (!data) return null;
  if (data.year === null) return <p className={styles.basis}>本园区还没有计算过创新积分。</p>;
  return (
    <p className={styles.basis} data-testid="dir-basis">
      {data.year}年度优质企业名录：{data.threshold.text}，共{data.threshold.qualifiedCount}家（计分企业{data.threshold.scoredCount}
      家）。点击企业查看名片。
    </p>
  );
}

/**
 * /info/integral/dir (signed in): 优质企业名录 — the park's enterprises at or above its quality
 * threshold of the year, in rank order, narrowed by year, industry, area and stage, searched by name.
 */
export default function DirPage() {
  const [search] = useSearchParams();
  const year = search.get('year');
  const basis = qualityDirBasis.useQuery({ year: year ?? undefined }).data;
  return (
    <ListPage<QualityDirItem, DirQuery>
      title="优质企业名录"
      backTo={INTEGRAL_INDEX}
      list={qualityDir}
      exportTo={qualityDirExport}
      search={{ field: 'search', placeholder: '搜索企业名称' }}
      filters={scoredFilters(basis?.years ?? [], basis)}
      header={<Basis />}
      card={CARD}
      table
      itemKey={(r) => r.orgId}
      itemPath={(r) => dirInfoPath(r.orgId, yearOf(year) ?? null)}
      emptyText="暂无达到门槛的企业"
    />
  );
}
