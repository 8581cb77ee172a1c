import { Button } from 'antd-mobile';
import { useState } from 'react';
import { FINANCE_LIMITS, LOAN_STEPS } from '@common/finance/rules';
import { FormPopup } from '@/ui/form-popup';
import type { FormField } from '@/ui/form-page';
import { declineLoan, followLoan, grantLoan, type LoanDetail } from '../api';
import styles from './finance.module.css';

type Step = keyof typeof LOAN_STEPS;
type NoteValues = { note?: string };
type GrantValues = { amount: number; grantedOn: string; note?: string };

const { noteMin, noteMax, amountMax } = FINANCE_LIMITS;
const note = (required: boolean, placeholder: string): FormField<NoteValues> => ({
  name: 'note',
  label: required ? '不跟进的原因' : '跟进说明',
  type: 'textarea',
  required,
  min: required ? noteMin : undefined,
  max: noteMax,
  placeholder,
});

const grantFields = (today: string): FormField<GrantValues>[] => [
  { name: 'amount', label: '放款金额', type: 'number', required: true, min: 1, max: amountMax, integer: true, unit: '万元' },
  { name: 'grantedOn', label: '放款日期', type: 'date', required: true, maxDate: today },
  { name: 'note', label: '说明', type: 'textarea', max: noteMax, placeholder: '如：银行已放款，首期利率 3.65%' },
];

/** Today in the park (UTC+8), the latest day a loan can have been granted on. */
const parkToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** The finance staff's steps on an application, by its status: 跟进 / 不跟进, then 放款完成 / 不跟进. */
export function LoanActions({ loan, refresh }: { loan: LoanDetail; refresh: () => Promise<unknown> }) {
  const [step, setStep] = useState<Step | null>(null);
  const steps = (Object.keys(LOAN_STEPS) as Step[]).filter((s) => (LOAN_STEPS[s].from as readonly string[]).includes(loan.status));
  if (steps.length === 0) return null;
  const close = () => setStep(null);
  const id = loan.id;
  return (
    <>
      <div className={styles.actions}>
        {steps.map((s) => (
          <Button key={s} color={s === 'DECLINE' ? 'danger' : 'primary'} fill={s === 'DECLINE' ? 'outline' : 'solid'} onClick={() => setStep(s)}>
            {s === 'GRANT' ? '登记放款' : LOAN_STEPS[s].label}
          </Button>
        ))}
      </div>
      <FormPopup<NoteValues>
        title="跟进贷款申请"
        visible={step === 'FOLLOW'}
        onClose={close}
        fields={[note(false, '如：已转银行客户经理对接，约定上门尽调（企业可以看到）')]}
        submitText="跟进"
        onSubmit={async (v) => {
          await followLoan({ id, ...(v.note ? { note: v.note } : {}) });
          await refresh();
        }}
      />
      <FormPopup<GrantValues>
        title="登记放款"
        visible={step === 'GRANT'}
        onClose={close}
        fields={grantFields(parkToday())}
        initialValues={{ amount: loan.amount, grantedOn: parkToday() }}
        submitText="放款完成"
        onSubmit={async (v) => {
          await grantLoan({ id, amount: Number(v.amount), grantedOn: v.grantedOn, ...(v.note ? { note: v.note } : {}) });
          await refresh();
        }}
      />
      <FormPopup<NoteValues>
        title="不跟进"
        visible={step === 'DECLINE'}
        onClose={close}
        fields={[note(true, '企业将看到此原因')]}
        submitText="不跟进"
        onSubmit={async (v) => {
          await declineLoan({ id, note: v.note ?? '' });
          await refresh();
        }}
      />
    </>
  );
}
