import { windowPhaseOf, type WindowPhase } from './date-window.js';
import { PUBLISH_STATUS, type PublishStatus } from './status.js';

/** Enums, labels, limits and small helpers of the policy library (re-exported by common/policy.ts). */

// ───────────────────────────── enums and labels ─────────────────────────────

/** Issuing level of a policy (政策级别). */
export const POLICY_LEVELS = {
  NATIONAL: '国家级',
  PROVINCIAL: '省级',
  CITY: '市级',
  DISTRICT: '区级',
  PARK: '园区级',
} as const;
export type PolicyLevel = keyof typeof POLICY_LEVELS;
export const POLICY_LEVEL_KEYS = Object.keys(POLICY_LEVELS) as PolicyLevel[];

/** Publish state of a policy (SPEC §4): CHECK 待审核 / JOINT 已发布 / CANCEL 审核不通过. */
export const POLICY_STATES = PUBLISH_STATUS;
export type PolicyState = PublishStatus;
export const POLICY_STATE_KEYS = Object.keys(PUBLISH_STATUS) as PolicyState[];

/** Where today lies in a policy's validity (startDate … endDate; no endDate = 长期有效). */
export const POLICY_VALIDITY = {
  UPCOMING: '未开始',
  LIVE: '有效',
  EXPIRED: '已过期',
} as const;
export type PolicyValidity = keyof typeof POLICY_VALIDITY;

/** Orders of policy/listpolices. */
export const POLICY_SORTS = {
  NEW: '最新发布',
  AWARD: '奖补金额',
  DEADLINE: '即将截止',
  HOT: '最热',
} as const;
export type PolicySort = keyof typeof POLICY_SORTS;

/** Kinds of an award (奖励/补贴…) of an apply item. */
export const AWARD_KINDS = {
  REWARD: '奖励',
  SUBSIDY: '补贴',
  INTEREST: '贴息',
  TAX: '税收优惠',
  OTHER: '其他支持',
} as const;
export type AwardKind = keyof typeof AWARD_KINDS;

/** How a quota is answered: one option, several options, or a number (with a unit). */
export const QUOTA_KINDS = {
  SINGLE: '单选',
  MULTI: '多选',
  NUMBER: '数值',
} as const;
export type QuotaKind = keyof typeof QUOTA_KINDS;

/** Enabled/disabled state of a quota type and of a quota. Disabled ones are not asked and not matched. */
export const QUOTA_STATES = {
  ENABLE: '启用',
  DISABLE: '停用',
} as const;
export type QuotaState = keyof typeof QUOTA_STATES;

/**
 * Organisation facts a quota may be answered from automatically (its `profileField`): the
 * signed-in user's organisation record. Option quotas match the fact to an option by its label.
 */
export const PROFILE_FIELDS = {
  industry: { label: '所属行业', kind: 'SINGLE' },
  category: { label: '企业类别（资质）', kind: 'MULTI' },
  registerCapital: { label: '注册资本（万元）', kind: 'NUMBER' },
  setupYears: { label: '成立年限（年）', kind: 'NUMBER' },
  inPark: { label: '注册地在本园区（是/否）', kind: 'SINGLE' },
  subPark: { label: '所在园区', kind: 'SINGLE' },
  envRating: { label: '环境信用等级', kind: 'SINGLE' },
} as const satisfies Record<string, { label: string; kind: QuotaKind }>;
export type ProfileField = keyof typeof PROFILE_FIELDS;
export const PROFILE_FIELD_KEYS = Object.keys(PROFILE_FIELDS) as ProfileField[];

/**
 * Comparison of a condition's quota link. Option quotas: ANY (an answered option is one of the
 * link's options), ALL (every one of the link's options is answered), NONE (none of them is).
 * Number quotas: GTE ≥, GT >, LTE ≤, LT <, EQ =, BETWEEN value ≤ x ≤ value2.
 */
