import type { FormField, Rule } from './field-types';

/** Validation rules with Chinese messages, from a field description. */

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

const CHOOSE = new Set(['select', 'picker', 'date', 'area', 'custom']);
const UPLOAD = new Set(['image', 'file']);

export function requiredMessage<V>(field: FormField<V>): string {
  if (typeof field.required === 'string') return field.required;
  if (CHOOSE.has(field.type)) return `请选择${field.label}`;
  if (UPLOAD.has(field.type)) return `请上传${field.label}`;
  return `请输入${field.label}`;
}

/** The text of an HTML string, for length checks of rich text. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, '_')
    .trim();
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export function rulesFor<V>(field: FormField<V>): Rule[] {
  const rules: Rule[] = [];
  const { label } = field;
  if (field.required && field.type !== 'switch') {
    const message = requiredMessage(field);
    if (field.type === 'richtext') {
      rules.push({
        validator: async (_rule, value: unknown) =>
          typeof value === 'string' && htmlText(value) ? undefined : Promise.reject(new Error(message)),
      });
    } else {
      rules.push({
        validator: async (_rule, value: unknown) =>
          isBlank(value) ? Promise.reject(new Error(message)) : undefined,
      });
    }
  }
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'phone':
      if (field.min !== undefined) rules.push({ min: field.min, message: `${label}至少 ${field.min} 个字` });
      if (field.max !== undefined)
        rules.push({ max: field.max, message: `${label}不能超过 ${field.max} 个字` });
      if (field.type === 'phone') rules.push({ pattern: PHONE_PATTERN, message: '请输入正确的 11 位手机号' });
      if (field.pattern) rules.push({ pattern: field.pattern.regex, message: field.pattern.message });
      break;
    case 'number':
      if (field.integer)
        rules.push({
          validator: async (_r, v: unknown) =>
            v === undefined || v === null || Number.isInteger(v)
              ? undefined
              : Promise.reject(new Error(`${label}须为整数`)),
        });
      if (field.min !== undefined)
        rules.push({ type: 'number', min: field.min, message: `${label}不能小于 ${field.min}` });
      if (field.max !== undefined)
        rules.push({ type: 'number', max: field.max, message: `${label}不能大于 ${field.max}` });
      break;
    case 'richtext':
      if (field.max !== undefined) {
        const max = field.max;
        rules.push({
          validator: async (_r, v: unknown) =>
            typeof v === 'string' && htmlText(v).length > max
              ? Promise.reject(new Error(`${label}不能超过 ${max} 个字`))
              : undefined,
        });
      }
      break;
    default:
      break;
  }
  return [...rules, ...(field.rules ?? [])];
}
