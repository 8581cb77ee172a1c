/**
 * 银行考核 (bank assessment): each period the park assesses its banks' service to enterprises by
 * weighted criteria whose figures come from the loan ledger. Each criterion scores a bank against
 * the best bank of the round: a "more is better" figure as weight × figure / best, a "less is
 * better" one (response time) as weight × best / figure, an answer within half a day counting as
 * half a day; a bank with no figure (or none above 0 of a "more" one) scores 0 on it.
 * The total is the sum (0–100), the ranking by total, equal totals sharing a place.
 */

export const ASSESS_CRITERIA = {
  LOANS: { label: '放款笔数', unit: '笔', better: 'more', additive: true, digits: 0 },
  AMOUNT: { label: '放款金额', unit: '万元', better: 'more', additive: true, digits: 0 },
  FIRST: { label: '首贷户数', unit: '户', better: 'more', additive: true, digits: 0 },
  RESPONSE: { label: '平均响应时长', unit: '天', better: 'less', additive: false, digits: 1 },
  PASS_RATE: { label: '放款率', unit: '%', better: 'more', additive: false, digits: 1 },
} as const satisfies Record<string, { label: string; unit: string; better: 'more' | 'less'; additive: boolean; digits: number }>;
export type AssessCriterion = keyof typeof ASSESS_CRITERIA;
export const ASSESS_CRITERION_KEYS = Object.keys(ASSESS_CRITERIA) as AssessCriterion[];
/** The figures a manual addition or correction may change: counts and amounts (a loan granted off the platform). */
export const ADDITIVE_CRITERIA = ASSESS_CRITERION_KEYS.filter((k) => ASSESS_CRITERIA[k].additive);

/** A round is 进行中 while its figures may be recomputed and corrected, 已定稿 once the park has closed it. */
export const ROUND_STATUS = { OPEN: '进行中', CLOSED: '已定稿' } as const;
export type RoundStatus = keyof typeof ROUND_STATUS;
export const ROUND_STATUSES = Object.keys(ROUND_STATUS) as RoundStatus[];

export const ASSESS_LIMITS = { nameMax: 60, reasonMin: 2, reasonMax: 200, deltaMax: 100_000 } as const;

export interface WeightedCriterion {
  key: AssessCriterion;
  /** Points out of 100. */
  weight: number;
}

/** The round's weights are whole points adding up to 100, each criterion at most once. */
export function criteriaError(criteria: readonly WeightedCriterion[]): string | null {
  if (criteria.length === 0) return '请至少设置一项考核指标';
  if (new Set(criteria.map((c) => c.key)).size !== criteria.length) return '考核指标不能重复';
  const sum = criteria.reduce((s, c) => s + c.weight, 0);
  if (sum !== 100) return `各项指标权重之和须为 100 分（当前 ${String(sum)} 分）`;
  return null;
}

/** One bank's figure of each criterion (after additions), null where it has none (no answered application). */
/** The least a "less is better" figure counts as: an answer the same morning is not infinitely good. */
export const LESS_FLOOR = 0.5;

export type BankFigures = Partial<Record<AssessCriterion, number | null>>;

export interface ScoredBank<Id> {
  id: Id;
  total: number;
  rank: number;
  scores: Partial<Record<AssessCriterion, number>>;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Scores and ranks the banks of a round (see the header): totals to two decimals, highest first. */
export function scoreBanks<Id>(criteria: readonly WeightedCriterion[], banks: ReadonlyArray<{ id: Id; figures: BankFigures }>): ScoredBank<Id>[] {
  const counted = (key: AssessCriterion, v: number | null | undefined): number | null => {
    if (v === null || v === undefined) return null;
    if (ASSESS_CRITERIA[key].better === 'less') return Math.max(LESS_FLOOR, v);
    return v > 0 ? v : null;
  };
  const best = new Map<AssessCriterion, number>();
  for (const { key } of criteria) {
    const values = banks.map((b) => counted(key, b.figures[key])).filter((v): v is number => v !== null);
    if (values.length) best.set(key, ASSESS_CRITERIA[key].better === 'more' ? Math.max(...values) : Math.min(...values));
  }
  const scored = banks.map((b) => {
    const scores: Partial<Record<AssessCriterion, number>> = {};
    for (const { key, weight } of criteria) {
      const value = counted(key, b.figures[key]);
      const top = best.get(key);
      scores[key] = !top || value === null ? 0 : round2(ASSESS_CRITERIA[key].better === 'more' ? (weight * value) / top : (weight * top) / value);
    }
    return { id: b.id, scores, total: round2(Object.values(scores).reduce((s, v) => s + v, 0)), rank: 0 };
  });
  scored.sort((a, b) => b.total - a.total);
  scored.forEach((s, i) => {
    s.rank = i > 0 && scored[i - 1]!.total === s.total ? scored[i - 1]!.rank : i + 1;
  });
  return scored;
}
