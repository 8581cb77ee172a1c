import { Input } from 'antd-mobile';
import { useState } from 'react';

export interface NumberInputProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Whole numbers only. */
  integer?: boolean;
  'aria-label'?: string;
}

/**
 * A number typed with the phone's number pad. The text is kept while it still means the value
 * ('1.' while typing 1.5); the form holds a number or undefined.
 */
export function NumberInput({
  value,
  onChange,
  placeholder,
  disabled,
  integer,
  'aria-label': label,
}: NumberInputProps) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const meaning = text.trim() === '' ? undefined : Number(text);
  const shown =
    meaning === value || (meaning !== undefined && Number.isNaN(meaning))
      ? text
      : value === undefined
        ? ''
        : String(value);
  return (
    <Input
      value={shown}
      inputMode={integer ? 'numeric' : 'decimal'}
      placeholder={placeholder}
      disabled={disabled}
      clearable
      aria-label={label}
      onChange={(next) => {
        const cleaned = next.replace(integer ? /[^\d-]/g : /[^\d.-]/g, '');
        setText(cleaned);
        const number = cleaned.trim() === '' ? undefined : Number(cleaned);
        if (number === undefined || !Number.isNaN(number)) onChange?.(number);
      }}
    />
  );
}
