import type { ITEM_SORTS } from '@common/demand/contract';
import { PRICE_LABELS } from '@common/demand/model';
import type { CardSpec, SortsOf } from '@/ui/list-page';
import type { QueueCard } from '@/ui/publish';
import type { ManagedItem, PublicItem } from '../api';

/** An item in a review queue (cards on a phone, the table's columns on a desktop). */
export const QUEUE_CARD: QueueCard<ManagedItem> = {
  title: 'title',
  subtitle: 'orgName',
  tags: (i) => [i.kindLabel, i.category],
  meta: [
    { label: '行业', value: 'industry' },
    { label: '审核意见', value: 'reason', hidden: (i) => !i.reason },
    { label: '发布时间', value: 'publishedAt', format: 'datetime', hidden: (i) => i.status !== 'JOINT' },
    { label: '最后修改', value: 'updatedAt', format: 'datetime' },
    { label: '浏览', value: 'views', hidden: (i) => i.status !== 'JOINT' },
  ],
  table: {
    titleLabel: '标题',
    subtitleLabel: '发布单位',
    sort: { title: 'title', 发布时间: 'publishedAt', 最后修改: 'updatedAt', 浏览: 'views' } satisfies SortsOf<
      typeof ITEM_SORTS
    >,
  },
};

/** An item in the organisation's own list. */
export const MY_CARD: QueueCard<ManagedItem> = {
  title: 'title',
  tags: (i) => [i.kindLabel, i.category],
  meta: [
    { label: '价格', value: 'price' },
    { label: '发布时间', value: 'publishedAt', format: 'datetime', hidden: (i) => i.status !== 'JOINT' },
    { label: '最后修改', value: 'updatedAt', format: 'datetime', hidden: (i) => i.status === 'JOINT' },
    { label: '浏览', value: 'views', hidden: (i) => i.status !== 'JOINT' },
  ],
};

/** A published item in the public lists (never a contact). */
export const PUBLIC_CARD: CardSpec<PublicItem> = {
  title: 'title',
  subtitle: 'orgName',
  tags: (i) => [i.kindLabel, i.category, i.industry],
  meta: [
    { label: '价格', value: (i) => `${PRICE_LABELS[i.kind]}：${i.price || '面议'}` },
    { label: '所在区县', value: 'area', hidden: (i) => !i.area },
    { label: '发布时间', value: 'publishedAt', format: 'date' },
    { label: '浏览', value: 'views' },
  ],
};
