import type { CSSProperties, ReactNode } from 'react';
import styles from './stat-grid.module.css';

/** One figure of a StatGrid: what it counts, and the count ('—' while unknown). */
export interface Stat {
  label: string;
  value: ReactNode;
  /** For tests that read one figure. */
  testId?: string;
}

/**
 * A row of figures — a message's recipients and reads, an SMS batch's results, a declaration's
 * applications by state: each figure large above its label, in equal columns, as a description
 * list so a screen reader says what each number counts.
 */
export function StatGrid({ items, label }: { items: readonly Stat[]; label?: string }) {
  const style = { '--stat-columns': items.length } as CSSProperties;
  return (
    <dl className={styles.grid} style={style} aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className={styles.stat}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
