import { Picker } from 'antd-mobile';
import { useState } from 'react';
import type { Option } from '../status';
import { ChoiceButton } from './choice-button';

export interface PickerFieldProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  options: Option[];
  label: string;
  placeholder?: string;
  disabled?: boolean;
}

/** One choice out of many, in a bottom wheel picker. */
export function PickerField({
  value,
  onChange,
  options,
  label,
  placeholder = '请选择',
  disabled,
}: PickerFieldProps) {
  const [open, setOpen] = useState(false);
  const shown = options.find((o) => o.value === value)?.label ?? '';
  return (
    <>
      <ChoiceButton
        label={label}
        text={shown}
        placeholder={placeholder}
        disabled={disabled}
        onOpen={() => setOpen(true)}
      />
      <Picker
        title={label}
        columns={[options]}
        visible={open}
        value={value === undefined ? [] : [value]}
        onClose={() => setOpen(false)}
        onConfirm={(next) =>
          onChange?.(next[0] === null || next[0] === undefined ? undefined : String(next[0]))
        }
      />
    </>
  );
}
