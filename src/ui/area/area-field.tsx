import { CascadePicker } from 'antd-mobile';
import { ChoiceField } from '../form-page/choice-button';
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
  placeholder = '请选择省 / 市 / 区县',
  ...field
}: AreaFieldProps) {
  return (
    <ChoiceField
      {...field}
      text={areaLabels(options, value).join(' / ')}
      placeholder={placeholder}
      sheet={(sheet) => (
        <CascadePicker
          options={options}
          {...sheet}
          value={value ?? []}
          onConfirm={(next) => onChange?.(next.filter((v): v is string => typeof v === 'string'))}
        />
      )}
    />
  );
}
