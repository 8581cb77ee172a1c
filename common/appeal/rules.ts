/**
 * Appeals (诉求): what enterprises ask the park to solve, and how the park handles them. The states,
 * categories with their deadlines and limits both sides share (the endpoints: ./contract.ts).
 *
 * The flow: SUBMITTED 待受理 → ASSIGNED 办理中 (a department takes it; may be handed on) → REPLIED
 * 已答复 (waiting for the enterprise's rating) → CLOSED 已办结 (rated 1–5, or closed by an operator
 * with a reason). An appeal that is not the park's business is REJECTED 不予受理 with a reason.
 */

import { DAY_MS, PARK_OFFSET_MS } from '../park-time.js';

export const APPEAL_STATES = {
  SUBMITTED: '待受理',
  ASSIGNED: '办理中',
  REPLIED: '已答复',
  CLOSED: '已办结',
  REJECTED: '不予受理',
} as const;
export type AppealState = keyof typeof APPEAL_STATES;
export const APPEAL_STATE_LIST = Object.keys(APPEAL_STATES) as AppealState[];

/** States in which the deadline runs: the park has not answered yet. */
export const OPEN_STATES: readonly AppealState[] = ['SUBMITTED', 'ASSIGNED'];

export interface AppealCategory {
  value: string;
  label: string;
  /** Working days (Monday–Friday) from filing to the park's answer. */
  days: number;
  /** The department that usually handles it: the assignment picker's first suggestion. */
  department: string;
}

/**
 * The categories and their answer deadlines: urgent matters (safety, a quick policy question) in
 * 3 working days, the usual ones in 5 or 10, land and planning matters that need other offices in 15.
 */
export const APPEAL_CATEGORIES = [
  { value: 'SAFETY', label: '安全隐患', days: 3, department: '应急管理局' },
  { value: 'POLICY', label: '政策咨询', days: 3, department: '企业服务局' },
  { value: 'APPROVAL', label: '审批办证', days: 5, department: '企业服务局' },
  { value: 'INFRA', label: '水电路网', days: 5, department: '规划建设局' },
  { value: 'ENVIRONMENT', label: '生态环境', days: 5, department: '生态环境分局' },
  { value: 'FINANCE', label: '融资需求', days: 10, department: '经济发展局' },
  { value: 'TALENT', label: '用工人才', days: 10, department: '人力社保局' },
  { value: 'TECH', label: '科技创新', days: 10, department: '科技创新局' },
  { value: 'MARKET', label: '市场监管与执法', days: 10, department: '综合行政执法局' },
  { value: 'LAND', label: '用地与规划建设', days: 15, department: '规划建设局' },
  { value: 'OTHER', label: '其他', days: 10, department: '企业服务局' },
] as const satisfies readonly AppealCategory[];
export type AppealCategoryCode = (typeof APPEAL_CATEGORIES)[number]['value'];
export const APPEAL_CATEGORY_CODES = APPEAL_CATEGORIES.map((c) => c.value) as AppealCategoryCode[];

export function categoryOf(code: string): AppealCategory | undefined {
  return APPEAL_CATEGORIES.find((c) => c.value === code);
}

export const categoryLabel = (code: string): string => categoryOf(code)?.label ?? code;

/** Steps of an appeal's timeline, with the words people see. */
export const APPEAL_ACTIONS = {
  SUBMIT: '提交诉求',
  ASSIGN: '受理并交办',
  REASSIGN: '转办',
  PROGRESS: '办理进展',
  REPLY: '答复',
  RATE: '评价',
  CLOSE: '办结',
  REJECT: '不予受理',
} as const;
export type AppealAction = keyof typeof APPEAL_ACTIONS;
export const APPEAL_ACTION_LIST = Object.keys(APPEAL_ACTIONS) as AppealAction[];

export const RATING_LABELS: Record<number, string> = {
  1: '很不满意',
  2: '不满意',
  3: '一般',
  4: '满意',
  5: '非常满意',
};

export const APPEAL_LIMITS = {
  titleMin: 2,
  titleMax: 50,
  contentMin: 5,
  contentMax: 2000,
  addressMax: 200,
  photosMax: 6,
  /** A progress note or an operator's reason (close, reject). */
  noteMin: 2,
  noteMax: 500,
  replyMin: 5,
  replyMax: 2000,
  commentMax: 200,
} as const;

// The parks are in China: working days and "today" are counted in park time (common/park-time.ts).

/**
 * The answer deadline of an appeal filed at `filedIso`: the end (23:59:59.999, park time) of the
 * `workingDays`-th Monday–Friday after the filing day. Public holidays are not known here.
 */
export function dueAt(filedIso: string, workingDays: number): string {
  const parkDay = Math.floor((Date.parse(filedIso) + PARK_OFFSET_MS) / DAY_MS);
  let day = parkDay;
  let left = workingDays;
  while (left > 0) {
    day += 1;
    // 1970-01-01 (day 0) was a Thursday: day % 7 === 2 is Saturday, 3 is Sunday.
    const weekday = ((day % 7) + 7) % 7;
    if (weekday !== 2 && weekday !== 3) left -= 1;
  }
  return new Date((day + 1) * DAY_MS - PARK_OFFSET_MS - 1).toISOString();
}

export const dueAtFor = (filedIso: string, category: string): string =>
  dueAt(filedIso, categoryOf(category)?.days ?? 10);

/** Still unanswered after its deadline. */
export function isOverdue(appeal: { state: string; dueAt: string }, now: number = Date.now()): boolean {
  return (OPEN_STATES as readonly string[]).includes(appeal.state) && Date.parse(appeal.dueAt) < now;
}
