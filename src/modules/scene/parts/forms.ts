import { budgetProblem, PHONE_PATTERN, SCENE_LIMITS as L } from '@common/scene/rules';
import type { FormField } from '@/ui/form-page';
import type { Rule } from '@/ui/form-page/field-types';
import { parkToday } from '@common/park-time';
import type { AbilityRow, ItemRow, OppRow } from '../api';
import { FIELD_OPTIONS, KIND_OPTIONS } from './cards';

/** The scenario forms' fields and values; the server checks the same rules in the same words. */

type Option = { id: number; name: string };
const optionsOf = (list: readonly Option[]) => list.map((o) => ({ label: o.name, value: String(o.id) }));
const phone = { regex: new RegExp(PHONE_PATTERN), message: '请输入正确的手机号码或座机号码' };

interface Contact {
  contactName: string;
  contactPhone: string;
}
const contactFields = <V extends Contact>(): FormField<V>[] => [
  { name: 'contactName', label: '联系人', type: 'text', required: true, max: L.contactMax, group: '联系方式' },
  { name: 'contactPhone', label: '联系电话', type: 'text', required: true, pattern: phone },
];
const contactOf = (r: Contact): Contact => ({ contactName: r.contactName, contactPhone: r.contactPhone });
const title = <V>(name: keyof V & string, label: string, group: string): FormField<V> => ({ name, label, type: 'text', required: true, min: L.titleMin, max: L.titleMax, group });
const text = <V>(name: keyof V & string, label: string, placeholder: string, min: number = L.textMin): FormField<V> => ({
  name,
  label,
  type: 'textarea',
  required: min > 0,
  ...(min > 0 ? { min } : {}),
  max: L.textMax,
  rows: 5,
  placeholder,
});

export interface OppValues extends Contact {
  title: string;
  industry: string;
  ownerUnit: string;
  needs: string;
  budgetMin: number;
  budgetMax: number;
  deadline: string;
}

const budgetRule: Rule = ({ getFieldValue }) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const problem = budgetProblem(Number(getFieldValue('budgetMin') ?? 0), Number(value ?? 0));
    if (problem) throw new Error(problem);
  },
});

export const oppFields = (record: OppRow | undefined): FormField<OppValues>[] => [
  title('title', '场景名称', '场景机会'),
  { name: 'industry', label: '应用领域', type: 'picker', required: true, options: FIELD_OPTIONS },
  { name: 'ownerUnit', label: '需求单位', type: 'text', required: true, min: 2, max: L.unitMax },
  text('needs', '场景需求', '现状与痛点、建设内容、预期指标'),
  { name: 'budgetMin', label: '预算下限', type: 'number', required: true, min: 0, max: L.budgetMax, integer: true, unit: '万元', help: '上下限都填 0 表示面议' },
  { name: 'budgetMax', label: '预算上限', type: 'number', required: true, min: 0, max: L.budgetMax, integer: true, unit: '万元', rules: [budgetRule] },
  { name: 'deadline', label: '截止日期', type: 'date', required: true, ...(record ? {} : { minDate: parkToday() }) },
  ...contactFields<OppValues>(),
];
export const oppValues = (o: OppRow): OppValues => ({ title: o.title, industry: o.industry, ownerUnit: o.ownerUnit, needs: o.needs, budgetMin: o.budgetMin, budgetMax: o.budgetMax, deadline: o.deadline, ...contactOf(o) });
export const oppBody = (v: OppValues, id: number | undefined) => ({
  ...(id === undefined ? {} : { id }),
  ...v,
  industry: v.industry as OppRow['industry'],
  budgetMin: Number(v.budgetMin),
  budgetMax: Number(v.budgetMax),
});

export interface AbilityValues extends Contact {
  orgId: string;
  title: string;
  field: string;
  summary: string;
  cases: string;
}
export const abilityFields = (orgs: readonly Option[], record: AbilityRow | undefined): FormField<AbilityValues>[] => [
  { name: 'orgId', label: '企业', type: 'picker', required: true, disabled: record !== undefined, options: optionsOf(orgs), group: '场景能力' },
  title('title', '能力名称', '场景能力'),
  { name: 'field', label: '应用领域', type: 'picker', required: true, options: FIELD_OPTIONS },
  text('summary', '能力说明', '核心技术、产品形态、关键指标'),
  text('cases', '典型案例', '客户、实施时间与成效（选填）', 0),
  ...contactFields<AbilityValues>(),
];
export const abilityValues = (a: AbilityRow): AbilityValues => ({ orgId: String(a.orgId), title: a.title, field: a.field, summary: a.summary, cases: a.cases, ...contactOf(a) });
export const abilityBody = (v: AbilityValues, id: number | undefined) => ({
  ...(id === undefined ? {} : { id }),
  ...v,
  orgId: Number(v.orgId),
  field: v.field as AbilityRow['field'],
  cases: v.cases ?? '',
});

export interface ItemValues extends Contact {
  roundId: string;
  orgId: string;
  kind: string;
  title: string;
  field: string;
  content: string;
}
export const itemFields = (rounds: readonly (Option & { fields: readonly string[] })[], orgs: readonly Option[], record: ItemRow | undefined, roundId: number | undefined): FormField<ItemValues>[] => {
  const fields = rounds.find((r) => r.id === (record?.roundId ?? roundId))?.fields ?? [];
  return [
    { name: 'roundId', label: '征集', type: 'picker', required: true, disabled: true, options: optionsOf(rounds), group: '征集内容' },
    { name: 'orgId', label: '企业', type: 'picker', required: true, disabled: record !== undefined, options: optionsOf(orgs) },
    { name: 'kind', label: '征集类别', type: 'picker', required: true, options: KIND_OPTIONS },
    title('title', '场景名称', '征集内容'),
    { name: 'field', label: '应用领域', type: 'picker', required: true, options: fields.map((f) => ({ label: f, value: f })), help: '该轮征集的领域' },
    text('content', '场景内容', '需求或能力的具体内容'),
    ...contactFields<ItemValues>(),
  ];
};
export const itemValues = (i: ItemRow): ItemValues => ({ roundId: String(i.roundId), orgId: String(i.orgId), kind: i.kind, title: i.title, field: i.field, content: i.content, ...contactOf(i) });
export const itemBody = (v: ItemValues, id: number | undefined) => ({
  ...(id === undefined ? {} : { id }),
  ...v,
  roundId: Number(v.roundId),
  orgId: Number(v.orgId),
  kind: v.kind as ItemRow['kind'],
  field: v.field as ItemRow['field'],
});
