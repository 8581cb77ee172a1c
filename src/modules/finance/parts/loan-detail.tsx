import { DetailPage, type DetailHeading, type DetailPageProps, type DetailSection } from '@/ui/detail-page';
import { AuditHistory } from '@/ui/audit-history';
import { formatMoney } from '@/ui/format';
import { loanDetail, type LoanDetail } from '../api';
import styles from './finance.module.css';

/** What both sides read of one application: the product, the amounts, the enterprise's contact. */
export const LOAN_HEADING: DetailHeading<LoanDetail> = {
  title: 'productName',
  subtitle: (l) => `${l.institutionName} · ${l.loanType}`,
  status: { family: 'loan', field: 'status' },
};

export const LOAN_SECTIONS: DetailSection<LoanDetail>[] = [
  {
    title: '申请信息',
    fields: [
      { label: '申请企业', value: 'orgName' },
      { label: '申请金额', value: 'amount', format: 'money' },
      { label: '贷款期限', value: (l) => `${String(l.termMonths)} 个月` },
      { label: '资金用途', value: 'purpose' },
      { label: '联系人', value: (l) => `${l.contactName} ${l.contactPhone}` },
      { label: '申请时间', value: 'createdAt', format: 'datetime' },
    ],
  },
  {
    title: '放款信息',
    hidden: (l) => l.status !== 'PASS',
    fields: [
      { label: '放款金额', value: 'granted', format: 'money' },
      { label: '放款日期', value: 'grantedOn' },
    ],
  },
];

/** Every step of the application, oldest first: who, when, the note, the amount granted. */
export function LoanSteps({ loan }: { loan: LoanDetail }) {
  const entries = loan.steps.map((s, i) => ({
    id: i,
    action: s.to === 'BACK' ? 'BACK' : 'PASS',
    actionLabel: s.to === 'PASS' && s.amount !== null ? `${s.label}（${formatMoney(s.amount)}）` : s.label,
    reason: s.note,
    actorName: s.actorName,
    createdAt: s.at,
  }));
  return (
    <section className={styles.card} aria-label="办理进度">
      <h2 className={styles.cardTitle}>办理进度</h2>
      <AuditHistory entries={entries} />
    </section>
  );
}

/**
 * One application's screen as both sides open it: what was asked, every step, and — for the
 * park's follow-up — the next step's buttons (`footer`).
 */
export function LoanScreen({ title, backTo, footer }: { title: string; backTo: string; footer?: DetailPageProps<LoanDetail>['footer'] }) {
  return (
    <DetailPage<LoanDetail>
      title={title}
      backTo={backTo}
      item={loanDetail}
      heading={LOAN_HEADING}
      sections={LOAN_SECTIONS}
      notFoundText="贷款申请不存在"
      {...(footer ? { footer } : {})}
    >
      {(l) => <LoanSteps loan={l} />}
    </DetailPage>
  );
}
