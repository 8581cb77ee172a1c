import { POLICY_LIMITS as L, type PolicyDetail, type PolicyForm } from '@common/policy';
import type { FormField, Rule } from '@/ui/form-page';
import type { Option } from '@/ui/status';
import type { UploadedFile } from '@/ui/upload-field';
import { LEVEL_OPTIONS } from './options';

/** The policy form's values (dates YYYY-MM-DD; attachments as uploaded files). */
export interface PolicyValues {
  title: string;
  docNo?: string;
  issuer: string;
  level: PolicyForm['level'];
  industries?: string[];
  publishDate: string;
  startDate: string;
  endDate?: string;
  summary?: string;
  eligible?: string;
  content: string;
  applyMethod?: string;
  contactName?: string;
  contactPhone?: string;
  sourceUrl?: string;
  attachments?: UploadedFile[];
}

/** The end of validity is not before its start (checked again by the server). */
const endAfterStart: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const start = getFieldValue('startDate') as string | undefined;
    if (typeof value === 'string' && value && start && value < start) throw new Error('截止日期不能早于开始日期');
  },
});

/** The server's rule: digits, + ( ) - spaces, separators and 转 for extensions. */
export const CONTACT_PHONE = { regex: /^[0-9+()（）\-\s,，、转]{5,40}$/, message: '联系电话格式不正确（手机或带区号的座机）' };
export const SOURCE_URL = { regex: /^https?:\/\/\S+$/i, message: '原文链接须以 http:// 或 https:// 开头' };

/** The guide sections (申报指南): also what /op/policy/guideEdit edits. */
export const GUIDE_FIELDS: FormField<PolicyValues>[] = [
  { name: 'startDate', label: '有效期开始', type: 'date', required: true, group: '有效期', minDate: '2000-01-01' },
  { name: 'endDate', label: '有效期截止', type: 'date', help: '不填表示长期有效', minDate: '2000-01-01', rules: [endAfterStart] },
  { name: 'eligible', label: '申报对象', type: 'textarea', max: L.eligibleMax, rows: 3, group: '申报指南', help: '哪些主体可以申报，如“注册在园区内的科技型中小企业”' },
  { name: 'content', label: '政策内容', type: 'textarea', required: true, min: 10, max: L.textMax, rows: 8, help: '至少 10 个字，段落之间空一行' },
  { name: 'applyMethod', label: '申报方式', type: 'textarea', max: L.textMax, rows: 4, help: '申报流程、所需材料、受理地点等' },
  { name: 'contactName', label: '联系人', type: 'text', max: L.contactNameMax, group: '联系方式' },
  { name: 'contactPhone', label: '联系电话', type: 'text', max: L.contactPhoneMax, pattern: CONTACT_PHONE },
  { name: 'sourceUrl', label: '原文链接', type: 'text', max: L.urlMax, pattern: SOURCE_URL, placeholder: 'https://' },
];

/** Everything of a policy: the basic facts, then the guide. */
export function policyFields(industries: Option[], titleRule: Rule): FormField<PolicyValues>[] {
  return [
    { name: 'title', label: '政策标题', type: 'text', required: true, min: L.titleMin, max: L.titleMax, group: '基本信息', rules: [titleRule] },
    { name: 'docNo', label: '发文字号', type: 'text', max: L.docNoMax, placeholder: '如 苏园管〔2025〕12号' },
    { name: 'issuer', label: '发文单位', type: 'text', required: true, min: 2, max: L.issuerMax },
    { name: 'level', label: '政策级别', type: 'select', required: true, options: LEVEL_OPTIONS, columns: 3 },
    {
      name: 'industries',
      label: '适用行业',
      type: 'select',
      multiple: true,
      columns: 2,
      options: industries,
      help: `不选表示不限行业，最多 ${L.industriesMax} 个`,
      rules: [{ type: 'array', max: L.industriesMax, message: `适用行业最多选择 ${L.industriesMax} 个` }],
    },
    { name: 'publishDate', label: '发文日期', type: 'date', required: true, minDate: '2000-01-01' },
    { name: 'summary', label: '政策摘要', type: 'textarea', max: L.summaryMax, rows: 2, help: '列表中显示，不填则不显示' },
    ...GUIDE_FIELDS,
  ];
}

/** A loaded policy as form values. */
export const valuesOf = (p: PolicyDetail): PolicyValues => ({
  title: p.title,
  docNo: p.docNo,
  issuer: p.issuer,
  level: p.level,
  industries: p.industries,
  publishDate: p.publishDate,
  startDate: p.startDate,
  endDate: p.endDate ?? undefined,
  summary: p.summary,
  eligible: p.eligible,
  content: p.content,
  applyMethod: p.applyMethod,
  contactName: p.contactName,
  contactPhone: p.contactPhone,
  sourceUrl: p.sourceUrl,
  attachments: p.attachments,
});

const trim = (text: string | undefined) => (text ?? '').trim();

/** The values as add_policy / edit_policy take them. */
export const toPolicyForm = (v: PolicyValues, id?: number): PolicyForm => ({
  ...(id ? { id } : {}),
  title: trim(v.title),
  docNo: trim(v.docNo),
  issuer: trim(v.issuer),
  level: v.level,
  industries: v.industries ?? [],
  eligible: trim(v.eligible),
  summary: trim(v.summary),
  content: trim(v.content),
  applyMethod: trim(v.applyMethod),
  publishDate: v.publishDate,
  startDate: v.startDate,
  endDate: v.endDate || '',
  contactName: trim(v.contactName),
  contactPhone: trim(v.contactPhone),
  sourceUrl: trim(v.sourceUrl),
  attachmentIds: (v.attachments ?? []).map((f) => f.id),
});
