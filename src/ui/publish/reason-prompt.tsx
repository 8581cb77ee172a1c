import { Button, Popup } from 'antd-mobile';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { cleanReason, reasonProblem } from '@common/publish/reason';
import styles from '../audit.module.css';
import { ReasonField } from '../reason-field';

interface Asking {
  title: string;
  required: boolean;
}

/**
 * Asks for a step's reason (审核意见, 2–200 字, checked with the server's own rule and words) in a
 * bottom popup: `ask({ title, required })` resolves with the cleaned reason, or null when the
 * person cancels. Render `popup` once in the screen.
 */
export function useReasonPrompt(): [(asking: Asking) => Promise<string | null>, ReactNode] {
  const [asking, setAsking] = useState<Asking | null>(null);
  const settle = useRef<((reason: string | null) => void) | null>(null);
  const ask = useCallback(
    (next: Asking) =>
      new Promise<string | null>((resolve) => {
        settle.current?.(null);
        settle.current = resolve;
        setAsking(next);
      }),
    [],
  );
  const finish = (reason: string | null) => {
    settle.current?.(reason);
    settle.current = null;
    setAsking(null);
  };
  return [ask, <ReasonPopup key="reason" asking={asking} onDone={finish} />];
}

function ReasonPopup({ asking, onDone }: { asking: Asking | null; onDone: (reason: string | null) => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const required = asking?.required ?? true;
  const submit = () => {
    const invalid = reasonProblem(reason, required);
    setProblem(invalid);
    if (!invalid) onDone(cleanReason(reason));
  };
  return (
    <Popup
      visible={asking !== null}
      onMaskClick={() => onDone(null)}
      afterClose={() => {
        setReason('');
        setProblem(null);
      }}
      bodyClassName={styles.popup}
      destroyOnClose
    >
      <section role="dialog" aria-label={asking?.title ?? ''}>
        <h2 className={styles.popupTitle}>{asking?.title}</h2>
        <ReasonField
          label={required ? '审核意见' : '审核意见（可选）'}
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (problem) setProblem(reasonProblem(value, required));
          }}
          placeholder="请填写审核意见（2–200 字），发布人将看到此意见"
          problem={problem}
        />
        <div className={styles.popupActions}>
          <Button block onClick={() => onDone(null)}>
            取消
          </Button>
          <Button block color="primary" onClick={submit}>
            确定
          </Button>
        </div>
      </section>
    </Popup>
  );
}
