import { DatePicker } from 'antd-mobile';
import { useState } from 'react';
import { formatDate } from '../format';
import { ChoiceField } from './choice-button';

export interface DateFieldProps {
  /** YYYY-MM-DD. */
  value?: string;
  onChange?: (value: string | undefined) => void;
  label: string;
  placeholder?: string;
  /** YYYY-MM-DD bounds; 1950-01-01 to ten years ahead by default. */
  min?: string;
  max?: string;
  disabled?: boolean;
}

const parse = (text: string | undefined): Date | undefined => {
  if (!text) return undefined;
  const [y, m, d] = text.split('-').map(Number);
  if (!y || !m || !d) return undefined;
  return new Date(y, m - 1, d);
};

/** A day, chosen with a wheel picker, kept as YYYY-MM-DD. */
export function DateField({
  value,
  onChange,
  label,
  placeholder = '请选择日期',
  min,
  max,
  disabled,
}: DateFieldProps) {
  const [now] = useState(() => new Date());
  return (
    <ChoiceField
      label={label}
      text={value ?? ''}
      placeholder={placeholder}
      disabled={disabled}
      sheet={(sheet) => (
        <DatePicker
          {...sheet}
          precision="day"
          value={parse(value) ?? null}
          min={parse(min) ?? new Date(1950, 0, 1)}
          max={parse(max) ?? new Date(now.getFullYear() + 10, 11, 31)}
          onConfirm={(date) => onChange?.(formatDate(date))}
        />
      )}
    />
  );
}
