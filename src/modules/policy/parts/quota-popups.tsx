import { Form, TextArea } from 'antd-mobile';
import { POLICY_LIMITS as L, PROFILE_FIELD_KEYS, PROFILE_FIELDS, type ProfileField, type QuotaForm, type QuotaItem, type QuotaKind, type QuotaTypeItem } from '@common/policy';
import type { FormField, Rule } from '@/ui/form-page';
import { FormPopup } from '@/ui/form-popup';
import { isDuplicateQuota, isDuplicateQuotaType, saveQuota, saveQuotaType } from '../admin-api';
import { QUOTA_KIND_OPTIONS } from './options';
import { quoted } from '@common/quoted';

const uniqueName = (check: (name: string, id?: number) => Promise<boolean>, id: number | undefined, message: string): Rule => ({
  validateTrigger: 'onBlur',
  validator: async (_rule, value: unknown) => {
    if (typeof value !== 'string' || !value.trim()) return;
    if (await check(value.trim(), id).catch(() => false)) throw new Error(message);
  },
});

interface TypeValues {
  name: string;
}

export function QuotaTypePopup({ type, onClose }: { type?: QuotaTypeItem; onClose: () => void }) {
  const fields: FormField<TypeValues>[] = [
    {
      name: 'name',
      label: '指标类型名称',
      type: 'text',
      required: true,
      min: 2,
      max: L.quotaTypeNameMax,
      placeholder: '如 企业资质',
      rules: [uniqueName(isDuplicateQuotaType, type?.id, '已有同名指标类型')],
    },
  ];
  return (
    <FormPopup<TypeValues>
      title={type ? '编辑指标类型' : '新增指标类型'}
      visible
      onClose={onClose}
      fields={fields}
      initialValues={type ? { name: type.name } : {}}
      onSubmit={(v) => saveQuotaType({ id: type?.id, name: v.name.trim() })}
    />
  );
}

interface QuotaValues {
  typeId: string;
  name: string;
  kind: QuotaKind;
  unit?: string;
  isQuestion?: boolean;
  question?: string;
  hint?: string;
  profileField?: string;
  /** Add only: one option per line. */
  options?: string;
}

const PROFILE_OPTIONS = [
  { value: 'NONE', label: '不关联' },
  ...PROFILE_FIELD_KEYS.map((key) => ({ value: key, label: PROFILE_FIELDS[key].label })),
];

/** The option lines of a new quota: trimmed, non-empty, distinct. */
export const optionLines = (text: string | undefined) => [...new Set((text ?? '').split('\n').map((s) => s.trim()).filter(Boolean))];

const optionsRule: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (getFieldValue('kind') === 'NUMBER') return;
    const lines = optionLines(typeof value === 'string' ? value : '');
    const all = (typeof value === 'string' ? value : '').split('\n').map((s) => s.trim()).filter(Boolean);
    if (all.length !== lines.length) throw new Error('选项不能重复');
    if (lines.length < 1) throw new Error('请填写选项，每行一个');
    if (lines.length > L.optionsMax) throw new Error(`选项最多 ${L.optionsMax} 个`);
    const long = lines.find((l) => l.length > L.optionLabelMax);
    if (long) throw new Error(`选项${quoted(`${long.slice(0, 8)}…`)}超过 ${L.optionLabelMax} 个字`);
  },
});

/** The server's rule: number facts only for number quotas, option facts only for option quotas. */
const profileRule: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (typeof value !== 'string' || !(value in PROFILE_FIELDS)) return;
    const field = PROFILE_FIELDS[value as ProfileField];
    const numeric = getFieldValue('kind') === 'NUMBER';
    if (field.kind === 'NUMBER' && !numeric) throw new Error(`企业信息字段「${field.label}」只能用于数值指标`);
    if (field.kind !== 'NUMBER' && numeric) throw new Error(`企业信息字段「${field.label}」只能用于选项指标`);
  },
});

export function QuotaPopup({ types, typeId, quota, onClose }: { types: QuotaTypeItem[]; typeId: number; quota?: QuotaItem; onClose: () => void }) {
  const fields: FormField<QuotaValues>[] = [
    { name: 'typeId', label: '指标类型', type: 'picker', required: true, options: types.map((t) => ({ value: String(t.id), label: t.name })) },
    { name: 'name', label: '指标名称', type: 'text', required: true, min: 2, max: L.quotaNameMax, rules: [uniqueName(isDuplicateQuota, quota?.id, '已有同名指标，指标名称在园区内不能重复')] },
    {
      name: 'kind',
      label: '作答方式',
      type: 'select',
      required: true,
      options: QUOTA_KIND_OPTIONS,
      disabled: !!quota && quota.usedBy > 0,
      help: quota && quota.usedBy > 0 ? `已被 ${quota.usedBy} 个条件使用，不能修改作答方式` : undefined,
    },
    { name: 'unit', label: '单位', type: 'text', max: L.unitMax, placeholder: '数值题填写，如 万元、%、人' },
    { name: 'isQuestion', label: '作为问卷题目', type: 'switch' },
    { name: 'question', label: '问题', type: 'text', max: L.questionMax, help: '不填则用指标名称提问' },
    { name: 'hint', label: '填写说明', type: 'textarea', max: L.hintMax, rows: 2 },
    { name: 'profileField', label: '企业信息字段', type: 'picker', options: PROFILE_OPTIONS, help: '关联后，匹配时可按企业信息自动作答', rules: [profileRule] },
  ];
  const initial: Partial<QuotaValues> = quota
    ? {
        typeId: String(quota.typeId),
        name: quota.name,
        kind: quota.kind,
        unit: quota.unit,
        isQuestion: quota.isQuestion,
        question: quota.question,
        hint: quota.hint,
        profileField: quota.profileField ?? 'NONE',
      }
    : { typeId: String(typeId), kind: 'SINGLE', isQuestion: true, profileField: 'NONE' };
  const submit = (v: QuotaValues) => {
    const form: QuotaForm = {
      id: quota?.id,
      typeId: Number(v.typeId),
      name: v.name.trim(),
      kind: v.kind,
      unit: v.kind === 'NUMBER' ? (v.unit?.trim() ?? '') : '',
      isQuestion: !!v.isQuestion,
      question: v.question?.trim() ?? '',
      hint: v.hint?.trim() ?? '',
      // '' clears the link (the server takes '' for none).
      profileField: (v.profileField && v.profileField !== 'NONE' ? v.profileField : '') as ProfileField,
      ...(quota || v.kind === 'NUMBER' ? {} : { options: optionLines(v.options) }),
    };
    return saveQuota(form);
  };
  return (
    <FormPopup<QuotaValues> title={quota ? '编辑指标' : '新增指标'} visible onClose={onClose} fields={fields} initialValues={initial} onSubmit={submit}>
      {quota ? null : (
        <Form.Subscribe to={['kind']}>
          {({ kind }: Partial<QuotaValues>) =>
            kind === 'NUMBER' ? null : (
              <Form.Item name="options" label="选项" required rules={[optionsRule]} description="每行一个选项，保存后可在“选项”中调整">
                <TextArea rows={4} placeholder={'如：\n高新技术企业\n专精特新企业'} aria-label="选项" />
              </Form.Item>
            )
          }
        </Form.Subscribe>
      )}
    </FormPopup>
  );
}
