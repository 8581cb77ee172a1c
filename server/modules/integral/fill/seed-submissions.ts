import { FILL_FIELD_RULES, fillProblems, type FillState, type ItemAudit } from '../../../../common/integral/fill/rules.js';
import { INTEGRAL_FIELD_KEYS, type IntegralField, type IntegralValues } from '../../../../common/integral/model.js';
import { round2 } from '../../../../common/integral/scoring.js';
import type { Random } from '../../../db/seed/random.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';

/**
 * One enterprise's submission in a demo fill round (seed.ts writes them): its figures, revised a
 * little after the final accounts, and the items, audit and trail of the state drawn for it —
 * returned items carry an auditor's reason, corrected ones the value they were returned with.
 */

/** Return reasons an auditor writes, per field. */
const REASONS: Partial<Record<IntegralField, string>> = {
  rdExpense: '研发费用与年度审计报告中的研发支出不一致，请按审计报告数据填写并上传研发费用辅助账',
  revenue: '营业收入与企业所得税汇算清缴申报表不一致，请核对后重新填写',
  inventionPatents: '有效发明专利数与国家知识产权局检索结果不符，请核对并上传专利证书清单',
  rdStaff: '研发人员数多于社保缴纳名单中的研发岗位人数，请提供研发人员名单',
  highTechRevenue: '高新技术产品（服务）收入缺少专项审计报告，请补充后重新提交',
  taxPaid: '实缴税费与税务部门提供的完税数据不一致，请核对',
  equityFinancing: '股权融资额请以工商变更登记或投资协议为准，并上传相关材料',
};
const RETURNABLE = Object.keys(REASONS) as IntegralField[];

const COUNT_FIELDS: readonly IntegralField[] = [
  'staff',
  'rdStaff',
  'mastersDoctors',
  'inventionPatents',
  'highValuePatents',
  'newIp',
  'standards',
  'platforms',
  'awards',
  'graduates',
];

/** Every field filled: a blank becomes 0 (a field the enterprise had nothing to report for). */
export function complete(values: IntegralValues): Record<IntegralField, number> {
  return Object.fromEntries(INTEGRAL_FIELD_KEYS.map((f) => [f, values[f] ?? 0])) as Record<IntegralField, number>;
}

/** Figures revised after the final accounts: amounts move by a few per cent together, counts stay. */
export function revised(values: Record<IntegralField, number>, rng: Random): Record<IntegralField, number> {
  const factor = rng.between(0.96, 1.08);
  return Object.fromEntries(
    INTEGRAL_FIELD_KEYS.map((f) => [f, COUNT_FIELDS.includes(f) ? values[f] : round2(values[f] * factor)]),
  ) as Record<IntegralField, number>;
}

export const isComplete = (values: IntegralValues) => INTEGRAL_FIELD_KEYS.every((f) => typeof values[f] === 'number');

interface ItemSeed {
  value: number | null;
  audit: ItemAudit | null;
  reason: string;
  returned: number | null;
  audited: boolean;
}

export interface SubmissionSeed {
  orgId: number;
  state: FillState;
  items: Partial<Record<IntegralField, ItemSeed>>;
  byOperator: boolean;
  submittedAt: string | null;
  auditedAt: string | null;
  approvedAt: string | null;
  updatedAt: string | null;
  /** The trail: action, from, to, reason, at, by operator. */
  trail: { action: string; from: string | null; to: string; reason: string; at: string; operator: boolean }[];
}

/**
 * The dates and trail of a submission sent by its enterprise and then audited by the park: its
 * audit `action` (PASS, BACK, or AUDIT for a partial one) took it to `to`, with `reason`.
 */
export function sentThenAudited(
  submittedAt: string,
  auditedAt: string,
  action: 'PASS' | 'BACK' | 'AUDIT',
  to: FillState,
  reason = '',
): Pick<SubmissionSeed, 'submittedAt' | 'auditedAt' | 'updatedAt' | 'trail'> {
  return {
    submittedAt,
    auditedAt,
    updatedAt: submittedAt,
    trail: [
      { action: 'SUBMIT', from: 'DRAFT', to: 'TOAUDIT', reason: '', at: submittedAt, operator: false },
      { action, from: 'TOAUDIT', to, reason, at: auditedAt, operator: true },
    ],
  };
}

export const itemsFrom = (values: Partial<Record<IntegralField, number | null>>, audit: ItemAudit | null, audited = false) =>
  Object.fromEntries(
    INTEGRAL_FIELD_KEYS.map((f) => [f, { value: values[f] ?? null, audit, reason: '', returned: null, audited }]),
  ) as Record<IntegralField, ItemSeed>;

