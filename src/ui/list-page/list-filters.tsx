import { CheckList, Dropdown, type DropdownRef } from 'antd-mobile';
import { useRef } from 'react';
import { ChipTabs } from '../chip-tabs';
import { ALL_LABEL } from '../status';
import type { FilterSpec } from './query-state';
import styles from './list-page.module.css';

/** antd-mobile tabs need non-empty keys: 全部 ('') travels as this. */
export const ALL_KEY = '__all__';
export const toKey = (value: string) => value || ALL_KEY;
export const fromKey = (key: string) => (key === ALL_KEY ? '' : key);

interface FiltersProps<Q> {
  filters: FilterSpec<Q>[];
  values: URLSearchParams;
  onChange: (field: string, value: string | undefined) => void;
}

const selected = <Q,>(filter: FilterSpec<Q>, values: URLSearchParams) => {
  const value = values.get(filter.field) ?? '';
  return filter.options.some((o) => o.value === value) ? value : '';
};

/** Dropdown filters in one bar; each title shows the chosen option. */
export function DropdownFilters<Q>({ filters, values, onChange }: FiltersProps<Q>) {
  const dropdown = useRef<DropdownRef>(null);
  if (!filters.length) return null;
  return (
    <Dropdown ref={dropdown} className={styles.dropdown}>
      {filters.map((filter) => {
        const value = selected(filter, values);
        const label = filter.options.find((o) => o.value === value)?.label;
        return (
          <Dropdown.Item key={filter.field} title={label ?? filter.label} highlight={!!value}>
            <CheckList
              aria-label={filter.label}
              value={[toKey(value)]}
              onChange={(next) => {
                onChange(filter.field, fromKey(String(next[0] ?? ALL_KEY)) || undefined);
                dropdown.current?.close();
              }}
            >
              <CheckList.Item value={ALL_KEY}>{filter.allLabel ?? ALL_LABEL}</CheckList.Item>
              {filter.options.map((option) => (
                <CheckList.Item key={option.value} value={option.value}>
                  {option.label}
                </CheckList.Item>
              ))}
            </CheckList>
          </Dropdown.Item>
        );
      })}
    </Dropdown>
  );
}

/** A filter as a scrolling row of capsules (few, short options). */
export function ChipFilter<Q>({
  filter,
  values,
  onChange,
}: {
  filter: FilterSpec<Q>;
  values: URLSearchParams;
  onChange: FiltersProps<Q>['onChange'];
}) {
  return (
    <ChipTabs
      className={styles.chips}
      label={filter.label}
      tabs={[{ key: '', title: filter.allLabel ?? ALL_LABEL }, ...filter.options.map((o) => ({ key: o.value, title: o.label }))]}
      activeKey={selected(filter, values)}
      onChange={(value) => onChange(filter.field, value || undefined)}
    />
  );
}
