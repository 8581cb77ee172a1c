import { formatRating } from '@common/service/rules';
import type { PERFORMANCE_SORTS } from '@common/service/stats/contract';
import { ListPage, type CardSpec, type SortsOf } from '@/ui/list-page';
import { performance, type PerformanceItem, type PerformanceQuery } from '../api';
import { CATEGORY_OPTIONS } from '../parts/cards';
import { CaseTag } from '../parts/case-tag';
import { opOrgPath } from '../paths';

const CARD: CardSpec<PerformanceItem> = {
  title: 'name',
  subtitle: (o) => o.categories.join('、') || '未登记服务类别',
  status: { tag: (o) => <CaseTag kind="APPLY" status={o.status === 'ACTIVE' ? 'PASS' : 'BACK'} label={o.statusLabel} /> },
  meta: [
    { label: '服务申请', value: (o) => `${String(o.applies)} 件` },
    { label: '已完成', value: (o) => `${String(o.finished)} 件` },
    { label: '完成率', value: (o) => (o.completion === null ? '—' : `${String(o.completion)}%`) },
    { label: '满意度', value: (o) => (o.ratings ? `${formatRating(o.rating)}（${String(o.ratings)} 条）` : '暂无评价') },
    { label: '应答需求', value: (o) => `${String(o.answers)} 件` },
    { label: '被选定', value: (o) => `${String(o.chosen)} 件` },
    { label: '最近评价', value: 'lastRating', format: 'datetime', hidden: (o) => !o.lastRating },
  ],
  table: {
    titleLabel: '服务机构',
    subtitleLabel: '服务类别',
    extraLabel: '服务状态',
    sort: { 服务申请: 'applies', 已完成: 'finished', 完成率: 'completion', 满意度: 'rating', 应答需求: 'answers', 被选定: 'chosen' } satisfies SortsOf<typeof PERFORMANCE_SORTS>,
  },
};

/**
 * /op/service/portrait: how each service organisation performs — applications received and
 * finished, completion rate (finished of those ended), mean rating, requirements answered and won.
 */
export default function OpPortraitPage() {
  return (
    <ListPage<PerformanceItem, PerformanceQuery>
      title="服务机构画像"
      backTo="/op/index"
      list={performance}
      filters={[{ field: 'category', label: '服务类别', options: CATEGORY_OPTIONS }]}
      search={{ field: 'search', placeholder: '搜索服务机构' }}
      card={CARD}
      itemPath={(o) => opOrgPath(o.id)}
      emptyText="暂无服务机构"
    />
  );
}
