import type { ReactNode } from 'react';
import { AuditHistory } from '@/ui/audit-history';
import { formatDateTime } from '@/ui/format';
import { ReasonNote } from '@/ui/notes';
import { StatusTag } from '@/ui/status-tag';
import type { FillItem, FillSubmission } from '../api';
import { figureWithUnit, groupFields } from './fields';
import styles from './fill.module.css';

/** The audit actions of a submission's history (not its submits, saves or imports). */
const AUDIT_ACTIONS = ['PASS', 'BACK', 'AUDIT', 'FAIL'];

/** Who audited last, and when: from the submission's record (an item carries no auditor of its own). */
export function lastAudit(submission: FillSubmission): { actorName: string; at: string | null } | null {
  const entry = [...submission.history].reverse().find((h) => AUDIT_ACTIONS.includes(h.action));
  if (!entry && !submission.auditedAt) return null;
  return { actorName: entry?.actorName ?? '', at: submission.auditedAt ?? entry?.createdAt ?? null };
}

/** One item as read: its value with unit, its audit, the reason it was returned. */
export function ItemRow({ item, children }: { item: FillItem; children?: ReactNode }) {
  return (
    <li className={styles.item} aria-label={item.label} data-field={item.field}>
      <div className={styles.itemHead}>
        <span className={styles.itemName}>{item.label}</span>
        <span className={styles.itemValue} data-testid="item-value">
          {figureWithUnit(item.value, item.unit)}
        </span>
      </div>
      <p className={styles.itemState}>
        {item.audit ? (
          <StatusTag family="audit" value={item.audit} />
        ) : (
          <span className={styles.muted}>未提交</span>
        )}
        {item.returnedValue !== null && item.returnedValue !== item.value ? (
          <span className={styles.muted}>
            退回时为 {figureWithUnit(item.returnedValue, item.unit)}，已修改
          </span>
        ) : null}
        {item.approved !== null && item.approved !== item.value ? (
          <span className={styles.muted}>已入库 {figureWithUnit(item.approved, item.unit)}</span>
        ) : null}
      </p>
      {item.reason ? <ReasonNote label="退回原因">{item.reason}</ReasonNote> : null}
      {children}
    </li>
  );
}

/** Every item, grouped by dimension; `extra` adds controls under an item (the operator's decision). */
export function ItemsByGroup({ items, extra }: { items: FillItem[]; extra?: (item: FillItem) => ReactNode }) {
  return (
    <>
      {groupFields(items).map((group) => (
        <section key={group.title} className={styles.section} aria-label={group.title}>
          <h3 className={styles.sectionTitle}>{group.title}</h3>
          <ul className={styles.items}>
            {group.fields.map((item) => (
              <ItemRow key={item.field} item={item}>
                {extra?.(item)}
              </ItemRow>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The audit in figures and the submission's record, oldest first. */
export function AuditSummary({ submission }: { submission: FillSubmission }) {
  const counts = { TOAUDIT: 0, PASS: 0, BACK: 0 };
  for (const item of submission.items) if (item.audit) counts[item.audit] += 1;
  const audit = lastAudit(submission);
  return (
    <section className={styles.section} aria-label="审核情况">
      <h3 className={styles.sectionTitle}>审核情况</h3>
      <dl className={styles.facts}>
        <dt>逐项结果</dt>
        <dd data-testid="audit-counts">
          通过 {counts.PASS} 项 · 退回 {counts.BACK} 项 · 待审核 {counts.TOAUDIT} 项
        </dd>
        <dt>审核人</dt>
        <dd>{audit?.actorName || '—'}</dd>
        <dt>审核时间</dt>
        <dd>{audit?.at ? formatDateTime(audit.at) : '尚未审核'}</dd>
      </dl>
      <h3 className={styles.sectionTitle}>填报记录</h3>
      <AuditHistory entries={submission.history} />
    </section>
  );
}
