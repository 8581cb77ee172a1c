import { Form } from 'antd-mobile';
import { DECLARE_LIMITS as L } from '@common/declare/rules';
import { FormView, type FormPageProps } from '@/ui/form-page';
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

function fieldsFor(id: number | undefined, policies: PolicyOption[]): FormPageProps<EditValues>['fields'] {
  return [
    { name: 'policyId', label: '所属政策', type: 'picker', required: true, options: policies.map((p) => ({ label: p.title, value: String(p.id) })), group: '政策与项目' },
    {
      // The chosen policy's items; another policy clears the choice, which no longer applies.
      name: 'applyItemId',
      dependsOn: ['policyId'],
      clearOnChange: true,
      describe: ({ policyId }) => {
        const items = policies.find((p) => String(p.id) === policyId)?.items ?? [];
        return {
          name: 'applyItemId',
          label: '申报项目',
          type: 'picker',
          required: true,
          disabled: !policyId,
          placeholder: policyId ? (items.length ? '请选择' : '该政策没有申报项目') : '请先选择政策',
          options: items.map((i) => ({ label: i.name, value: String(i.id) })),
        };
      },
    },
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

const materialsRule = {
  validator: async (_rule: unknown, value: MaterialRow[] | undefined) => {
    const problem = materialsProblem(value);
    if (problem) throw new Error(problem);
  },
};

/** The form (FormView): the described fields, the material slots, 保存 → the declaration's detail. */
export function DeclarationForm({ id, initial, policies }: { id?: number; initial: EditValues; policies: PolicyOption[] }) {
  return (
    <FormView<EditValues, { id: number }>
      fields={fieldsFor(id, policies)}
      initialValues={initial}
      submitText="保存"
      onSubmit={(values) => saveDeclaration(toInput(values, id))}
      successTo={(saved) => opDetailPath(saved.id)}
      // An array, not a fragment: antd-mobile's Form looks for its headers among its direct children.
      extra={[
        <Form.Header key="materials:header">申报材料</Form.Header>,
        <Form.Item key="materials" name="materials" label="企业需上传的材料" required rules={[materialsRule]} className={styles.block}>
          <MaterialsEditor />
        </Form.Item>,
      ]}
    />
  );
}
