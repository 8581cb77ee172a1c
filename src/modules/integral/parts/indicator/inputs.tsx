import { useState, type ReactNode } from 'react';
import type { IntegralField } from '@common/integral/model';
import { INTEGRAL_FIELD_KEYS, INTEGRAL_FIELDS } from '../../api-analysis';
import styles from './indicator.module.css';

/** The indicator editor's small inputs: a number as typed, a figure picked, a problem shown. */

/**
 * A number typed by the operator: the text as typed, the number (NaN when it is not one, which
 * systemProblem names) handed up. `open` turns an empty box into null (a band's open end).
 */
export function NumberBox({
  label,
  value,
  onChange,
  open = false,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  open?: boolean;
}) {
  const [text, setText] = useState(value === null || Number.isNaN(value) ? '' : String(value));
  return (
    <input
      className={styles.input}
      inputMode="decimal"
      aria-label={label}
      placeholder={open ? '不限' : undefined}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const trimmed = typed.trim();
        onChange(trimmed === '' ? (open ? null : Number.NaN) : Number(trimmed));
      }}
    />
  );
}

export function FieldSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: IntegralField;
  onChange: (field: IntegralField) => void;
}) {
  return (
    <select
      className={styles.select}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as IntegralField)}
    >
      {INTEGRAL_FIELD_KEYS.map((key) => (
        <option key={key} value={key}>
          {INTEGRAL_FIELDS[key].label}（{INTEGRAL_FIELDS[key].unit}）
        </option>
      ))}
    </select>
  );
}

export function Problem({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.problem} role="alert">
      {children}
    </p>
  );
}
