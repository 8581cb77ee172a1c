import { Button, Input } from 'antd-mobile';
import { useId, useState } from 'react';
import styles from './pager.module.css';

/** The page sizes a desktop table offers (ant-design's, 20 first as the lists' default). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  total: number;
  sizes?: readonly number[];
  /** A new page, or a new size (which starts again at page 1). */
  onChange: (page: number, pageSize: number) => void;
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The page buttons to show: the first, the last, two either side of the current; gaps between. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const from = Math.max(2, Math.min(page - 2, pages - 5));
  const to = Math.min(pages - 1, Math.max(page + 2, 6));
  const middle = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return [1, ...(from > 2 ? ['gap' as const] : []), ...middle, ...(to < pages - 1 ? ['gap' as const] : []), pages];
}

/** A number typed into 跳至 as a page that exists, or undefined. */
export function pageOf(text: string, pages: number): number | undefined {
  const value = Number(text.trim());
  if (!text.trim() || !Number.isInteger(value)) return undefined;
  return Math.min(Math.max(value, 1), pages);
}

/**
 * A desktop table's pages, as ant-design's Pagination: 共 N 条, previous / numbers / next, the page
 * size and 跳至 … 页 (Enter). Drawn with antd-mobile's Button and Input and a native select.
 */
export function Pager({ page, pageSize, total, sizes = PAGE_SIZES, onChange }: PagerProps) {
  const pages = pageCount(total, pageSize);
  const [jump, setJump] = useState('');
  const id = useId();
  const go = (next: number) => {
    if (next !== page && next >= 1 && next <= pages) onChange(next, pageSize);
  };
  const jumpTo = () => {
    const next = pageOf(jump, pages);
    setJump('');
    if (next !== undefined) go(next);
  };
  return (
    <nav className={styles.pager} aria-label="分页">
      <span className={styles.total} aria-live="polite">
        共 {total} 条
      </span>
      <Button size="small" aria-label="上一页" disabled={page <= 1} onClick={() => go(page - 1)}>
        ‹
      </Button>
      <ul className={styles.pages}>
        {pageWindow(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap${String(index)}`} className={styles.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                size="small"
                color={item === page ? 'primary' : 'default'}
                fill={item === page ? 'solid' : 'outline'}
                aria-label={`第 ${String(item)} 页`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button size="small" aria-label="下一页" disabled={page >= pages} onClick={() => go(page + 1)}>
        ›
      </Button>
      <select
        className={styles.size}
        aria-label="每页条数"
        value={pageSize}
        onChange={(event) => onChange(1, Number(event.target.value))}
      >
        {[...new Set([...sizes, pageSize])].sort((a, b) => a - b).map((size) => (
          <option key={size} value={size}>
            {size} 条/页
          </option>
        ))}
      </select>
      <span className={styles.jump}>
        <label htmlFor={`${id}-jump`} className={styles.hidden}>
          跳至页码
        </label>
        <span aria-hidden>跳至</span>
        <Input
          id={`${id}-jump`}
          className={styles.jumpInput}
          inputMode="numeric"
          value={jump}
          onChange={setJump}
          onEnterPress={jumpTo}
          onBlur={jumpTo}
        />
        <span aria-hidden>页</span>
      </span>
    </nav>
  );
}
