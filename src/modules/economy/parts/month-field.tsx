import styles from './economy.module.css';

/** The park's current month, 'YYYY-MM': no later month can be picked. */
const thisMonth = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);

/** 月份: a month picker ('YYYY-MM') up to the park's current month, in the screen's bar. */
export function MonthField({ value, onChange }: { value: string; onChange: (period: string) => void }) {
  return (
    <div className={styles.bar}>
      <label>
        {'月份 '}
        <input
          type="month"
          aria-label="月份"
          value={value}
          max={thisMonth()}
          onChange={(e) => e.target.value && onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
