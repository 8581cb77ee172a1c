import type { FormItemProps } from 'antd-mobile';
import type { ReactElement } from 'react';
import type { AreaOption } from '../area/area-data';
import type { Option } from '../status';

/** Form fields described by data: FormPage renders them, rulesFor() validates them. */

export type Rule = NonNullable<FormItemProps['rules']>[number];

interface BaseField<V> {
  name: keyof V & string;
  label: string;
  placeholder?: string;
  /** true: 请输入/请选择/请上传{label}; a string: that message. */
  required?: boolean | string;
  /** Help text under the field. */
  help?: string;
  disabled?: boolean;
  /** Starts a titled group (Form.Header) when it differs from the previous field's. */
  group?: string;
  /** Extra antd-mobile / rc-field-form rules. */
  rules?: Rule[];
  /** Shown only when `when` holds for the current values of `dependsOn`. */
  visible?: { dependsOn: Array<keyof V & string>; when: (values: Partial<V>) => boolean };
}

export interface TextField<V> extends BaseField<V> {
  type: 'text' | 'textarea' | 'phone';
  /** Length in characters. */
  min?: number;
  max?: number;
  pattern?: { regex: RegExp; message: string };
  /** textarea: visible rows (3 by default). */
  rows?: number;
  autoComplete?: string;
}

export interface NumberField<V> extends BaseField<V> {
  type: 'number';
  min?: number;
  max?: number;
  integer?: boolean;
  /** Shown after the input, e.g. 万元. */
  unit?: string;
}

export interface ChoiceField<V> extends BaseField<V> {
  /** select: capsules for a few options (multiple allowed); picker: a wheel for many. */
  type: 'select' | 'picker';
  options: Option[];
  /** select only: value becomes string[]. */
  multiple?: boolean;
  /** select only: capsules per row (3 by default). */
  columns?: number;
}

export interface DateField<V> extends BaseField<V> {
  type: 'date';
  /** YYYY-MM-DD bounds. */
  minDate?: string;
  maxDate?: string;
}

export interface AreaField<V> extends BaseField<V> {
  /** Value: [province, city, county] names. */
  type: 'area';
  options?: AreaOption[];
}

export interface FileField<V> extends BaseField<V> {
  /** Value: the uploaded file's download address. image: photos only; file: photos or PDF. */
  type: 'image' | 'file';
  accept?: string;
  maxBytes?: number;
}

export interface RichTextField<V> extends BaseField<V> {
  /** Value: an HTML string. `max`: characters of text. */
  type: 'richtext';
  max?: number;
}

export interface SwitchField<V> extends BaseField<V> {
  type: 'switch';
}

/**
 * A control of the screen's own (an organisation picker, photos, a map position): the kit wraps it
 * in the form item with the label, the required mark, the rules and the help text; the control
 * takes `value` and `onChange` as an antd-mobile form control does.
 */
export interface CustomField<V> extends BaseField<V> {
  type: 'custom';
  input: ReactElement;
}

export type FormField<V> =
  | TextField<V>
  | NumberField<V>
  | ChoiceField<V>
  | DateField<V>
  | AreaField<V>
  | FileField<V>
  | RichTextField<V>
  | SwitchField<V>
  | CustomField<V>;

export type FieldType = FormField<unknown>['type'];
