import { windowPhaseOf, windowPhases } from '../../date-window.js';
import { AUDIT_STATUS, someOf } from '../../status.js';
import { INTEGRAL_FIELDS, INTEGRAL_LIMITS, type IntegralField, type IntegralValues } from '../model.js';

/**
 * Fill rounds (填报) of the innovation score: the phases, states, limits and checks the server and
 * the screens share (common/integral/README.md, "Fill rounds"). The shapes of the requests and
 * answers are in ./contract.ts.
 */

// ---- A round's phase ----

/**
 * A round's phase (填报批次的状态): its window of dates (common/date-window.ts) and an operator's
 * explicit close (结束填报), which ends it for good whatever the dates say.
 */
export const FILL_PHASE = windowPhases('填报中');
export type FillPhase = keyof typeof FILL_PHASE;
export const FILL_PHASES = Object.keys(FILL_PHASE) as FillPhase[];

/** `today` is the park's calendar day (YYYY-MM-DD); `closed` whether an operator closed the round. */
export function fillPhaseOf(startDate: string, endDate: string, closed: boolean, today: string): FillPhase {
  return closed ? 'CLOSED' : windowPhaseOf(startDate, endDate, today);
}

// ---- A submission's state and its items' audit ----

/**
 * An organisation's submission in a round (填报状态): UNFILLED (nothing saved yet), DRAFT (saved, not
 * submitted), then the audit family of SPEC §4 with its exact labels — TOAUDIT (submitted, or
 * resubmitted, and some item still awaits its audit), BACK (every item audited and at least one
 * returned: the organisation corrects it), PASS (every item passed: the figures are approved).
 * A fill is never refused outright (no FAIL): an item is returned with its reason.
 */
export const FILL_STATE = {
  UNFILLED: '未填报',
  DRAFT: '草稿',
  ...someOf(AUDIT_STATUS, ['TOAUDIT', 'BACK', 'PASS']),
} as const;
export type FillState = keyof typeof FILL_STATE;
export const FILL_STATES = Object.keys(FILL_STATE) as FillState[];

/** States that count as submitted (the round's data, its export). */
export const SUBMITTED_STATES: readonly FillState[] = ['TOAUDIT', 'BACK', 'PASS'];

/** An item's (one field's) audit, from the first submission on: 待审核 / 审核通过 / 申请退回 (SPEC §4). */
export const ITEM_AUDIT = someOf(AUDIT_STATUS, ['TOAUDIT', 'PASS', 'BACK']);
export type ItemAudit = keyof typeof ITEM_AUDIT;
export const ITEM_AUDITS = Object.keys(ITEM_AUDIT) as ItemAudit[];

/** An operator's decision on an item: 通过 or 退回 (a reason is required). */
export const ITEM_DECISION = { PASS: '通过', BACK: '退回' } as const;
export type ItemDecision = keyof typeof ITEM_DECISION;
export const ITEM_DECISIONS = Object.keys(ITEM_DECISION) as ItemDecision[];

/**
 * The submission's state once its items are audited: an item still TOAUDIT keeps it TOAUDIT; with
 * none pending, one BACK returns it, otherwise it is PASS (approved).
 */
export function stateAfterAudit(items: readonly ItemAudit[]): 'TOAUDIT' | 'BACK' | 'PASS' {
  if (items.includes('TOAUDIT')) return 'TOAUDIT';
  return items.includes('BACK') ? 'BACK' : 'PASS';
}

/**
 * Which items the organisation (or an operator filling on its behalf) may change: every item of an
 * unfilled or draft submission; of a returned one, only the returned items — passed items are
 * locked, and the returned ones must be changed or confirmed as they are by resubmitting; nothing
 * while it awaits its audit or once passed.
 */
export function itemEditable(state: FillState, audit: ItemAudit | null): boolean {
  if (state === 'UNFILLED' || state === 'DRAFT') return true;
  if (state === 'BACK') return audit === 'BACK';
  return false;
}

/**
 * Whether the organisation may save or submit now: while the round is open; a returned submission
 * also after the end date, until an operator closes the round (audits come after the deadline,
 * corrections must be possible then). Operators filling on behalf or importing may write in any
 * phase but before the start and after an explicit close.
 */
export function enterpriseMayWrite(phase: FillPhase, closed: boolean, state: FillState): boolean {
  if (phase === 'OPEN') return state !== 'TOAUDIT' && state !== 'PASS';
  return state === 'BACK' && !closed && phase === 'CLOSED';
}

export function operatorMayWrite(phase: FillPhase, closed: boolean, state: FillState): boolean {
  if (closed || phase === 'NOTSTARTED') return false;
  return state !== 'TOAUDIT' && state !== 'PASS';
}

// ---- The figures ----

