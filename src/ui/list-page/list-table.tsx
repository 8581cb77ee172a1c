import { Button, CenterPopup, Dialog, Toast } from 'antd-mobile';
import { useEffect, useRef, useState, type Key } from 'react';
import type { SortState } from './query-state';
import type { TableColumn } from './table-columns';
import styles from './list-page.module.css';

/** An action on the selected rows of a desktop table (批量撤回, 批量删除…). */
export interface BatchAction<T> {
  text: string;
  /** Asked before running (destructive actions); `content` may count the rows it will touch. */
  confirm?: { title?: string; content: string | ((items: T[]) => string) };
  /** Asked instead of `confirm` (a reason for the rows): null stops; the answer is handed to `run`. */
  ask?: (items: T[]) => Promise<string | null>;
  /** Runs on the selected rows it applies to; the list refreshes afterwards, whatever the outcome. */
  run: (items: T[], answer?: string) => Promise<unknown>;
  danger?: boolean;
  /** Which rows it applies to (all by default): the others are left out, and it is disabled without any. */
  applies?: (item: T) => boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function Checkbox({
  checked,
  indeterminate = false,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      checked={checked}
      aria-label={label}
      onChange={onChange}
    />
  );
}

export interface ListTableProps<T> {
  caption: string;
  items: T[];
  columns: TableColumn<T>[];
  keyOf: (item: T, index: number) => Key;
  /** Used to name each row's checkbox (选择「…」). */
  nameOf: (item: T) => string;
  pathOf?: ((item: T) => string) | undefined;
  sort: SortState | undefined;
  onSort: (column: TableColumn<T>) => void;
  /** With batch actions: the selected rows' keys. */
  selection?: { selected: ReadonlySet<Key>; toggle: (key: Key) => void; toggleAll: () => void } | undefined;
}

/** A list as an HTML table (desktop operations screens): sortable headers, optional row selection. */
export function ListTable<T>({
  caption,
  items,
  columns,
  keyOf,
  nameOf,
  pathOf,
  sort,
  onSort,
  selection,
}: ListTableProps<T>) {
  const keys = items.map(keyOf);
  const selectedCount = selection ? keys.filter((key) => selection.selected.has(key)).length : 0;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className={styles.selectCell}>
                <Checkbox
                  checked={items.length > 0 && selectedCount === items.length}
                  indeterminate={selectedCount > 0 && selectedCount < items.length}
                  label="全选本页"
                  onChange={selection.toggleAll}
                />
              </th>
            ) : null}
            {columns.map((column) => {
              const active =
                column.sortBy !== undefined && sort?.orderBy === column.sortBy ? sort.order : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortBy ? (active ? ARIA_SORT[active] : 'none') : undefined}
                >
                  {column.sortBy ? (
                    <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
                      {column.title}
                      <span aria-hidden="true" className={active ? styles.sortActive : styles.sortIcon}>
                        {active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.title
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => {
            const key = keys[index]!;
            const path = pathOf?.(item);
            return (
              <tr key={key} className={selection?.selected.has(key) ? styles.selectedRow : undefined}>
                {selection ? (
                  <td className={styles.selectCell}>
                    <Checkbox
                      checked={selection.selected.has(key)}
                      label={`选择「${nameOf(item)}」`}
                      onChange={() => selection.toggle(key)}
                    />
                  </td>
                ) : null}
                {columns.map((column) => (
                  <td key={column.key} className={column.key === 'extra' ? styles.actionsCell : undefined}>
                    {column.render(item, path)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** 列设置: a checkbox per column; the last visible one cannot be hidden. */
export function ColumnSettings<T>({
  columns,
  hidden,
  onToggle,
}: {
  columns: TableColumn<T>[];
  hidden: readonly string[];
  onToggle: (key: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const visibleCount = columns.filter((c) => !hidden.includes(c.key)).length;
  return (
    <>
      <Button size="small" fill="outline" onClick={() => setOpen(true)}>
        列设置
      </Button>
      <CenterPopup
        visible={open}
        onMaskClick={() => setOpen(false)}
        bodyClassName={styles.settings}
        destroyOnClose
      >
        <section role="dialog" aria-modal="true" aria-labelledby="list-column-settings">
          <h2 id="list-column-settings" className={styles.settingsTitle}>
            列设置
          </h2>
          <ul className={styles.settingsList}>
            {columns.map((column) => {
              const shown = !hidden.includes(column.key);
              return (
                <li key={column.key}>
                  <label className={styles.settingsItem}>
                    <input
                      type="checkbox"
                      className={styles.checkbox}
                      checked={shown}
                      disabled={shown && visibleCount <= 1}
                      onChange={() => onToggle(column.key)}
                    />
                    {column.title}
                  </label>
                </li>
              );
            })}
          </ul>
          <Button block color="primary" onClick={() => setOpen(false)}>
            完成
          </Button>
        </section>
      </CenterPopup>
    </>
  );
}

/** 已选 N 项 and the batch actions; each confirms first when it says so, then the list refreshes. */
export function BatchBar<T>({
  selected,
  actions,
  onDone,
  onClear,
}: {
  selected: T[];
  actions: BatchAction<T>[];
  onDone: () => void;
  onClear: () => void;
}) {
  const [running, setRunning] = useState<string | null>(null);
  const start = async (action: BatchAction<T>) => {
    const items = action.applies ? selected.filter(action.applies) : selected;
    if (!items.length) return;
    if (action.confirm) {
      const { title, content } = action.confirm;
      const ok = await Dialog.confirm({
        ...(title ? { title } : {}),
        content: typeof content === 'function' ? content(items) : content,
        confirmText: '确定',
        cancelText: '取消',
      });
      if (!ok) return;
    }
    const answer = action.ask ? await action.ask(items) : undefined;
    if (answer === null) return;
    setRunning(action.text);
    try {
      await (answer === undefined ? action.run(items) : action.run(items, answer));
      Toast.show({ icon: 'success', content: `${action.text}完成` });
    } catch {
      // The server's message was shown by the HTTP client; what did run is in the refreshed list.
    } finally {
      setRunning(null);
      onDone();
    }
  };
  return (
    <div className={styles.batchBar} role="region" aria-label="批量操作">
      <span aria-live="polite">已选 {selected.length} 项</span>
      {actions.map((action) => {
        const count = action.applies ? selected.filter(action.applies).length : selected.length;
        return (
          <Button
            key={action.text}
            size="small"
            color={action.danger ? 'danger' : 'primary'}
            fill="outline"
            disabled={count === 0 || running !== null}
            loading={running === action.text}
            onClick={() => void start(action)}
          >
            {action.text}
          </Button>
        );
      })}
      {selected.length ? (
        <Button size="small" fill="none" onClick={onClear}>
          取消选择
        </Button>
      ) : null}
    </div>
  );
}
