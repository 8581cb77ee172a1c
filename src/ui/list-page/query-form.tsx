import { Button, Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { ALL_LABEL } from '../status';
import type { FilterSpec, SearchSpec } from './query-state';
import styles from './query-form.module.css';

export interface QueryFormProps<Q> {
  search?: SearchSpec<Q>;
  /** The dropdown filters (chips stay a row of capsules). */
  filters: FilterSpec<Q>[];
  /** The URL's values: what the list shows now. */
  values: URLSearchParams;
  /** 查询 (the fields as typed) and 重置 (all of them empty), in one change of the URL. */
  onApply: (values: Record<string, string | undefined>) => void;
}

/** The label of the text field when the screen names none. */
export const SEARCH_LABEL = '关键词';

type Values = Record<string, string>;

const valuesOf = (fields: string[], values: URLSearchParams): Values =>
  Object.fromEntries(fields.map((field) => [field, values.get(field) ?? '']));

/**
 * A desktop list's query form, as ant-design-pro's: the text and every filter as labelled fields
 * in a row, 查询 and 重置 after them. Nothing is asked until 查询 (or Enter in a field: the form's own
 * submission, the only one — a second handler of Enter would ask again from a stale render).
 */
export function QueryForm<Q>({ search, filters, values, onApply }: QueryFormProps<Q>) {
  const id = useId();
  const fields = [...(search ? [search.field] : []), ...filters.map((filter) => filter.field)];
  const shown = valuesOf(fields, values);
  // What is typed stays here until 查询; a new URL (back, a link, 重置) starts from it again.
  const [draft, setDraft] = useState<{ from: string; values: Values }>({ from: JSON.stringify(shown), values: shown });
  const current = draft.from === JSON.stringify(shown) ? draft.values : shown;
  const set = (field: string, value: string) =>
    setDraft({ from: JSON.stringify(shown), values: { ...current, [field]: value } });
  const apply = (next: Values) => {
    const applied: Values = Object.fromEntries(fields.map((field) => [field, next[field]?.trim() ?? '']));
    setDraft({ from: JSON.stringify(applied), values: applied });
    onApply(Object.fromEntries(fields.map((field) => [field, applied[field] || undefined])));
  };

  return (
    <form
      role="search"
      aria-label="查询条件"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        apply(current);
      }}
    >
      {search ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-${search.field}`}>
            {search.label ?? SEARCH_LABEL}
          </label>
          <Input
            id={`${id}-${search.field}`}
            className={styles.input}
            placeholder={search.placeholder}
            value={current[search.field] ?? ''}
            onChange={(text) => set(search.field, text)}
            clearable
          />
        </div>
      ) : null}
      {filters.map((filter) => (
        <div key={filter.field} className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-${filter.field}`}>
            {filter.label}
          </label>
          <select
            id={`${id}-${filter.field}`}
            className={styles.select}
            value={filter.options.some((o) => o.value === current[filter.field]) ? current[filter.field] : ''}
            onChange={(event) => set(filter.field, event.target.value)}
          >
            <option value="">{filter.allLabel ?? ALL_LABEL}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className={styles.actions}>
        <Button type="submit" color="primary" size="small">
          查询
        </Button>
        <Button type="button" size="small" onClick={() => apply({})}>
          重置
        </Button>
      </div>
    </form>
  );
}
