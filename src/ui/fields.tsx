import type { ReactNode } from 'react';
import type { StatusFamily } from '@common/status';
import { formatBool, formatDate, formatDateTime, formatMoney, maskIdcard, maskPhone } from './format';
import type { Option } from './status';
import { StatusTag } from './status-tag';

/**
 * One field of a resource as it is shown (the "columns" of ant-design-pro): list cards and detail
 * sections read the same descriptions.
 */

/** A field name of the item, or a function computing what to show. */
export type Accessor<T> = (keyof T & string) | ((item: T) => ReactNode);

export type DisplayFormat =
  'text' | 'date' | 'datetime' | 'money' | 'money-yuan' | 'phone' | 'idcard' | 'bool';

export interface DisplayField<T> {
  label: string;
  value: Accessor<T>;
  /** date 2025-03-07 · datetime 2025-03-07 14:05 · money 万元 · money-yuan 元 shown as 万元 · phone 138****0001 · idcard masked · bool 是/否. */
  format?: DisplayFormat | ((value: unknown, item: T) => ReactNode);
  /** Render the value as a StatusTag of this family. */
  status?: StatusFamily;
  /** Enum values shown by their labels. */
  options?: Option[];
  /** Hide the row for this item (e.g. reason only when refused). */
  hidden?: (item: T) => boolean;
}

export const EMPTY_TEXT = '—';

export function readField<T>(item: T, accessor: Accessor<T>): unknown {
  return typeof accessor === 'function' ? accessor(item) : item[accessor];
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function formatted(value: unknown, format: DisplayFormat): ReactNode {
  switch (format) {
    case 'date':
      return formatDate(value as string);
    case 'datetime':
      return formatDateTime(value as string);
    case 'money':
      return formatMoney(value as number);
    case 'money-yuan':
      return formatMoney(value as number, { from: 'yuan' });
    case 'phone':
      return maskPhone(String(value));
    case 'idcard':
      return maskIdcard(String(value));
    case 'bool':
      return formatBool(value as boolean);
    default:
      return Array.isArray(value) ? value.join('、') : (value as ReactNode);
  }
}

/** What a field shows for an item; null when there is nothing to show. */
export function displayValue<T>(item: T, field: DisplayField<T>): ReactNode {
  const value = readField(item, field.value);
  if (typeof field.format === 'function') return field.format(value, item);
  if (isEmpty(value)) return null;
  if (field.status) return <StatusTag family={field.status} value={String(value)} />;
  if (field.options) {
    const values = Array.isArray(value) ? value : [value];
    return values
      .map((v) => field.options?.find((o) => o.value === String(v))?.label ?? String(v))
      .join('、');
  }
  if (typeof value === 'object' && !Array.isArray(value) && value !== null && !('$$typeof' in value))
    return JSON.stringify(value);
  return formatted(value, field.format ?? 'text');
}

/** The fields of an item that are not hidden for it. */
export const visibleFields = <T,>(item: T, fields: DisplayField<T>[]) =>
  fields.filter((f) => !f.hidden?.(item));
