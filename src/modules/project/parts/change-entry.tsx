import { Button, Dialog, Tag } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormPopup } from '@/ui/form-popup';
import { formatDateTime } from '@/ui/format';
import {
  CHANGE_ITEM_LABELS,
  CHANGE_STATUS_LABELS,
  decideProjectChange,
  PROJECT_LIMITS,
  type ProjectChangeView,
} from '../api';
import { projectDetailPath } from '../paths';
import styles from './project.module.css';
import { quoted } from '@common/quoted';

const COLOR = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger' } as const;

/** One change request: what, from and to, why, who asked and decided; 批准 / 不批准 for who may decide. */
export function ChangeEntry({
  change,
  withProject = false,
}: {
  change: ProjectChangeView;
  withProject?: boolean;
}) {
  const [refusing, setRefusing] = useState(false);
  const label = CHANGE_ITEM_LABELS[change.item];
  const approve = async () => {
    const ok = await Dialog.confirm({
      title: '批准变更',
      content: `批准后${label}将改为${quoted(change.after)}，确定批准吗？`,
      confirmText: '批准',
    });
    if (ok) await decideProjectChange({ id: change.id, approve: true }).catch(() => undefined);
  };
  return (
    <article className={styles.entry} aria-label={`${change.projectName} ${label}变更`}>
      <div className={styles.entryHead}>
        <span>
          {withProject ? <Link to={projectDetailPath(change.projectId)}>{change.projectName}</Link> : null}{' '}
          {label}
        </span>
        <Tag color={COLOR[change.status]}>{CHANGE_STATUS_LABELS[change.status]}</Tag>
      </div>
      <p className={styles.entryText}>
        {change.before || '（空）'} → {change.after}
      </p>
      <p className={styles.entryText}>原因：{change.why}</p>
      <p className={styles.muted}>
        {change.requestedBy || '园区工作人员'} 申请于 {formatDateTime(change.requestedAt)}
        {change.decidedAt
          ? `；${change.decidedBy || '园区工作人员'} 审批于 ${formatDateTime(change.decidedAt)}`
          : ''}
        {change.decisionNote ? `：${change.decisionNote}` : ''}
      </p>
      {change.mayDecide ? (
        <div className={styles.actions}>
          <Button color="danger" fill="outline" size="small" onClick={() => setRefusing(true)}>
            不批准
          </Button>
          <Button color="primary" size="small" onClick={() => void approve()}>
            批准
          </Button>
        </div>
      ) : null}
      <FormPopup<{ note: string }>
        title="不批准变更"
        visible={refusing}
        onClose={() => setRefusing(false)}
        fields={[
          {
            name: 'note',
            label: '审批意见',
            type: 'textarea',
            required: true,
            min: PROJECT_LIMITS.textMin,
            max: PROJECT_LIMITS.textMax,
          },
        ]}
        submitText="不批准"
        onSubmit={(v) => decideProjectChange({ id: change.id, approve: false, note: v.note })}
      />
    </article>
  );
}
