import { Button, Form, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DECLARE_LIMITS as L } from '@common/declare/rules';
import { EnvelopeError } from '@/core/http';
import { FormFieldItem, useLeaveGuard, type FormField } from '@/ui/form-page';
import { isTaken, saveDeclaration, type DeclareDetail, type DeclareInput, type PolicyOption } from '../api';
import { opDetailPath } from '../paths';
import { CONTACT_PHONE } from './application-fields';
import styles from './declare.module.css';
import { materialsProblem, MaterialsEditor, newMaterialRow, type MaterialRow } from './materials-editor';

/** The operator's declaration form (/op/declare/add and /op/declare/edit/:id). */

export interface EditValues {
  policyId?: string;
  applyItemId?: string;
  title: string;
  name: string;
  startDate?: string;
  endDate?: string;
  dept: string;
  phone: string;
  content: string;
  materials: MaterialRow[];
}

export const NEW_VALUES: EditValues = {
  title: '',
  name: '',
  dept: '',
  phone: '',
  content: '',
  materials: [
    { ...newMaterialRow('项目申报书'), types: ['pdf', 'word'], note: '加盖单位公章' },
    { ...newMaterialRow('营业执照'), types: ['image', 'pdf'] },
  ],
};

export function valuesOf(d: DeclareDetail): EditValues {
  return {
    policyId: String(d.policyId),
    applyItemId: String(d.applyItemId),
    title: d.title,
    name: d.name,
    startDate: d.startDate,
    endDate: d.endDate,
    dept: d.dept,
    phone: d.phone,
    content: d.content,
    materials: d.materials.map((m) => ({ key: `m-${m.id}`, id: m.id, name: m.name, required: m.required, types: m.types, note: m.note })),
  };
}

/** A duplicate check on blur: the server knows every declaration of the park. */
const unique = (kind: 'title' | 'name', label: string, id: number | undefined) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return;
    // Unreachable now: the server checks again on save.
    const taken = await isTaken(kind, text, id).catch(() => false);
    if (taken) throw new Error(`该${label}已被使用，请换一个`);
  },
});

function fieldsFor(id: number | undefined, policies: PolicyOption[]): FormField<EditValues>[] {
  return [
    { name: 'policyId', label: '所属政策', type: 'picker', required: true, options: policies.map((p) => ({ label: p.title, value: String(p.id) })), group: '政策与项目' },
    { name: 'title', label: '通知标题', type: 'text', required: true, min: L.titleMin, max: L.titleMax, group: '通知', rules: [unique('title', '通知标题', id)] },
    { name: 'name', label: '申报名称', type: 'text', required: true, min: L.nameMin, max: L.nameMax, help: '简短名称，企业在申报列表中看到它', rules: [unique('name', '申报名称', id)] },
    { name: 'startDate', label: '开始日期', type: 'date', required: true, minDate: '2000-01-01' },
    {
      name: 'endDate',
      label: '截止日期',
      type: 'date',
      required: true,
      help: '含当天，按北京时间',
      rules: [
        ({ getFieldValue }) => ({
          validator: async (_r, value: unknown) => {
            const start = getFieldValue('startDate') as string | undefined;
            if (typeof value === 'string' && start && value < start) throw new Error('截止日期不能早于开始日期');
          },
        }),
      ],
    },
    { name: 'dept', label: '受理部门', type: 'text', required: true, min: 2, max: L.deptMax },
    { name: 'phone', label: '咨询电话', type: 'text', required: true, max: 20, pattern: { regex: CONTACT_PHONE, message: '请填写手机号或带区号的固定电话' } },
    { name: 'content', label: '通知内容', type: 'textarea', required: true, min: 10, max: L.contentMax, rows: 8 },
  ];
}

function toInput(values: EditValues, id: number | undefined): DeclareInput {
  return {
    ...(id ? { id } : {}),
    policyId: Number(values.policyId),
    applyItemId: Number(values.applyItemId),
    title: values.title.trim(),
    name: values.name.trim(),
    startDate: values.startDate ?? '',
    endDate: values.endDate ?? '',
    dept: values.dept.trim(),
    phone: values.phone.replace(/\s+/g, ''),
    content: values.content.trim(),
    materials: values.materials.map((m) => ({ ...(m.id ? { id: m.id } : {}), name: m.name.trim(), required: m.required, types: m.types, note: m.note.trim() })),
  };
}

export function DeclarationForm({ id, initial, policies }: { id?: number; initial: EditValues; policies: PolicyOption[] }) {
  const [form] = Form.useForm<EditValues>();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const { allowLeave } = useLeaveGuard(dirty && !saving);
  const fields = fieldsFor(id, policies);
  const [policyField, ...rest] = fields;

  const finish = async (values: EditValues) => {
    setSaving(true);
    try {
      const saved = await saveDeclaration(toInput(values, id));
      allowLeave();
      Toast.show({ content: '保存成功', icon: 'success' });
      void navigate(opDetailPath(saved.id), { replace: true });
    } catch (error) {
      if (!(error instanceof EnvelopeError)) Toast.show({ content: '保存失败，请检查网络后重试', icon: 'fail' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      mode="card"
      initialValues={initial}
      onValuesChange={(changed: Partial<EditValues>) => {
        setDirty(true);
        // Another policy: its items differ, the chosen one no longer applies.
        if ('policyId' in changed) form.setFieldValue('applyItemId', undefined);
      }}
      onFinish={(values: EditValues) => void finish(values)}
      onFinishFailed={() => document.querySelector('.adm-form-item-has-error')?.scrollIntoView({ block: 'center', behavior: 'smooth' })}
      footer={
        <Button block type="submit" color="primary" size="large" loading={saving} disabled={saving}>
          保存
        </Button>
      }
    >
      <Form.Header>政策与项目</Form.Header>
      <FormFieldItem field={{ ...policyField!, group: undefined }} />
      <Form.Subscribe to={['policyId']}>
        {({ policyId }) => {
          const items = policies.find((p) => String(p.id) === policyId)?.items ?? [];
          return (
            <FormFieldItem<EditValues>
              field={{
                name: 'applyItemId',
                label: '申报项目',
                type: 'picker',
                required: true,
                disabled: !policyId,
                placeholder: policyId ? (items.length ? '请选择' : '该政策没有申报项目') : '请先选择政策',
                options: items.map((i) => ({ label: i.name, value: String(i.id) })),
              }}
            />
          );
        }}
      </Form.Subscribe>
      {rest.flatMap((field, i) => [
        ...(field.group && field.group !== rest[i - 1]?.group ? [<Form.Header key={`h:${field.group}`}>{field.group}</Form.Header>] : []),
        <FormFieldItem key={field.name} field={field} />,
      ])}
      <Form.Header>申报材料</Form.Header>
      <Form.Item
        name="materials"
        label="企业需上传的材料"
        required
        rules={[{ validator: async (_r, value: MaterialRow[] | undefined) => { const problem = materialsProblem(value); if (problem) throw new Error(problem); } }]}
        className={styles.block}
      >
        <MaterialsEditor />
      </Form.Item>
    </Form>
  );
}
