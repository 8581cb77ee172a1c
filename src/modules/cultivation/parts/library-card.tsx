import { Tag } from 'antd-mobile';
import type { CardSpec } from '@/ui/list-page/index';
import type { Option } from '@/ui/status';
import { POOL_STAGES, type CultivationLibrary } from '../api';
import styles from './cultivation.module.css';

export type LibraryItem = CultivationLibrary['list'][number];

export const GAP_OPTIONS: Option[] = [{ value: 'near', label: '临近下一梯度' }];

/** An enterprise of the library or the pool: where it stands, the next step and the gap. */
export const LIBRARY_CARD: CardSpec<LibraryItem> = {
  title: 'name',
  subtitle: (r) => [r.industry, r.county].filter(Boolean).join(' · '),
  status: { tag: (r) => <Tag color={r.reached ? 'primary' : 'default'}>{r.reached?.name ?? '未达到梯度'}</Tag> },
  tags: (r) => (r.stage ? [POOL_STAGES[r.stage]] : []),
  meta: [
    { label: '下一梯度', value: (r) => r.next?.name ?? '已达最高梯度' },
    { label: '差距', value: (r) => (r.gap ? <span className={styles.gap} data-testid="library-gap">{r.gap}</span> : '—') },
  ],
  table: { titleLabel: '企业名称', subtitleLabel: '行业 · 区县' },
};

/** Filter options: the tiers (and 未达到), the industries and counties the list offers. */
export function libraryFilters(tiers: readonly { id: number; name: string }[], industries: readonly string[], counties: readonly string[]) {
  return [
    { field: 'tierId' as const, label: '已达梯度', options: [{ value: '0', label: '未达到' }, ...tiers.map((t) => ({ value: String(t.id), label: t.name }))] },
    { field: 'industry' as const, label: '行业', options: industries.map((v) => ({ value: v, label: v })) },
    { field: 'county' as const, label: '区县', options: counties.map((v) => ({ value: v, label: v })) },
    { field: 'gap' as const, label: '差距', options: GAP_OPTIONS, display: 'chips' as const, allLabel: '全部' },
  ];
}
