import { Card, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/ui/format';
import { statusColor } from '@/ui/status';
import { FILL_STATE, type FillPhase, type FillState, type FillSubmission } from '../api';
import styles from './fill.module.css';

const PHASE_COLORS: Record<FillPhase, 'default' | 'primary' | 'success'> = {
  NOTSTARTED: 'default',
  OPEN: 'primary',
  CLOSED: 'default',
};

/** A submission's state (未填报 / 草稿 / 待审核 / 申请退回 / 审核通过), in the audit family's colours. */
export function FillStateTag({ state, fill = 'outline' }: { state: FillState; fill?: 'solid' | 'outline' }) {
  const color =
    state === 'DRAFT' ? 'primary' : state === 'UNFILLED' ? 'default' : statusColor('audit', state);
  return (
    <Tag color={color} fill={fill} data-status={state}>
      {FILL_STATE[state]}
    </Tag>
  );
}

/** A round's phase (未开始 / 填报中 / 已截止). */
export function PhaseTag({ phase, label }: { phase: FillPhase; label: string }) {
  return (
    <Tag color={PHASE_COLORS[phase]} fill="outline">
      {label}
    </Tag>
  );
}

/** The round, the enterprise and where its submission stands, above a form or an audit. */
export function SubmissionHeading({
  submission,
  children,
}: {
  submission: FillSubmission;
  children?: ReactNode;
}) {
  const { round, org } = submission;
  const backCount = submission.items.filter((i) => i.audit === 'BACK').length;
  return (
    <Card className={styles.card}>
      <div className={styles.headRow}>
        <h2 className={styles.headTitle}>{round.name}</h2>
        <FillStateTag state={submission.state} fill="solid" />
      </div>
      <dl className={styles.facts}>
        <dt>填报企业</dt>
        <dd>{org.fullname}</dd>
        <dt>数据年度</dt>
        <dd>{round.year}年度</dd>
        <dt>填报时间</dt>
        <dd>
          {round.startDate} 至 {round.endDate} <PhaseTag phase={round.phase} label={round.phaseLabel} />
        </dd>
        {submission.submittedAt ? (
          <>
            <dt>提交时间</dt>
            <dd>{formatDateTime(submission.submittedAt)}</dd>
          </>
        ) : null}
        {submission.filledByName ? (
          <>
            <dt>填报人</dt>
            <dd>
              {submission.filledByName}
              {submission.filledByOperator ? '（运营人员代填）' : ''}
            </dd>
          </>
        ) : null}
      </dl>
      {round.description ? <p className={styles.hint}>{round.description}</p> : null}
      {submission.state === 'BACK' && backCount > 0 ? (
        <p className={`${styles.banner} ${styles.warn}`} role="status">
          有 {backCount} 项被退回，请按退回原因修改后重新提交。
        </p>
      ) : null}
      {children}
    </Card>
  );
}
