import type { DetailSection } from '@/ui/detail-page';
import type { ManagedItem, ManagedShowcase, PublicItem } from '../api';
import { PRICE_LABELS, QUANTITY_LABELS } from '@common/demand/model';

/** An item's rows anyone may read (the public detail). */
export const PUBLIC_SECTIONS: DetailSection<PublicItem>[] = [
  {
    title: '基本信息',
    fields: [
      { label: '类型', value: 'kindLabel' },
      { label: '类别', value: 'category' },
      { label: '发布单位', value: 'orgName' },
      { label: '所属行业', value: 'industry' },
      { label: '所在区县', value: 'area' },
      { label: '关键词', value: (i) => i.tags.join('、') },
      { label: '价格', value: (i) => `${PRICE_LABELS[i.kind]}：${i.price}` },
      {
        label: '数量',
        value: (i) =>
          i.quantity === null ? '' : `${QUANTITY_LABELS[i.kind] ?? '数量'}：${String(i.quantity)}`,
        hidden: (i) => i.quantity === null,
      },
      { label: '有效期至', value: 'validUntil', format: 'date', hidden: (i) => !i.validUntil },
      { label: '发布时间', value: 'publishedAt', format: 'date', hidden: (i) => !i.publishedAt },
    ],
  },
  { title: '详细说明', fields: [{ label: '说明', value: 'summary' }] },
];

/** An item's rows on a review page (the operator's and the owner's): the public ones, the reason, the contacts. */
export const ITEM_SECTIONS: DetailSection<ManagedItem>[] = [
  ...(PUBLIC_SECTIONS as DetailSection<ManagedItem>[]),
  { title: '审核', fields: [{ label: '审核意见', value: 'reason' }], hidden: (i) => !i.reason },
  {
    title: '联系方式（仅本单位、运营人员和已接受的对接方可见）',
    fields: [
      { label: '联系人', value: 'contactName' },
      { label: '联系电话', value: 'contactPhone', format: 'phone' },
    ],
  },
];

export const SHOWCASE_SECTIONS: DetailSection<ManagedShowcase>[] = [
  {
    title: '企业风采',
    fields: [
      { label: '展示名称', value: 'title' },
      { label: '所属行业', value: 'industry' },
      { label: '所在区县', value: 'area' },
      { label: '资质与荣誉', value: (s) => s.honours.join('、') },
      { label: '审核意见', value: 'reason', hidden: (s) => !s.reason },
    ],
  },
  { title: '企业简介', fields: [{ label: '简介', value: 'intro' }] },
  {
    title: '联系方式',
    fields: [
      { label: '联系人', value: 'contactName' },
      { label: '联系电话', value: 'contactPhone', format: 'phone' },
    ],
  },
];
