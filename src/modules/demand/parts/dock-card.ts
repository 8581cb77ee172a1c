import { DOCK_STATES } from '@common/demand/dock/model';
import type { CardSpec } from '@/ui/list-page';
import type { DockRow } from '../dock-api';

export const DOCK_TABS = [
  { label: '全部', value: '' },
  ...Object.entries(DOCK_STATES).map(([value, label]) => ({ label, value })),
];

/** A docking in the lists: the item, the two organisations, the state with its outcome. */
export const DOCK_CARD: CardSpec<DockRow> = {
  title: 'itemTitle',
  subtitle: (d) => `${d.fromOrgName} → ${d.ownerOrgName}`,
  tags: (d) => [d.statusLabel, d.suggested && '匹配推荐'],
  meta: [
    { label: '对接说明', value: (d) => (d.message.length > 40 ? `${d.message.slice(0, 40)}…` : d.message) },
    { label: '婉拒原因', value: 'reason', hidden: (d) => !d.reason },
    { label: '发起时间', value: 'createdAt', format: 'datetime' },
  ],
  table: { titleLabel: '对接信息', subtitleLabel: '发起方 → 发布方', sort: { 发起时间: 'createdAt' } },
};
