import { Picker } from 'antd-mobile';
import type { Option } from '../status';
import { ChoiceField } from './choice-button';

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
  placeholder = '请选择',
  ...field
}: PickerFieldProps) {
  return (
    <ChoiceField
      {...field}
      text={options.find((o) => o.value === value)?.label ?? ''}
      placeholder={placeholder}
      sheet={(sheet) => (
        <Picker
          columns={[options]}
          {...sheet}
          value={value === undefined ? [] : [value]}
          onConfirm={(next) =>
            onChange?.(next[0] === null || next[0] === undefined ? undefined : String(next[0]))
          }
        />
      )}
    />
  );
}
