import { Selector } from 'antd-mobile';
import styles from './year-bar.module.css';

/** The year of a yearly report (economic targets, project targets, the monthly brief): this year and the one before, the park's calendar. */
export function YearBar({ value, onChange }: { value: number; onChange: (year: number) => void }) {
  const options = [currentYear(), currentYear() - 1].map((y) => ({
    label: `${String(y)}年`,
    value: y,
  }));
  return (
    <div className={styles.bar}>
      <Selector
        aria-label="年度"
        options={options}
        value={[value]}
        onChange={(v) => v[0] !== undefined && onChange(v[0])}
        style={{ '--padding': '4px 10px' }}
      />
    </div>
  );
}

export const currentYear = () => new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
