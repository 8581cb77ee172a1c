import { formatAward, type PolicyListItem } from '@common/policy';
import type { CardSpec } from '@/ui/list-page';
import { validityText } from './validity-text';

/** A policy of the library as a list card (the public list and the operators' lists). */
export const POLICY_CARD: CardSpec<PolicyListItem> = {
  title: 'title',
  subtitle: (p) => [p.issuer, p.docNo].filter(Boolean).join(' · '),
  tags: (p) => [
    p.levelLabel,
    p.validityLabel,
    p.autoGrant && '免申即享',
    ...(p.industries.length ? p.industries.slice(0, 2) : ['不限行业']),
  ],
  meta: [
    { label: '最高奖补', value: (p) => (p.maxAward ? formatAward(p.maxAward) : '非资金支持') },
    { label: '有效期', value: (p) => validityText(p) },
    { label: '申报事项', value: (p) => `${p.itemCount} 项` },
  ],
};
