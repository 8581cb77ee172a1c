import { RightOutline } from 'antd-mobile-icons';
import styles from './form-page.module.css';

/** The tappable line of a picker-backed field: its value (or placeholder) and an arrow. */
export function ChoiceButton({
  label,
  text,
  placeholder,
  disabled,
  onOpen,
}: {
  label: string;
  text: string;
  placeholder: string;
  disabled?: boolean;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.choice}
      disabled={disabled}
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-label={`${label}：${text || '未选择'}`}
    >
      <span className={text ? styles.choiceValue : styles.choicePlaceholder}>{text || placeholder}</span>
      <RightOutline aria-hidden className={styles.choiceArrow} />
    </button>
  );
}