export const CONDITION_OPERATORS = {
  ANY: { label: '属于其中之一', symbol: '∈', kinds: ['SINGLE', 'MULTI'] },
  ALL: { label: '全部具备', symbol: '⊇', kinds: ['MULTI'] },
  NONE: { label: '均不属于', symbol: '∉', kinds: ['SINGLE', 'MULTI'] },
  GTE: { label: '不低于', symbol: '≥', kinds: ['NUMBER'] },
  GT: { label: '高于', symbol: '>', kinds: ['NUMBER'] },
  LTE: { label: '不高于', symbol: '≤', kinds: ['NUMBER'] },
  LT: { label: '低于', symbol: '<', kinds: ['NUMBER'] },
  EQ: { label: '等于', symbol: '=', kinds: ['NUMBER'] },
  BETWEEN: { label: '介于', symbol: '~', kinds: ['NUMBER'] },
} as const satisfies Record<string, { label: string; symbol: string; kinds: readonly QuotaKind[] }>;
export type ConditionOperator = keyof typeof CONDITION_OPERATORS;
export const CONDITION_OPERATOR_KEYS = Object.keys(CONDITION_OPERATORS) as ConditionOperator[];

/** How a condition combines its quota links: every link must pass (ALL) or one is enough (ANY). */
export const CONDITION_LOGICS = {
  ALL: '同时满足',
  ANY: '满足其一',
} as const;
export type ConditionLogic = keyof typeof CONDITION_LOGICS;

/** Outcome of one condition, apply item or policy in a match. */
export const MATCH_VERDICTS = {
  PASS: '符合',
  FAIL: '不符合',
  UNKNOWN: '待确认',
} as const;
export type MatchVerdict = keyof typeof MATCH_VERDICTS;

/**
 * A policy's overall outcome: MATCHED every condition passes; POSSIBLE none fails yet some are
 * unknown (answers missing); PARTIAL some fail but one apply item's conditions all pass;
 * UNMATCHED otherwise.
 */
export const POLICY_MATCH_LEVELS = {
  MATCHED: '完全匹配',
  PARTIAL: '部分匹配',
  POSSIBLE: '可能匹配',
  UNMATCHED: '暂不匹配',
} as const;
export type PolicyMatchLevel = keyof typeof POLICY_MATCH_LEVELS;

/** Where an answer of a match came from. */
export const ANSWER_SOURCES = {
  ANSWER: '问卷作答',
  PROFILE: '企业信息',
} as const;
export type AnswerSource = keyof typeof ANSWER_SOURCES;

// ───────────────────────────── limits (both sides validate) ─────────────────────────────

export const POLICY_LIMITS = {
  titleMin: 4,
  titleMax: 100,
  docNoMax: 60,
  issuerMax: 60,
  summaryMax: 300,
  textMax: 20_000,
  eligibleMax: 2_000,
  contactNameMax: 30,
  contactPhoneMax: 40,
  urlMax: 300,
  industriesMax: 10,
  attachmentsMax: 20,
  itemNameMax: 60,
  itemDescriptionMax: 1_000,
  awardNameMax: 60,
  awardAmountMax: 1_000_000,
  conditionNameMax: 200,
  quotaTypeNameMax: 20,
  quotaNameMax: 30,
  questionMax: 100,
  hintMax: 200,
  unitMax: 10,
  optionLabelMax: 30,
  optionsMax: 30,
  answersMax: 200,
  reasonMin: 2,
  reasonMax: 200,
  pageSizeMax: 100,
  hotMax: 20,
  searchMax: 50,
} as const;

// ───────────────────────────── small helpers both sides use ─────────────────────────────

export const policyLevelLabel = (level: PolicyLevel): string => POLICY_LEVELS[level];
export const policyStateLabel = (state: PolicyState): string => POLICY_STATES[state];

const VALIDITY_OF_PHASE = {
  NOTSTARTED: 'UPCOMING',
  OPEN: 'LIVE',
  CLOSED: 'EXPIRED',
} as const satisfies Record<WindowPhase, PolicyValidity>;

/** Where `today` ('YYYY-MM-DD') lies in [startDate, endDate] (a window, date-window.ts); a null endDate never expires. */
export function validityOf(startDate: string, endDate: string | null, today: string): PolicyValidity {
  return VALIDITY_OF_PHASE[windowPhaseOf(startDate, endDate ?? today, today)];
}

/** '12.5万元', '200万元'; 0 → '—' (support that is not money). */
export function formatAward(amount: number): string {
  if (!amount) return '—';
  const rounded = Math.round(amount * 100) / 100;
  return `${rounded}万元`;
}
