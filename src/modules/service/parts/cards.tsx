import type { APPLY_SORTS } from '@common/service/apply/contract';
import type { ORG_SORTS, PRODUCT_SORTS } from '@common/service/contract';
import { formatRating, SERVICE_CATEGORIES } from '@common/service/rules';
import type { CardSpec, SortsOf } from '@/ui/list-page';
import type { QueueCard } from '@/ui/publish';
import type { REQUIRE_SORTS } from '@common/service/require/contract';
import type { ApplyRow, ManagedProduct, OrgRow, PublicProduct, RequireRow } from '../api';
import { yuan } from './money';
import { CaseTag } from './case-tag';

/** How organisations, products and applications show as cards (phone) and rows (desktop). */

export const CATEGORY_OPTIONS = SERVICE_CATEGORIES.map((c) => ({ label: c, value: c }));

export const ORG_CARD: CardSpec<OrgRow> = {
  title: 'name',
  subtitle: 'kind',
  status: { tag: (o) => <CaseTagOfOrg org={o} /> },
  tags: (o) => o.categories,
  meta: [
    { label: '已发布产品', value: 'products' },
    { label: '服务申请', value: 'applies' },
    { label: '已完成', value: 'finished' },
    { label: '满意度', value: (o) => (o.ratings ? `${formatRating(o.rating)}（${String(o.ratings)} 条）` : '暂无评价') },
    { label: '机构用户', value: 'users' },
  ],
  table: {
    titleLabel: '服务机构',
    subtitleLabel: '机构类别',
    extraLabel: '服务状态',
    sort: { title: 'name', 已发布产品: 'products', 服务申请: 'applies', 满意度: 'rating' } satisfies SortsOf<typeof ORG_SORTS>,
  },
};

function CaseTagOfOrg({ org }: { org: OrgRow }) {
  return <CaseTag kind="APPLY" status={org.status === 'ACTIVE' ? 'PASS' : 'BACK'} label={org.statusLabel} />;
}

export const QUEUE_CARD: QueueCard<ManagedProduct> = {
  title: 'title',
  subtitle: 'orgName',
  tags: (p) => [p.category, p.priceMode],
  meta: [
    { label: '价格', value: 'price' },
    { label: '审核意见', value: 'reason', hidden: (p) => !p.reason },
    { label: '申请数', value: 'applies', hidden: (p) => p.status !== 'JOINT' },
    { label: '发布时间', value: 'publishedAt', format: 'datetime', hidden: (p) => p.status !== 'JOINT' },
    { label: '最后修改', value: 'updatedAt', format: 'datetime' },
  ],
  table: {
    titleLabel: '服务产品',
    subtitleLabel: '服务机构',
    sort: { title: 'title', 发布时间: 'publishedAt', 最后修改: 'updatedAt' } satisfies SortsOf<typeof PRODUCT_SORTS>,
  },
};

export const MY_CARD: QueueCard<ManagedProduct> = {
  title: 'title',
  tags: (p) => [p.category, p.priceMode],
  meta: [
    { label: '价格', value: 'price' },
    { label: '服务周期', value: 'period' },
    { label: '申请数', value: 'applies', hidden: (p) => p.status !== 'JOINT' },
    { label: '满意度', value: (p) => formatRating(p.rating), hidden: (p) => p.rating === null },
    { label: '最后修改', value: 'updatedAt', format: 'datetime' },
  ],
};

export const PRODUCT_CARD: CardSpec<PublicProduct> = {
  title: 'title',
  subtitle: 'orgName',
  tags: (p) => [p.category, p.priceMode],
  meta: [
    { label: '价格', value: 'price' },
    { label: '服务周期', value: 'period' },
    { label: '满意度', value: (p) => formatRating(p.rating), hidden: (p) => p.rating === null },
  ],
};

/** An application as the service desk, the enterprise or the service organisation lists it. */
export function applyCard(view: 'operator' | 'enterprise' | 'provider'): CardSpec<ApplyRow> {
  return {
    title: view === 'enterprise' ? 'productTitle' : 'orgName',
    subtitle: view === 'operator' ? (a) => `${a.productTitle} · ${a.providerName}` : view === 'enterprise' ? 'providerName' : 'productTitle',
    status: { tag: (a) => <CaseTag kind="APPLY" status={a.status} /> },
    tags: (a) => [a.category],
    meta: [
      { label: '联系人', value: (a) => `${a.contactName} ${a.contactPhone}`, hidden: () => view === 'enterprise' },
      { label: '满意度', value: (a) => (a.rating === null ? '' : `${String(a.rating)} 星`), hidden: (a) => a.rating === null },
      { label: '申请时间', value: 'createdAt', format: 'datetime' },
      { label: '最后更新', value: 'updatedAt', format: 'datetime' },
    ],
    table: {
      titleLabel: view === 'enterprise' ? '服务产品' : '申请企业',
      subtitleLabel: view === 'operator' ? '产品 · 服务机构' : view === 'enterprise' ? '服务机构' : '服务产品',
      ...(view === 'operator' ? { sort: { 申请时间: 'createdAt', 最后更新: 'updatedAt', 满意度: 'rating' } satisfies SortsOf<typeof APPLY_SORTS> } : {}),
    },
  };
}

/** A requirement as the service desk, the enterprise or the service organisations' hall lists it. */
export function requireCard(view: 'operator' | 'enterprise' | 'provider'): CardSpec<RequireRow> {
  return {
    title: 'title',
    subtitle: view === 'enterprise' ? (q) => q.assignedName || '待选定服务机构' : 'orgName',
    status: { tag: (q) => <CaseTag kind="REQUIRE" status={q.status} /> },
    tags: (q) => [q.category],
    meta: [
      { label: '预算', value: (q) => yuan(q.budget) },
      { label: '应答机构', value: (q) => `${String(q.answers)} 家` },
      { label: '选定机构', value: 'assignedName', hidden: (q) => !q.assignedName || view === 'enterprise' },
      { label: '发布时间', value: 'createdAt', format: 'datetime' },
    ],
    table: {
      titleLabel: '需求名称',
      subtitleLabel: view === 'enterprise' ? '选定机构' : '发布企业',
      ...(view === 'operator' ? { sort: { 预算: 'budget', 应答机构: 'answers', 发布时间: 'createdAt' } satisfies SortsOf<typeof REQUIRE_SORTS> } : {}),
    },
  };
}
