import { Button, Dialog, Popup } from 'antd-mobile';
import { useState } from 'react';
import styles from './audit.module.css';
import { validateReason } from './audit-reason';
import { ReasonField } from './reason-field';

export type AuditAction = 'PASS' | 'FAIL' | 'BACK';
export interface AuditInput {
  action: AuditAction;
  /** '' for 通过; the trimmed reason for 不通过 and 退回. */
  reason: string;
}

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  PASS: '通过',
  FAIL: '不通过',
  BACK: '退回',
};

export interface AuditActionsProps {
  /** Runs the audit (usually a defineAction); reject to keep the dialog open. */
  onAudit: (input: AuditInput) => Promise<unknown>;
  /** Which buttons, in order; all three by default. */
  actions?: AuditAction[];
  labels?: Partial<Record<AuditAction, string>>;
  /** The confirmation for 通过. */
  passConfirm?: string;
  disabled?: boolean;
}

const COLORS: Record<AuditAction, 'success' | 'danger' | 'warning'> = {
  PASS: 'success',
  FAIL: 'danger',
  BACK: 'warning',
};

function ReasonPopup({
  action,
  label,
  running,
  onCancel,
  onSubmit,
}: {
  action: AuditAction | null;
  label: string;
  running: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const invalid = validateReason(reason);
    setProblem(invalid);
    if (!invalid) onSubmit(reason.trim());
  };
  return (
    <Popup
      visible={action !== null}
      onMaskClick={running ? undefined : onCancel}
      afterClose={() => {
        setReason('');
        setProblem(null);
      }}
      bodyClassName={styles.popup}
      destroyOnClose
    >
      <h2 className={styles.popupTitle}>{label}</h2>
      <ReasonField
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (problem) setProblem(validateReason(value));
        }}
        placeholder="请填写审核意见（2–200 字），申请人将看到此意见"
        problem={problem}
      />
      <div className={styles.popupActions}>
        <Button block onClick={onCancel} disabled={running}>
          取消
        </Button>
        <Button block color="primary" loading={running} disabled={running} onClick={submit}>
          确定{label}
        </Button>
      </div>
    </Popup>
  );
}

/** 通过 / 不通过 / 退回 for an application waiting for review. */
export function AuditActions({
  onAudit,
  actions = ['PASS', 'FAIL', 'BACK'],
  labels,
  passConfirm = '确定审核通过吗？',
  disabled,
}: AuditActionsProps) {
  const [running, setRunning] = useState(false);
  const [asking, setAsking] = useState<AuditAction | null>(null);
  const labelOf = (action: AuditAction) => labels?.[action] ?? AUDIT_ACTION_LABELS[action];

  const run = async (input: AuditInput) => {
    setRunning(true);
    try {
      await onAudit(input);
      setAsking(null);
    } catch {
      // The HTTP client showed why; the reason stays for another try.
    } finally {
      setRunning(false);
    }
  };

  const start = async (action: AuditAction) => {
    if (action !== 'PASS') {
      setAsking(action);
      return;
    }
    const confirmed = await Dialog.confirm({
      title: labelOf('PASS'),
      content: passConfirm,
      confirmText: labelOf('PASS'),
      cancelText: '取消',
    });
    if (confirmed) await run({ action, reason: '' });
  };

  return (
    <>
      <div className={styles.actions} role="group" aria-label="审核操作">
        {actions.map((action) => (
          <Button
            key={action}
            color={COLORS[action]}
            fill={action === 'PASS' ? 'solid' : 'outline'}
            disabled={disabled || running}
            loading={running && (asking === action || (action === 'PASS' && asking === null))}
            onClick={() => void start(action)}
          >
            {labelOf(action)}
          </Button>
        ))}
      </div>
      <ReasonPopup
        action={asking}
        label={asking ? labelOf(asking) : ''}
        running={running}
        onCancel={() => setAsking(null)}
        onSubmit={(reason) => asking && void run({ action: asking, reason })}
      />
    </>
  );
}
