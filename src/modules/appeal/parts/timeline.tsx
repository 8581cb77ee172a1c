import { Steps } from 'antd-mobile';
import type { AppealEvent } from '../api';
import { formatDateTime } from '@/ui/format';
import styles from './appeal.module.css';

/** What a step's text is called. */
const CONTENT_LABEL: Partial<Record<AppealEvent['action'], string>> = {
  ASSIGN: '交办意见',
  REASSIGN: '转办说明',
  PROGRESS: '进展',
  REPLY: '答复',
  RATE: '评价说明',
  CLOSE: '办结说明',
  REJECT: '原因',
};

function title(event: AppealEvent): string {
  if ((event.action === 'ASSIGN' || event.action === 'REASSIGN') && event.departmentName)
    return `${event.actionLabel}：${event.departmentName}`;
  if (event.action === 'RATE' && event.rating) return `${event.actionLabel}：${'★'.repeat(event.rating)}`;
  return event.actionLabel;
}

/** Every step of the appeal, oldest first: who, when, and what they wrote. */
export function AppealTimeline({ events }: { events: AppealEvent[] }) {
  if (!events.length) return <p className={styles.hint}>暂无办理记录</p>;
  return (
    <Steps direction="vertical" current={events.length - 1} className={styles.timeline}>
      {events.map((event) => (
        <Steps.Step
          key={event.id}
          status={event.action === 'REJECT' ? 'error' : 'finish'}
          title={title(event)}
          description={
            <>
              <span className={styles.when}>
                {[
                  event.actorName ? `${event.actorName}${event.byOperator ? '（园区）' : ''}` : '',
                  formatDateTime(event.createdAt),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {event.content ? (
                <span className={styles.stepText}>
                  {CONTENT_LABEL[event.action] ?? '说明'}：{event.content}
                </span>
              ) : null}
            </>
          }
        />
      ))}
    </Steps>
  );
}
