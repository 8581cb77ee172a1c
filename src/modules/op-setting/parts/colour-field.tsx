import { themeColorProblem } from '@common/setting/rules';
import styles from './setting.module.css';

/** The park's colour: a picker and its #RRGGBB text, with a sample of white text on it. */
export function ColourField({ value = '', onChange }: { value?: string; onChange?: (value: string) => void }) {
  const usable = themeColorProblem(value) === null;
  const pickerValue = /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : '#1466e6';
  return (
    <div className={styles.colour}>
      <input type="color" aria-label="选择主题色" value={pickerValue} onChange={(e) => onChange?.(e.target.value)} />
      <input type="text" aria-label="主题色" value={value} maxLength={7} onChange={(e) => onChange?.(e.target.value.trim())} />
      {usable ? (
        <span className={styles.swatch} style={{ background: value }}>
          按钮示例
        </span>
      ) : null}
    </div>
  );
}
