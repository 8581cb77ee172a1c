import {
  CULTIVATION_METRICS,
  type Criterion,
  type CriterionKind,
  type CultivationFigure,
  type CultivationMetric,
  type Tier,
} from './model.js';

/**
 * The ladder's arithmetic, the same on both sides: an organisation's metrics from its figures and
 * profile, each tier's points and conditions, the tier reached, the next one, the gap in words and
 * the cheapest plan to close it (common/cultivation/README.md, "Evaluation").
 */

export type Figures = Partial<Record<CultivationFigure, number>>;
export type Metrics = Partial<Record<CultivationMetric, number>>;

export interface Profile {
  /** YYYY-MM-DD, '' when unknown. */
  setupDate: string;
  /** 企业类别 (高新技术企业 …). */
  category: string;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Full years from `from` to `to` (both YYYY-MM-DD). */
export function fullYears(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}

/** The metrics a criterion may read; a ratio whose parts are missing (or divides by zero) is absent. */
export function metricsOf(f: Figures, profile: Profile, today: string): Metrics {
  const m: Metrics = {};
  for (const key of ['rdExpense', 'revenue', 'inventionPatents', 'equityFinancing', 'platforms', 'awards', 'mainShare', 'marketShare'] as const)
    if (f[key] !== undefined) m[key] = f[key];
  if (f.rdExpense !== undefined && f.revenue !== undefined && f.revenue > 0) m.rdRatio = round2((f.rdExpense / f.revenue) * 100);
  if (f.revenue !== undefined && f.revenuePrev !== undefined && f.revenuePrev > 0)
    m.revenueGrowth = round2((f.revenue / f.revenuePrev - 1) * 100);
  if (f.rdStaff !== undefined && f.staff !== undefined && f.staff > 0) m.rdStaffRatio = round2((f.rdStaff / f.staff) * 100);
  if (/^\d{4}-\d{2}-\d{2}/.test(profile.setupDate)) m.age = Math.max(0, fullYears(profile.setupDate.slice(0, 10), today));
  m.highTech = profile.category === '高新技术企业' ? 1 : 0;
  return m;
}

export interface CriterionResult {
  id: number;
  kind: CriterionKind;
  grouping: string;
  metric: CultivationMetric;
  value: number | null;
  points: number;
  maxPoints: number;
  /** POINTS: scored anything; REQUIRED / DIRECT: reached its min. */
  met: boolean;
  /** POINTS: the next band up, null at the top. */
  next: { min: number; points: number } | null;
}

export interface TierResult {
  tierId: number;
  name: string;
  level: number;
  points: number;
  maxPoints: number;
  passPoints: number | null;
  qualified: boolean;
  /** The label of the direct condition that qualified it, or null. */
  direct: string | null;
  criteria: CriterionResult[];
}

export interface PlanStep {
  criterionId: number;
  metric: CultivationMetric;
  from: number | null;
  to: number;
  /** Points gained; 0 for a condition that must be met. */
  gain: number;
}

export interface Evaluation {
  tiers: TierResult[];
  reached: { tierId: number; name: string; level: number } | null;
  next: { tierId: number; name: string; level: number; deficit: number; unmet: number } | null;
  /** 还差 8 分：… ; '' at the top of the ladder. */
  gap: string;
  /** The cheapest steps to the next tier, conditions first, then points in order of least effort per point. */
  plan: PlanStep[];
}

const sortedBands = (c: Criterion) => [...c.bands].sort((a, b) => a.min - b.min);

// Plain loops and one literal per result: spreading a shared base object and `Math.max(...)` over
// mapped arrays made this the refresh's hottest line (300 µs an enterprise, tests/bench/cultivation.ts).
function criterionResult(c: Criterion, metrics: Metrics): CriterionResult {
  const raw = metrics[c.metric];
  const value = raw === undefined ? null : raw;
  const { id, kind, grouping, metric } = c;
  if (kind !== 'POINTS') {
    const met = value !== null && c.min !== null && value >= c.min;
    return { id, kind, grouping, metric, value, points: 0, maxPoints: 0, met, next: null };
  }
  const bands = sortedBands(c);
  let maxPoints = 0;
  let points = 0;
  for (const b of bands) {
    if (b.points > maxPoints) maxPoints = b.points;
    if (value !== null && value >= b.min && b.points > points) points = b.points;
  }
  const next = bands.find((b) => b.points > points && (value === null || value < b.min)) ?? null;
  return { id, kind, grouping, metric, value, points, maxPoints, met: points > 0, next: next && { min: next.min, points: next.points } };
}

export function evaluateTier(tier: Tier, metrics: Metrics): TierResult {
  const criteria = tier.criteria.map((c) => criterionResult(c, metrics));
  const scored = criteria.filter((c) => c.kind === 'POINTS');
  const points = scored.reduce((s, c) => s + c.points, 0);
  const maxPoints = scored.reduce((s, c) => s + c.maxPoints, 0);
  const directHit = criteria.find((c) => c.kind === 'DIRECT' && c.met);
  const requiredOk = criteria.every((c) => c.kind !== 'REQUIRED' || c.met);
  const pointsOk = tier.passPoints === null || points >= tier.passPoints;
  return {
    tierId: tier.id,
    name: tier.name,
    level: tier.level,
    points,
    maxPoints,
    passPoints: tier.passPoints,
    qualified: requiredOk && (pointsOk || directHit !== undefined),
    direct: directHit ? CULTIVATION_METRICS[directHit.metric].label : null,
    criteria,
  };
}

/** How hard a step is: the relative rise of the value it needs (a missing value counts as a whole rise). */
const effortOf = (from: number | null, to: number) => (from === null || from <= 0 ? 1 : Math.max(0, (to - from) / Math.max(Math.abs(to), 1)));

/** The least effortful bands whose points cover `deficit`, a criterion climbing band by band. */
export function cheapestPlan(tier: Tier, result: TierResult, deficit: number): PlanStep[] {
  const steps: PlanStep[] = [];
  let left = deficit;
  const at = new Map(result.criteria.map((c) => [c.id, { value: c.value, points: c.points }]));
  while (left > 0) {
    let best: { step: PlanStep; cost: number } | null = null;
    for (const c of tier.criteria) {
      if (c.kind !== 'POINTS') continue;
      const now = at.get(c.id)!;
      const band = sortedBands(c).find((b) => b.points > now.points && (now.value === null || now.value < b.min));
      if (!band) continue;
      const gain = band.points - now.points;
      const cost = effortOf(now.value, band.min) / gain;
      if (!best || cost < best.cost) best = { step: { criterionId: c.id, metric: c.metric, from: now.value, to: band.min, gain }, cost };
    }
    if (!best) break;
    steps.push(best.step);
    at.set(best.step.criterionId, { value: best.step.to, points: at.get(best.step.criterionId)!.points + best.step.gain });
    left -= best.step.gain;
  }
  // A criterion climbed twice is one step from its first value to its last band.
  const merged = new Map<number, PlanStep>();
  for (const s of steps) {
    const before = merged.get(s.criterionId);
    merged.set(s.criterionId, before ? { ...before, to: s.to, gain: before.gain + s.gain } : s);
  }
  return [...merged.values()];
}

export const formatNumber = (v: number) => String(round2(v));
const withUnit = (metric: CultivationMetric, v: number | null) =>
  v === null ? '未填报' : metric === 'highTech' ? (v >= 1 ? '是' : '否') : `${formatNumber(v)}${CULTIVATION_METRICS[metric].unit}`;

/** One step in words: 研发费用占营业收入比重 3.2% → 5%（+5 分）. */
export function stepText(s: PlanStep): string {
  const label = CULTIVATION_METRICS[s.metric].label;
  if (s.gain === 0) return `${label}须达到 ${withUnit(s.metric, s.to)}（现为 ${withUnit(s.metric, s.from)}）`;
  return `${label} ${withUnit(s.metric, s.from)} → ${withUnit(s.metric, s.to)}（+${formatNumber(s.gain)} 分）`;
}

/** The whole ladder for one organisation; tiers in any order. */
export function evaluate(tiers: readonly Tier[], metrics: Metrics): Evaluation {
  const ordered = [...tiers].sort((a, b) => a.level - b.level);
  const results = ordered.map((t) => evaluateTier(t, metrics));
  const firstMissed = results.findIndex((r) => !r.qualified);
  const reachedIndex = firstMissed === -1 ? results.length - 1 : firstMissed - 1;
  const reachedResult = reachedIndex >= 0 ? results[reachedIndex]! : null;
  const reached = reachedResult && { tierId: reachedResult.tierId, name: reachedResult.name, level: reachedResult.level };
  if (firstMissed === -1) return { tiers: results, reached, next: null, gap: '', plan: [] };
  const tier = ordered[firstMissed]!;
  const result = results[firstMissed]!;
  const conditions: PlanStep[] = result.criteria
    .filter((c) => c.kind === 'REQUIRED' && !c.met)
    .map((c) => ({ criterionId: c.id, metric: c.metric, from: c.value, to: tier.criteria.find((x) => x.id === c.id)!.min ?? 0, gain: 0 }));
  const deficit = result.direct === null && tier.passPoints !== null ? Math.max(0, round2(tier.passPoints - result.points)) : 0;
  const points = deficit > 0 ? cheapestPlan(tier, result, deficit) : [];
  const words = [
    ...(deficit > 0 ? [`还差 ${formatNumber(deficit)} 分：${points.map(stepText).join('；') || '已无可提升的指标'}`] : []),
    ...(conditions.length > 0 ? [`未满足 ${conditions.length} 项条件：${conditions.map(stepText).join('；')}`] : []),
  ];
  return {
    tiers: results,
    reached,
    next: { tierId: result.tierId, name: result.name, level: result.level, deficit, unmet: conditions.length },
    gap: words.join('。'),
    plan: [...conditions, ...points],
  };
}
