import type { CardSpec } from '@/ui/list-page';
import type { LoanItem } from '../api';

/** One loan application as a card (phone) and a row (desktop): the enterprise's or the operators' view. */
export function loanCard(view: 'enterprise' | 'operator'): CardSpec<LoanItem> {
  return {
    title: view === 'operator' ? 'orgName' : 'productName',
    subtitle: view === 'operator' ? (l) => `${l.productName} · ${l.institutionName}` : 'institutionName',
    status: { family: 'loan', field: 'status' },
    tags: (l) => [l.loanType],
    meta: [
      { label: '申请金额', value: 'amount', format: 'money' },
      { label: '期限', value: (l) => `${String(l.termMonths)} 个月` },
      { label: '放款金额', value: 'granted', format: 'money', hidden: (l) => l.granted === null },
      { label: '放款日期', value: 'grantedOn', hidden: (l) => l.grantedOn === null },
      { label: '申请时间', value: 'createdAt', format: 'datetime' },
    ],
    table: { titleLabel: view === 'operator' ? '申请企业' : '金融产品', subtitleLabel: view === 'operator' ? '产品 · 机构' : '金融机构' },
  };
}