/** Limits of a round and of a submission, both sides. */
export const FILL_LIMITS = {
  nameMin: 2,
  nameMax: 60,
  descriptionMax: 500,
  reasonMax: 200,
  filesMax: 10,
  /** Organisations named one by one in a round's scope. */
  orgIdsMax: 5000,
  filtersMax: 50,
  /** Rows of one import. */
  importRowsMax: 5000,
  /** Decimals an amount (万元) may carry: 0.01万元 is 100元. */
  amountDecimals: 2,
  /** The most people an enterprise reports. */
  peopleMax: 1_000_000,
  /** The most patents, standards, platforms or awards. */
  countMax: 100_000,
} as const;

/** What a field takes: an amount in 万元 (two decimals; only 净利润 may be negative) or a whole count. */
export interface FillFieldRule {
  label: string;
  unit: string;
  integer: boolean;
  min: number;
  max: number;
}

const COUNT_UNITS: readonly string[] = ['人', '件', '项', '个'];

export const FILL_FIELD_RULES: Readonly<Record<IntegralField, FillFieldRule>> = Object.fromEntries(
  (Object.keys(INTEGRAL_FIELDS) as IntegralField[]).map((field) => {
    const { label, unit } = INTEGRAL_FIELDS[field];
    const integer = COUNT_UNITS.includes(unit);
    const max = !integer
      ? INTEGRAL_LIMITS.valueMax
      : unit === '人'
        ? FILL_LIMITS.peopleMax
        : FILL_LIMITS.countMax;
    const min = field === 'netProfit' ? -INTEGRAL_LIMITS.valueMax : 0;
    return [field, { label, unit, integer, min, max }];
  }),
) as Record<IntegralField, FillFieldRule>;

/** The field's label with its unit, as form labels and the import's columns show it: 研发费用（万元）. */
export const fillFieldTitle = (field: IntegralField) =>
  `${FILL_FIELD_RULES[field].label}（${FILL_FIELD_RULES[field].unit}）`;

const decimalsOf = (value: number): number => {
  const text = String(value);
  if (text.includes('e')) return Number.isInteger(value) ? 0 : 99;
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
};

/**
 * What is wrong with one field's value, in the words a form shows beside it; '' when it is fine.
 * A blank (null) is not a problem here — it stays null, never 0; submitting requires every field
 * (see fillProblems).
 */
export function fillFieldProblem(field: IntegralField, value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const rule = FILL_FIELD_RULES[field];
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${rule.label}应为数字`;
  if (value < rule.min) return rule.min === 0 ? `${rule.label}不能为负数` : `${rule.label}超出可填范围`;
  if (value > rule.max) return `${rule.label}不能超过${rule.max.toLocaleString('en-US')}${rule.unit}`;
  if (rule.integer && !Number.isInteger(value)) return `${rule.label}应为整数（单位：${rule.unit}）`;
  if (!rule.integer && decimalsOf(value) > FILL_LIMITS.amountDecimals)
    return `${rule.label}最多保留${FILL_LIMITS.amountDecimals}位小数`;
  return '';
}

/** A problem of a submission: the field it is about (the first named) and the message. */
export interface FillProblem {
  field: IntegralField;
  message: string;
}

/** Parts that cannot exceed a whole: checked when both are filled. */
const PART_OF: readonly { part: IntegralField; whole: IntegralField }[] = [
  { part: 'rdStaff', whole: 'staff' },
  { part: 'mastersDoctors', whole: 'staff' },
  { part: 'highValuePatents', whole: 'inventionPatents' },
  { part: 'highTechRevenue', whole: 'revenue' },
];

/**
 * Every problem of a submission's values for these fields, in the fields' order. Each value is
 * checked (fillFieldProblem); with `submit`, every field must be filled (a 0 is a value: 没有请填0)
 * and parts may not exceed their whole (研发人员数 ≤ 职工总数 …). A draft may be partial.
 */
export function fillProblems(
  fields: readonly IntegralField[],
  values: IntegralValues,
  { submit }: { submit: boolean },
): FillProblem[] {
  const problems: FillProblem[] = [];
  for (const field of fields) {
    const value = values[field];
    const problem = fillFieldProblem(field, value);
    if (problem) problems.push({ field, message: problem });
    else if (submit && (value === null || value === undefined))
      problems.push({ field, message: `请填写${FILL_FIELD_RULES[field].label}（没有请填0）` });
  }
  if (!submit || problems.length > 0) return problems;
  for (const { part, whole } of PART_OF) {
    const a = values[part];
    const b = values[whole];
    if (!fields.includes(part) || !fields.includes(whole) || a == null || b == null) continue;
    if (a > b)
      problems.push({
        field: part,
        message: `${FILL_FIELD_RULES[part].label}不能大于${FILL_FIELD_RULES[whole].label}`,
      });
  }
  return problems;
}

/** Who is in a round: every enterprise of the park, those of some industries / areas, or a list. */
export const FILL_SCOPE_MODES = ['ALL', 'FILTER', 'LIST'] as const;
export type FillScopeMode = (typeof FILL_SCOPE_MODES)[number];
export const FILL_SCOPE_LABELS: Readonly<Record<FillScopeMode, string>> = {
  ALL: '园区全部认证企业',
  FILTER: '按行业、园区（片区）',
  LIST: '指定企业',
};
