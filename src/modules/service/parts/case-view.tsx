import { Button } from 'antd-mobile';
import { useState } from 'react';
import { SERVICE_LIMITS, STEP_LABELS, CASE_STEPS, type CaseKind, type CaseStep } from '@common/service/rules';
import { AuditHistory } from '@/ui/audit-history';
import { FormPopup } from '@/ui/form-popup';
import type { FormField } from '@/ui/form-page';
import { Panel } from './panel';
import styles from './service.module.css';

/** What an application's and a requirement's screens share: the trail and the handler's steps. */

export interface TrailRow {
  step: string;
  label: string;
  note: string;
  actorName: string;
  side: string;
  at: string;
}

/** Every step, oldest first: what, by whom on which side, when, the note. */
export function CaseTrail({ trail }: { trail: TrailRow[] }) {
  const entries = trail.map((s, i) => ({
    id: i,
    action: s.step === 'DECLINE' ? 'FAIL' : 'PASS',
    actionLabel: s.label,
    reason: s.note,
    actorName: `${s.actorName}（${s.side}）`,
    createdAt: s.at,
  }));
  return (
    <Panel title="办理进度">
      <AuditHistory entries={entries} />
    </Panel>
  );
}

type NoteValues = { note?: string };
const QUESTIONS: Partial<Record<CaseStep, string>> = {
  NOTE: '如：已电话联系企业，约定本周上门（企业可以看到）',
  ACCEPT: '可选，如：已安排顾问对接',
  FINISH: '服务结果，如：报告已交付企业（企业可以看到）',
  DECLINE: '原因，企业可以看到',
};

/** The steps the caller may take now (from the server), each asking its note first. */
export function CaseActions({ kind, steps, run }: { kind: CaseKind; steps: CaseStep[]; run: (step: CaseStep, note: string | undefined) => Promise<unknown> }) {
  const [step, setStep] = useState<CaseStep | null>(null);
  if (steps.length === 0) return null;
  const fields = (s: CaseStep): FormField<NoteValues>[] => [
    {
      name: 'note',
      label: s === 'FINISH' ? '服务结果' : s === 'DECLINE' ? '原因' : '说明',
      type: 'textarea',
      required: CASE_STEPS[s].note === 'required',
      min: CASE_STEPS[s].note === 'required' ? SERVICE_LIMITS.noteMin : undefined,
      max: SERVICE_LIMITS.noteMax,
      placeholder: QUESTIONS[s],
    },
  ];
  return (
    <>
      <div className={styles.buttons}>
        {steps.map((s) => (
          <Button key={s} color={s === 'DECLINE' ? 'danger' : 'primary'} fill={s === 'DECLINE' || s === 'NOTE' ? 'outline' : 'solid'} onClick={() => setStep(s)}>
            {STEP_LABELS[kind][s]}
          </Button>
        ))}
      </div>
      {step && (
        <FormPopup<NoteValues>
          title={STEP_LABELS[kind][step] ?? ''}
          visible
          onClose={() => setStep(null)}
          fields={fields(step)}
          submitText={STEP_LABELS[kind][step]}
          onSubmit={(v) => run(step, v.note || undefined)}
        />
      )}
    </>
  );
}
