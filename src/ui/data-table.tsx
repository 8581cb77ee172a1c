import type { Key, ReactNode } from 'react';
import styles from './data-table.module.css';

/** One column of a DataTable: its header, what a row shows in it, and how it aligns. */
export interface DataColumn<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  /** Figures: right-aligned, tabular digits, never wrapped. */
  numeric?: boolean;
  /** The row's own label (a rank, a name): bold. */
  strong?: boolean;
}

/**
 * A read-only table of figures — the access statistics by page, the innovation score by
 * industry, a rank list's entries: a caption saying what it holds, column headers, one row per
 * item, scrolling sideways on a narrow screen rather than squeezing. Operator lists with sorting,
 * column settings and batch actions are ListPage's table (list-page/), not this.
 */
export function DataTable<T>({
  caption,
  rows,
  columns,
  rowKey,
  label,
}: {
  caption: ReactNode;
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => Key;
  /** The table's accessible name, when the caption is not a plain sentence. */
  label?: string;
}) {
  const cellClass = (column: DataColumn<T>) =>
    [column.numeric ? styles.number : '', column.strong ? styles.strong : ''].filter(Boolean).join(' ') || undefined;
  return (
    // A wide table scrolls sideways in its box: the box takes the keyboard's focus to scroll it.
    <div className={styles.wrap} tabIndex={0} role="region" aria-label={label ?? (typeof caption === 'string' ? caption : '表格')}>
      <table className={styles.table} aria-label={label}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? styles.number : undefined}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
