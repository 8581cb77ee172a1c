import { CascadePicker } from 'antd-mobile';
import { useState } from 'react';
import { ChoiceButton } from '../form-page/choice-button';
import { AREA_OPTIONS, areaLabels, type AreaOption } from './area-data';

export interface AreaFieldProps {
  /** [province, city, county] names (set by Form.Item). */
  value?: string[];
  onChange?: (value: string[]) => void;
  /** The tree to choose from; 浙江省 / 江苏省 by default. */
  options?: AreaOption[];
  label: string;
  placeholder?: string;
  disabled?: boolean;
}

/** Province / city / county in one cascading picker. */
export function AreaField({
  value,
  onChange,
  options = AREA_OPTIONS,
  label,
  placeholder = '请选择省 / 市 / 区县',
  disabled,
}: AreaFieldProps) {
  const [open, setOpen] = useState(false);
  const shown = areaLabels(options, value).join(' / ');
  return (
    <>
      <ChoiceButton
        label={label}
        text={shown}
        placeholder={placeholder}
        disabled={disabled}
        onOpen={() => setOpen(true)}
      />
      <CascadePicker
        title={label}
        options={options}
        visible={open}
        value={value ?? []}
        onClose={() => setOpen(false)}
        onConfirm={(next) => onChange?.(next.filter((v): v is string => typeof v === 'string'))}
      />
    </>
  );
}
