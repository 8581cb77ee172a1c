import { Steps } from 'antd-mobile';
import { formatDateTime } from './format';
import styles from './audit.module.css';

/** One entry of an audit trail, as the server's history arrays hold it. */
export interface AuditEntry {
  id?: number | string;
  /** SUBMIT / RESUBMIT / PASS / FAIL / BACK … */
  action?: string;
  actionLabel: string;
  reason?: string | null;
  actorName?: string | null;
  createdAt: string;
}

const stepStatus = (action: string | undefined) =>
  action === 'FAIL' ? 'error' : action === 'BACK' ? 'process' : 'finish';

/** The audit trail as a vertical timeline, oldest first (or newest first). */
export function AuditHistory({
  entries,
  newestFirst = false,
}: {
  entries: AuditEntry[];
  newestFirst?: boolean;
}) {
  if (!entries.length) return <p className={styles.none}>暂无审核记录</p>;
  const shown = newestFirst ? [...entries].reverse() : entries;
  return (
    <Steps direction="vertical" className={styles.history} current={shown.length - 1}>
      {shown.map((entry, index) => (
        <Steps.Step
          key={entry.id ?? index}
          status={stepStatus(entry.action)}
          title={entry.actionLabel}
          description={
            <>
              <span className={styles.when}>
                {[entry.actorName, formatDateTime(entry.createdAt)].filter(Boolean).join(' · ')}
              </span>
              {entry.reason ? <span className={styles.reason}>审核意见：{entry.reason}</span> : null}
            </>
          }
        />
      ))}
    </Steps>
  );
}
