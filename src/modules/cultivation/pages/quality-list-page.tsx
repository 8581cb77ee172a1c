import { formatDate } from '@/ui/format';
import { ListPage, type CardSpec } from '@/ui/list-page/index';
import { cultivationTiers, qualityList, type QualityItem as Item, type QualityQuery } from '../api';
import { CULTIVATION_ALL, qualityPath } from '../paths';

const CARD: CardSpec<Item> = {
  title: 'name',
  subtitle: (r) => [r.industry, r.county].filter(Boolean).join(' · '),
  tags: (r) => [r.tierName],
  meta: [{ label: '认定时间', value: (r) => formatDate(r.recognisedAt) }],
  table: { titleLabel: '企业名称', subtitleLabel: '行业 · 区县' },
};

/** /cultivation/qualityList: the park's recognised (quality) enterprises, highest tier first. */
export default function QualityListPage() {
  const tiers = cultivationTiers.useQuery({}).data?.list ?? [];
  return (
    <ListPage<Item, QualityQuery>
      title="优质企业"
      backTo={CULTIVATION_ALL}
      list={qualityList}
      search={{ field: 'search', placeholder: '搜索企业名称' }}
      filters={[{ field: 'tierId', label: '认定梯度', options: tiers.map((t) => ({ value: String(t.id), label: t.name })) }]}
      card={CARD}
      itemKey={(r) => r.orgId}
      itemPath={(r) => qualityPath(r.orgId)}
      emptyText="暂无已认定的优质企业"
    />
  );
}
