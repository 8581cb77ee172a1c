import { Tag } from 'antd-mobile';
import type { CardSpec } from '@/ui/list-page';
import type { CarrierItem, ResourceItem } from '../api';

/** How many square metres and how much a month, as a park prints them. */
export const sizeText = (m2: number) => `${m2.toLocaleString('zh-CN')}㎡`;
export const rentText = (yuan: number) => (yuan >= 10_000 ? `${(yuan / 10_000).toFixed(yuan % 10_000 === 0 ? 0 : 2)}万元/月` : `${String(yuan)}元/月`);

export const CARRIER_CARD: CardSpec<CarrierItem> = {
  title: 'name',
  subtitle: (c) => `${c.type} · ${c.level}`,
  tags: (c) => [c.featured && '推荐', c.parkName],
  meta: [
    { label: '地址', value: 'address' },
    { label: '面积', value: (c) => sizeText(c.areaM2) },
    { label: '房源', value: (c) => `空置 ${String(c.free)} / 共 ${String(c.resources)} 处（出租率 ${String(c.occupancy)}%）` },
    { label: '入驻企业', value: (c) => `${String(c.residents)} 家` },
  ],
};

export const statusTag = (r: Pick<ResourceItem, 'status' | 'statusLabel'>) => (
  <Tag color={r.status === 'FREE' ? 'success' : 'default'} fill="outline">
    {r.statusLabel}
  </Tag>
);

export const RESOURCE_CARD: CardSpec<ResourceItem> = {
  title: (r) => `${r.carrierName} · ${r.name}`,
  subtitle: (r) => `${r.type}${r.floor ? ` · ${r.floor}` : ''}`,
  status: { tag: statusTag },
  meta: [
    { label: '面积', value: (r) => sizeText(r.size) },
    { label: '月租金', value: (r) => rentText(r.price) },
    { label: '可入驻', value: 'availableFrom', format: 'date' },
    { label: '距离', value: (r) => (r.distanceKm === null ? '' : `${String(r.distanceKm)} km`) },
  ],
};
