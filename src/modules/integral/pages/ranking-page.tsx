import { useSearchParams } from 'react-router-dom';
import type { INTEGRAL_RANKING_SORTS } from '@common/integral/contract';
import { OP_HOME } from '@/core/nav';
import { ListPage, type CardSpec, type SortsOf } from '@/ui/list-page';
import { integralFilters, integralRanking, integralRankingExport, type IntegralRankItem, type RankingQuery } from '../api-ranking';
import { portraitOpPath, yearParam } from '../parts/ranking/paths';
import { scoredFilters } from '../parts/scored-list';
import { pointsText, rankText } from '../parts/ranking/format';
import styles from '../parts/ranking/ranking.module.css';

const CARD: CardSpec<IntegralRankItem> = {
  title: 'fullname',
  subtitle: (r) => [r.industryName, r.area].filter(Boolean).join(' · '),
  tags: (r) => [r.stageLabel, r.missingCount > 0 && `缺${String(r.missingCount)}项数据`],
  meta: [
    { label: '名次', value: (r) => rankText(r.rank) },
    { label: '总分', value: (r) => <strong className={styles.total}>{pointsText(r.total)}</strong> },
    { label: '技术创新', value: (r) => pointsText(r.tech) },
    { label: '成长经营', value: (r) => pointsText(r.growth) },
    { label: '特色指标', value: (r) => pointsText(r.feature) },
  ],
  table: {
    titleLabel: '企业名称',
    subtitleLabel: '行业 · 园区',
    sort: {
      title: 'fullname',
      总分: 'total',
      技术创新: 'tech',
      成长经营: 'growth',
      特色指标: 'feature',
    } satisfies SortsOf<typeof INTEGRAL_RANKING_SORTS>,
  },
};

/** Which version of which year the list is scored under (the newest year unless one is chosen). */
function Basis() {
  const filters = integralFilters.useQuery({}).data;
  const [search] = useSearchParams();
  if (!filters) return null;
  const chosen = yearParam(search);
  const system = filters.years.find((s) => s.year === chosen) ?? filters.years[0];
  if (!system) return <p className={styles.basis}>本园区还没有计算过创新积分。</p>;
  return (
    <p className={styles.basis}>
      按{system.year}年度指标体系第{system.version}版计分，同分同名次；点击企业查看得分明细。
    </p>
  );
}

/**
 * /integral/list and /op/integral/list (one screen): the park's innovation-score ranking, narrowed
 * by year, stage, industry and area, searched by name, sorted by a score; each row opens the
 * enterprise's portrait. Both entries draw the same screen; the portrait and the simulation are
 * /integral screens whichever frame the list is in.
 */
export default function RankingPage() {
  const [search] = useSearchParams();
  const year = yearParam(search);
  const filters = integralFilters.useQuery({}).data;
  return (
    <ListPage<IntegralRankItem, RankingQuery>
      title="创新积分排名"
      backTo={OP_HOME}
      list={integralRanking}
      exportTo={integralRankingExport}
      search={{ field: 'search', placeholder: '搜索企业名称' }}
      filters={scoredFilters((filters?.years ?? []).map((s) => s.year), filters)}
      header={<Basis />}
      card={CARD}
      table
      itemKey={(r) => r.orgId}
      itemPath={(r) => portraitOpPath(r.orgId, year)}
      emptyText="暂无企业创新积分"
    />
  );
}