/** An open round's submission of one enterprise, in the state drawn for it. */
export function openSubmission(
  orgId: number,
  state: FillState,
  approved: IntegralValues | undefined,
  generated: IntegralValues,
  rng: Random,
  today: SeedDay,
): SubmissionSeed {
  const base: SubmissionSeed = {
    orgId,
    state,
    items: {},
    byOperator: false,
    submittedAt: null,
    auditedAt: null,
    approvedAt: null,
    updatedAt: null,
    trail: [],
  };
  if (state === 'UNFILLED') return base;
  const hour = () => rng.int(1 * 3600, 9 * 3600); // 09:00–17:00 park time
  const submittedDay = -rng.int(8, 19);
  const auditedDay = submittedDay + rng.int(1, 3);
  const resubmittedDay = auditedDay + rng.int(1, 3);
  const submittedAt = today.at(submittedDay, hour());
  const auditedAt = today.at(auditedDay, hour());

  if (state === 'PASS') {
    // The figures the park approved.
    const values = approved as IntegralValues;
    return {
      ...base,
      items: itemsFrom(values, 'PASS', true),
      ...sentThenAudited(submittedAt, auditedAt, 'PASS', 'PASS'),
      approvedAt: auditedAt,
    };
  }
  const values = revised(complete(approved ?? generated), rng);
  if (state === 'DRAFT') {
    // Part of the form filled so far.
    const filled = new Set(rng.sample(INTEGRAL_FIELD_KEYS, rng.int(5, 14)));
    const partial = Object.fromEntries(INTEGRAL_FIELD_KEYS.map((f) => [f, filled.has(f) ? values[f] : null]));
    return { ...base, items: itemsFrom(partial, null), updatedAt: today.at(-rng.int(1, 10), hour()) };
  }
  const returnedFields = rng.sample(RETURNABLE, rng.int(1, 2));
  const reasonText = returnedFields.map((f) => `${labelOf(f)}：${REASONS[f] ?? ''}`).join('；');
  if (state === 'BACK') {
    const items = itemsFrom(values, 'PASS', true);
    for (const f of returnedFields) items[f] = { value: values[f], audit: 'BACK', reason: REASONS[f] ?? '', returned: values[f], audited: true };
    return {
      ...base,
      items,
      ...sentThenAudited(submittedAt, auditedAt, 'BACK', 'BACK', reasonText),
    };
  }
  // TOAUDIT: plainly submitted, filled by an operator, partly audited, or corrected after a return.
  const kind = rng.weighted([
    ['plain', 5],
    ['operator', 1],
    ['partial', 2],
    ['resubmitted', 2],
  ] as const);
  if (kind === 'resubmitted') {
    const items = itemsFrom(values, 'PASS', true);
    const corrected = { ...values };
    for (const f of returnedFields) {
      const before = values[f];
      const after = COUNT_FIELDS.includes(f) ? Math.max(0, before - rng.int(1, 3)) : round2(before * rng.between(0.8, 0.95));
      corrected[f] = after;
      items[f] = { value: after, audit: 'TOAUDIT', reason: REASONS[f] ?? '', returned: before, audited: true };
    }
    // A correction that breaks a part-of rule goes back to the value first sent.
    for (const problem of fillProblems(INTEGRAL_FIELD_KEYS, corrected, { submit: true }))
      items[problem.field] = { ...items[problem.field]!, value: values[problem.field] };
    const resubmittedAt = today.at(Math.min(resubmittedDay, -1), hour());
    return {
      ...base,
      items,
      submittedAt: resubmittedAt,
      auditedAt,
      updatedAt: resubmittedAt,
      trail: [
        { action: 'SUBMIT', from: 'DRAFT', to: 'TOAUDIT', reason: '', at: submittedAt, operator: false },
        { action: 'BACK', from: 'TOAUDIT', to: 'BACK', reason: reasonText, at: auditedAt, operator: true },
        { action: 'RESUBMIT', from: 'BACK', to: 'TOAUDIT', reason: '', at: resubmittedAt, operator: false },
      ],
    };
  }
  if (kind === 'partial') {
    const items = itemsFrom(values, 'TOAUDIT');
    for (const f of INTEGRAL_FIELD_KEYS.slice(0, rng.int(4, 10))) items[f] = { ...items[f], audit: 'PASS', audited: true };
    return {
      ...base,
      items,
      ...sentThenAudited(submittedAt, auditedAt, 'AUDIT', 'TOAUDIT'),
    };
  }
  const operator = kind === 'operator';
  return {
    ...base,
    items: itemsFrom(values, 'TOAUDIT'),
    byOperator: operator,
    submittedAt,
    updatedAt: submittedAt,
    trail: [{ action: operator ? 'OPFILL' : 'SUBMIT', from: operator ? 'UNFILLED' : 'DRAFT', to: 'TOAUDIT', reason: '', at: submittedAt, operator }],
  };
}

const labelOf = (field: IntegralField) => FILL_FIELD_RULES[field].label;
