import { Button, Dialog, Popup, TextArea } from 'antd-mobile';
import { useId, useState, type ReactNode } from 'react';
import styles from './appeal.module.css';

export interface TextPopupProps {
  visible: boolean;
  title: string;
  label: string;
  placeholder: string;
  min: number;
  max: number;
  /** false: the text may be empty. */
  required?: boolean;
  submitText: string;
  /** Asked before running (destructive or final steps). */
  confirm?: string;
  /** Above the text box (e.g. the department picker). */
  children?: ReactNode;
  /** Extra check before running; a message refuses. */
  check?: () => string | null;
  onCancel: () => void;
  /** Runs the step; reject to keep the popup open (the server's message was shown). */
  onSubmit: (text: string) => Promise<unknown>;
}

/** A bottom sheet asking for one text (a reply, a reason, a note), checked before it is sent. */
export function TextPopup(props: TextPopupProps) {
  const { min, max, required = true } = props;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const inputId = useId();

  const validate = (value: string): string | null => {
    const length = [...value.trim()].length;
    if (required && length === 0) return `请填写${props.label}`;
    if (length > 0 && length < min) return `${props.label}不能少于 ${min} 个字`;
    if (length > max) return `${props.label}不能超过 ${max} 个字`;
    return props.check?.() ?? null;
  };

  const submit = async () => {
    const invalid = validate(text);
    setProblem(invalid);
    if (invalid) return;
    if (props.confirm && !(await Dialog.confirm({ content: props.confirm }))) return;
    setRunning(true);
    try {
      await props.onSubmit(text.trim());
    } catch {
      // The HTTP client showed the server's message; the text stays for another try.
    } finally {
      setRunning(false);
    }
  };

  return (
    <Popup
      visible={props.visible}
      onMaskClick={running ? undefined : props.onCancel}
      afterClose={() => {
        setText('');
        setProblem(null);
      }}
      bodyClassName={styles.popup}
      destroyOnClose
    >
      <h2 className={styles.popupTitle}>{props.title}</h2>
      {props.children}
      <label htmlFor={inputId} className={styles.label}>
        {props.label}
        {required ? '' : '（可选）'}
      </label>
      <TextArea
        id={inputId}
        className={styles.textarea}
        value={text}
        onChange={(value) => {
          setText(value);
          if (problem) setProblem(validate(value));
        }}
        placeholder={props.placeholder}
        maxLength={max}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
        aria-label={props.label}
      />
      <PopupFooter problem={problem} running={running} onCancel={props.onCancel} onSubmit={submit} submitText={props.submitText} />
    </Popup>
  );
}

/** The foot of an appeal bottom sheet: the problem found (if any), 取消 and the step's button. */
export function PopupFooter(props: {
  problem: string | null;
  running: boolean;
  onCancel: () => void;
  onSubmit: () => Promise<void>;
  submitText: string;
}) {
  return (
    <>
      {props.problem ? (
        <p className={styles.problem} role="alert">
          {props.problem}
        </p>
      ) : null}
      <div className={styles.popupActions}>
        <Button block onClick={props.onCancel} disabled={props.running}>
          取消
        </Button>
        <Button block color="primary" loading={props.running} disabled={props.running} onClick={() => void props.onSubmit()}>
          {props.submitText}
        </Button>
      </div>
    </>
  );
}
