import styles from './bigscreen.module.css';

/** A score or an average as shown: hundredths at most, trailing zeros dropped. */
export const points = (value: number) => String(Math.round(value * 100) / 100);

export interface RankRow {
  key: number | string;
  place: number;
  name: string;
  sub: string;
  total: number;
}

/** A top list: place (the first three marked), name with a line under it, total. */
export function RankList({ rows, label }: { rows: readonly RankRow[]; label: string }) {
  if (rows.length === 0) return <p className={styles.note}>暂无企业</p>;
  return (
    <ol className={styles.ranks} aria-label={label}>
      {rows.map((r) => (
        <li key={r.key} className={styles.rankItem}>
          <span className={`${styles.place} ${r.place <= 3 ? styles.podium : ''}`}>{r.place}</span>
          <span className={styles.rankName}>
            {r.name}
            <span className={styles.rankSub}>{r.sub}</span>
          </span>
          <span className={styles.rankTotal}>{points(r.total)}</span>
        </li>
      ))}
    </ol>
  );
}
