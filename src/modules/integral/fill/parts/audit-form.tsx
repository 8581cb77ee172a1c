import { Button, Dialog, TextArea } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import type { IntegralField } from '@common/integral/model';
import { validateReason } from '@/ui/audit-reason';
import { PageFrame } from '@/ui/page-frame';
import { auditFill, type FillAuditResult, type FillItem, type FillSubmission } from '../api';
import { ItemsByGroup } from './items';
import styles from './fill.module.css';

type Decision = { decision: 'PASS' } | { decision: 'BACK'; reason: string };

/** 通过 / 退回 of one pending item; 退回 asks for the reason beside it. */
function ItemDecision({
  item,
  value,
  problem,
  onChange,
}: {
  item: FillItem;
  value: Decision | undefined;
  problem: string | null;
  onChange: (next: Decision | undefined) => void;
}) {
  const reasonId = `reason-${item.field}`;
  return (
    <div>
      <div className={styles.decision} role="group" aria-label={`审核${item.label}`}>
        <Button
          size="small"
          color="success"
          fill={value?.decision === 'PASS' ? 'solid' : 'outline'}
          aria-pressed={value?.decision === 'PASS'}
          onClick={() => onChange(value?.decision === 'PASS' ? undefined : { decision: 'PASS' })}
        >
          通过
        </Button>
        <Button
          size="small"
          color="warning"
          fill={value?.decision === 'BACK' ? 'solid' : 'outline'}
          aria-pressed={value?.decision === 'BACK'}
          onClick={() => onChange(value?.decision === 'BACK' ? undefined : { decision: 'BACK', reason: '' })}
        >
          退回
        </Button>
      </div>
      {value?.decision === 'BACK' ? (
        <>
          <label htmlFor={reasonId} className={styles.hint}>
            {item.label}的退回原因
          </label>
          <TextArea
            id={reasonId}
            value={value.reason}
            onChange={(reason) => onChange({ decision: 'BACK', reason })}
            placeholder="请写明退回原因（2–200 字），企业将在该项旁看到"
            maxLength={200}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
            aria-label={`${item.label}的退回原因`}
            aria-invalid={problem !== null}
          />
          {problem ? (
            <p className={styles.error} role="alert">
              {problem}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

export interface AuditFormProps {
  submission: FillSubmission;
  title: string;
  backTo: string;
  onAudited: (result: FillAuditResult) => void;
  heading: ReactNode;
  /** Under the items: the evidence, the record. */
  children?: ReactNode;
  /** Buttons of the footer besides the audit's own (代填). */
  more?: ReactNode;
}

/**
 * The per-item audit of a submission: each pending item 通过 or 退回 (with its reason), 提交审核 for
 * the items decided, 全部通过 for every pending item; both confirm first.
 */
export function AuditForm({ submission, title, backTo, onAudited, heading, children, more }: AuditFormProps) {
  const [decisions, setDecisions] = useState<Partial<Record<IntegralField, Decision>>>({});
  const [problems, setProblems] = useState<Partial<Record<IntegralField, string>>>({});
  const [busy, setBusy] = useState(false);
  const pending = submission.items.filter((i) => i.audit === 'TOAUDIT');
  const auditing = submission.state === 'TOAUDIT' && pending.length > 0;
  const decided = pending.filter((i) => decisions[i.field]);

  const run = async (passRest: boolean) => {
    const found: Partial<Record<IntegralField, string>> = {};
    for (const item of decided) {
      const d = decisions[item.field];
      if (d?.decision === 'BACK') {
        const problem = validateReason(d.reason);
        if (problem) found[item.field] = problem.replace('审核意见', '退回原因');
      }
    }
    setProblems(found);
    if (Object.keys(found).length) return;
    const backs = decided.filter((i) => decisions[i.field]?.decision === 'BACK').length;
    const passes = passRest ? pending.length - backs : decided.length - backs;
    const left = passRest ? 0 : pending.length - decided.length;
    const confirmed = await Dialog.confirm({
      title: passRest && backs === 0 ? '全部通过' : '提交审核',
      content:
        `通过 ${String(passes)} 项，退回 ${String(backs)} 项` +
        (left ? `，其余 ${String(left)} 项仍待审核` : '') +
        (backs
          ? '。退回的项将由企业修改后重新提交。'
          : left
            ? '。'
            : '。全部通过后数据入库，并重新计算该企业的创新积分。'),
      confirmText: '确定',
      cancelText: '取消',
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const result = await auditFill({
        id: submission.round.id,
        orgid: submission.org.id,
        items: decided.map((i) => {
          const d = decisions[i.field]!;
          return d.decision === 'BACK'
            ? { field: i.field, decision: 'BACK' as const, reason: d.reason.trim() }
            : { field: i.field, decision: 'PASS' as const };
        }),
        ...(passRest ? { passRest: true } : {}),
      });
      setDecisions({});
      onAudited(result);
    } catch {
      // The HTTP client showed why; the decisions stay for another try.
    } finally {
      setBusy(false);
    }
  };

  const footer =
    auditing || more ? (
      <div className={styles.footerRow}>
        {more}
        {auditing ? (
          <>
            <Button
              size="large"
              color="primary"
              fill="outline"
              disabled={busy || decided.length === 0}
              onClick={() => void run(false)}
            >
              提交审核
            </Button>
            <Button
              size="large"
              color="success"
              loading={busy}
              disabled={busy}
              onClick={() => void run(true)}
            >
              {decided.some((i) => decisions[i.field]?.decision === 'BACK') ? '其余全部通过' : '全部通过'}
            </Button>
          </>
        ) : null}
      </div>
    ) : undefined;

  return (
    <PageFrame title={title} backTo={backTo} footer={footer}>
      {heading}
      {auditing ? (
        <p className={styles.banner}>
          {pending.length} 项待审核：逐项选择通过或退回（退回须写原因），再点“提交审核”；或直接“全部通过”。
        </p>
      ) : null}
      <ItemsByGroup
        items={submission.items}
        extra={(item) =>
          auditing && item.audit === 'TOAUDIT' ? (
            <ItemDecision
              item={item}
              value={decisions[item.field]}
              problem={problems[item.field] ?? null}
              onChange={(next) => {
                setDecisions((all) => ({ ...all, [item.field]: next }));
                setProblems((all) => ({ ...all, [item.field]: undefined }));
              }}
            />
          ) : null
        }
      />
      {children}
    </PageFrame>
  );
}
