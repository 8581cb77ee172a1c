import { Button, Popup, TextArea } from 'antd-mobile';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { cleanReason, reasonProblem } from '@common/publish/reason';
import { REASON_MAX } from '@common/publish/lifecycle';
import styles from './publish.module.css';

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
  const inputId = useId();
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
        <label htmlFor={inputId} className={styles.label}>
          审核意见{required ? '' : '（可选）'}
        </label>
        <TextArea
          id={inputId}
          className={styles.textarea}
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (problem) setProblem(reasonProblem(value, required));
          }}
          placeholder="请填写审核意见（2–200 字），发布人将看到此意见"
          maxLength={REASON_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${inputId}-error` : undefined}
        />
        {problem ? (
          <p id={`${inputId}-error`} className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
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
