import { Form, Input, Selector, Switch, TextArea } from 'antd-mobile';
import type { ReactNode } from 'react';
import { AreaField } from '../area/area-field';
import { RichTextField } from '../rich-text-field';
import { DOCUMENT_ACCEPT, UploadField } from '../upload-field';
import { DateField } from './date-field';
import type { FormField } from './field-types';
import styles from './form-page.module.css';
import { NumberInput } from './number-input';
import { PickerField } from './picker-field';
import { rulesFor } from './rules';

/** The input of one described field. */
function control<V>(field: FormField<V>): ReactNode {
  const { label, disabled } = field;
  switch (field.type) {
    case 'text':
      return (
        <Input
          placeholder={field.placeholder ?? `请输入${label}`}
          clearable
          maxLength={field.max}
          disabled={disabled}
          autoComplete={field.autoComplete}
          aria-label={label}
        />
      );
    case 'phone':
      return (
        <Input
          type="tel"
          inputMode="numeric"
          placeholder={field.placeholder ?? '11 位手机号'}
          clearable
          maxLength={11}
          disabled={disabled}
          autoComplete={field.autoComplete ?? 'tel'}
          aria-label={label}
        />
      );
    case 'textarea':
      return (
        <TextArea
          placeholder={field.placeholder ?? `请输入${label}`}
          maxLength={field.max}
          showCount={field.max !== undefined}
          autoSize={{ minRows: field.rows ?? 3, maxRows: 12 }}
          disabled={disabled}
          aria-label={label}
        />
      );
    case 'number':
      return (
        <NumberInput
          placeholder={field.placeholder ?? `请输入${label}`}
          integer={field.integer}
          disabled={disabled}
          aria-label={label}
        />
      );
    case 'select':
      return (
        <Selector
          columns={field.columns ?? 3}
          options={field.options}
          multiple={field.multiple}
          disabled={disabled}
          aria-label={label}
        />
      );
    case 'picker':
      return (
        <PickerField
          options={field.options}
          label={label}
          placeholder={field.placeholder}
          disabled={disabled}
        />
      );
    case 'date':
      return (
        <DateField
          label={label}
          placeholder={field.placeholder}
          min={field.minDate}
          max={field.maxDate}
          disabled={disabled}
        />
      );
    case 'area':
      return (
        <AreaField
          label={label}
          options={field.options}
          placeholder={field.placeholder}
          disabled={disabled}
        />
      );
    case 'image':
      return (
        <UploadField
          title={label}
          accept={field.accept ?? 'image/*'}
          maxBytes={field.maxBytes}
          disabled={disabled}
        />
      );
    case 'file':
      return (
        <UploadField
          title={label}
          accept={field.accept ?? DOCUMENT_ACCEPT}
          maxBytes={field.maxBytes}
          disabled={disabled}
        />
      );
    case 'richtext':
      return <RichTextField placeholder={field.placeholder} disabled={disabled} aria-label={label} />;
    case 'switch':
      return <Switch disabled={disabled} aria-label={label} />;
    case 'custom':
      return field.input;
  }
}

/** Selector holds arrays; a single-choice select field holds the value itself. */
const singleSelect = {
  getValueProps: (value: unknown) => ({
    value: value === undefined || value === null || value === '' ? [] : [value],
  }),
  normalize: (value: unknown[]) => value[0],
};

export function FormFieldItem<V>({ field }: { field: FormField<V> }) {
  const extra =
    field.type === 'number' && field.unit ? (
      <span className={styles.unit} aria-hidden>
        {field.unit}
      </span>
    ) : undefined;
  const textLike = field.type === 'text' || field.type === 'textarea' || field.type === 'phone';
  return (
    <Form.Item
      name={field.name}
      label={field.label}
      required={!!field.required && field.type !== 'switch'}
      rules={rulesFor(field)}
      description={field.help}
      extra={extra}
      disabled={field.disabled}
      validateTrigger={textLike ? 'onBlur' : 'onChange'}
      valuePropName={field.type === 'switch' ? 'checked' : 'value'}
      layout={field.type === 'switch' ? 'horizontal' : undefined}
      childElementPosition={field.type === 'switch' ? 'right' : undefined}
      {...(field.type === 'select' && !field.multiple ? singleSelect : {})}
    >
      {control(field)}
    </Form.Item>
  );
}
