import { TextArea } from 'antd-mobile';
import { useId } from 'react';
import { REASON_MAX } from './audit-reason';
import styles from './audit.module.css';

export interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Why the reason is refused, shown under it (and announced); null when fine. */
  problem: string | null;
  placeholder: string;
  /** 审核意见 by default. */
  label?: string;
}

/** The 审核意见 box of a review popup (audit actions, the publish kit's steps): label, counter, its problem. */
export function ReasonField({ value, onChange, problem, placeholder, label = '审核意见' }: ReasonFieldProps) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <TextArea
        id={inputId}
        className={styles.textarea}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
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
    </>
  );
}
