import { RightOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import styles from './form-page.module.css';

/** What a picker-backed field hands its sheet: its title (the field's label), whether it is open and how to close it. */
export interface ChoiceSheet {
  title: string;
  visible: boolean;
  onClose: () => void;
}

/**
 * A picker-backed field: the tappable line with its value (or placeholder) and an arrow, and the
 * bottom sheet it opens (the field's own picker, given `visible` and `onClose`).
 */
export function ChoiceField({
  label,
  text,
  placeholder,
  disabled,
  sheet,
}: {
  label: string;
  text: string;
  placeholder: string;
  disabled?: boolean;
  sheet: (state: ChoiceSheet) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.choice}
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={`${label}：${text || '未选择'}`}
      >
        <span className={text ? styles.choiceValue : styles.choicePlaceholder}>{text || placeholder}</span>
        <RightOutline aria-hidden className={styles.choiceArrow} />
      </button>
      {sheet({ title: label, visible: open, onClose: () => setOpen(false) })}
    </>
  );
}
