import type { RankEntry } from '../api';
import styles from './rank.module.css';

/** A figure with the list's unit: 3,865.5 万元. */
export function figureText(figure: number | null, unit: string): string {
  if (figure === null) return '';
  return `${figure.toLocaleString('zh-CN', { maximumFractionDigits: 4 })}${unit ? ` ${unit}` : ''}`;
}

/** The places of a list as a table: 名次, 企业, the figure (when the list has one), 备注. */
export function EntryTable({
  entries,
  figureLabel,
  figureUnit,
  caption,
}: {
  entries: readonly RankEntry[];
  figureLabel: string;
  figureUnit: string;
  caption: string;
}) {
  const notes = entries.some((e) => e.note !== '');
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">名次</th>
          <th scope="col">企业</th>
          {figureLabel ? <th scope="col">{figureLabel}</th> : null}
          {notes ? <th scope="col">备注</th> : null}
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.rank}>
            <td className={styles.rankCell}>{e.rank}</td>
            <td>{e.orgName}</td>
            {figureLabel ? <td className={styles.figureCell}>{figureText(e.figure, figureUnit)}</td> : null}
            {notes ? <td>{e.note}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
