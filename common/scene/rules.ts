/**
 * 应用场景's fixed lists and limits, shared by the server's checks and the screens' forms: the
 * fields (应用领域) a park's scenario lists are sorted by, the kinds of collected items, the states
 * of a collection round. Amounts in 万元, dates YYYY-MM-DD on the park's calendar.
 */

export const SCENE_FIELDS = [
  '智能制造',
  '智慧园区',
  '智慧交通',
  '智慧医疗',
  '智慧能源',
  '数字政务',
  '智慧教育',
  '数字文旅',
  '智慧农业',
  '城市治理',
  '金融科技',
  '智慧物流',
] as const;
export type SceneField = (typeof SCENE_FIELDS)[number];

/** What an enterprise answers a collection round with: a scenario it needs, or one it can build. */
export const ITEM_KINDS = { NEED: '场景需求', ABILITY: '场景能力' } as const;
export type ItemKind = keyof typeof ITEM_KINDS;

/** A collection round is open for entries until the park closes it. */
export const ROUND_STATES = { OPEN: '征集中', CLOSED: '已结束' } as const;
export type RoundState = keyof typeof ROUND_STATES;

export const SCENE_LIMITS = {
  titleMin: 4,
  titleMax: 60,
  textMin: 10,
  textMax: 2000,
  unitMax: 60,
  contactMax: 20,
  /** The largest budget an opportunity states, in 万元 (1 亿 = 10000 万元 is common; 100 亿 is not). */
  budgetMax: 1_000_000,
  fieldsMax: 6,
} as const;

export const PHONE_PATTERN = '^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8})$';

/** Why an opportunity's budget range would be refused, in the server's words; null when it is fine. */
export function budgetProblem(min: number, max: number): string | null {
  if (min < 0 || max < 0) return '预算不能为负数';
  if (max < min) return '预算上限不能低于预算下限';
  if (max > SCENE_LIMITS.budgetMax) return `预算上限不能超过${String(SCENE_LIMITS.budgetMax)}万元`;
  return null;
}

/** Why a round's period would be refused; null when it is fine. */
export function periodProblem(start: string, end: string): string | null {
  return end < start ? '截止日期不能早于开始日期' : null;
}

/** 50–200 万元, 200 万元以上, 面议: a budget range as the lists print it. */
export function budgetText(min: number, max: number): string {
  if (min === 0 && max === 0) return '面议';
  if (min === max) return `${String(min)}万元`;
  return `${String(min)}–${String(max)}万元`;
}
