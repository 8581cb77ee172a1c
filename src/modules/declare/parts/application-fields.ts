import type { ApplicationForm } from '../api';
import { DECLARE_LIMITS as L } from '@common/declare/rules';
import type { FormField } from '@/ui/form-page';

/** The application form (申报书) as the screens hold it: empty numbers are undefined while editing. */
export interface FormValues {
  contactName: string;
  contactPhone: string;
  projectName: string;
  projectSummary: string;
  amountApplied?: number;
  revenue?: number;
  rdExpense?: number;
  employees?: number;
  remark: string;
}

/** A mobile number or a landline with its area code (the server checks the same). */
export const CONTACT_PHONE = /^(1\d{10}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|400-?\d{3}-?\d{4})$/;

export const APPLICATION_FIELDS: FormField<FormValues>[] = [
  { name: 'contactName', label: '联系人', type: 'text', required: true, min: 2, max: 20, group: '联系人信息', autoComplete: 'name' },
  {
    name: 'contactPhone',
    label: '联系电话',
    type: 'text',
    required: true,
    max: 20,
    placeholder: '手机号或带区号的固定电话',
    pattern: { regex: CONTACT_PHONE, message: '请填写手机号或带区号的固定电话' },
    autoComplete: 'tel',
  },
  { name: 'projectName', label: '项目名称', type: 'text', required: true, min: 2, max: L.projectNameMax, group: '申报项目' },
  {
    name: 'projectSummary',
    label: '项目简介',
    type: 'textarea',
    required: true,
    min: L.summaryMin,
    max: L.summaryMax,
    rows: 5,
    placeholder: '项目的主要内容、创新点、预期成效等',
  },
  { name: 'amountApplied', label: '申请金额', type: 'number', required: true, min: 0.01, max: L.amountMax, unit: '万元' },
  { name: 'revenue', label: '上年度营业收入', type: 'number', min: 0, max: L.amountMax, unit: '万元', group: '企业情况' },
  { name: 'rdExpense', label: '上年度研发投入', type: 'number', min: 0, max: L.amountMax, unit: '万元' },
  { name: 'employees', label: '职工人数', type: 'number', min: 0, max: 1_000_000, integer: true, unit: '人' },
  { name: 'remark', label: '备注', type: 'textarea', max: L.remarkMax, rows: 2, placeholder: '其他需要说明的情况（选填）' },
];

const orUndefined = (value: number | null) => (value === null ? undefined : value);
const orNull = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? null : value);

export function toValues(form: ApplicationForm): FormValues {
  return {
    contactName: form.contactName,
    contactPhone: form.contactPhone,
    projectName: form.projectName,
    projectSummary: form.projectSummary,
    amountApplied: orUndefined(form.amountApplied),
    revenue: orUndefined(form.revenue),
    rdExpense: orUndefined(form.rdExpense),
    employees: orUndefined(form.employees),
    remark: form.remark,
  };
}

export function toForm(values: Partial<FormValues>): ApplicationForm {
  return {
    contactName: values.contactName?.trim() ?? '',
    contactPhone: values.contactPhone?.replace(/\s+/g, '') ?? '',
    projectName: values.projectName?.trim() ?? '',
    projectSummary: values.projectSummary?.trim() ?? '',
    amountApplied: orNull(values.amountApplied),
    revenue: orNull(values.revenue),
    rdExpense: orNull(values.rdExpense),
    employees: orNull(values.employees),
    remark: values.remark?.trim() ?? '',
  };
}
