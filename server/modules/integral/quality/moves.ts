import type { IntegralValues, SystemDefinition } from '../../../../common/integral/model.js';
import type { ReserveMove } from '../../../../common/integral/quality/contract.js';
import {
  bandLabel,
  round2,
  scoreChanges,
  scoreOrganisation,
  type ScoreFacts,
  type ScoreResult,
} from '../../../../common/integral/scoring.js';

/**
 * The band moves that would lift an enterprise to the quality threshold (后备库). For each
 * indicator, the next band up (a LINEAR rule: one more unit, until its cap) and the least value
 * that reaches it; the figures are changed so the indicator reaches that value (its field; the
 * numerator of a ratio, the denominator kept; this year's figure of a growth, last year's kept),
 * the enterprise is scored again with scoring.ts and scoreChanges confirms the indicator gained. The
 * gain is what the total gains. A move that would change the enterprise's stage (every weight
 * changes with it) or that needs a missing denominator is not suggested.
 *
 * The moves are listed by gain, the largest first — the order that closes the gap with the
 * fewest indicators — and the cumulative gain applies them together (each field at the highest
 * value any applied move asks for) and scores again, so it stays true when two moves share a
 * figure.
 */

/** Units counted in whole numbers: the next value is the next whole one. */
const WHOLE_UNITS = new Set(['件', '项', '个', '人', '家']);

const ceil2 = (value: number) => Math.ceil(round2(value * 100)) / 100;

/** The least value above `from` an indicator can take. */
const above = (from: number, unit: string) => (WHOLE_UNITS.has(unit) ? Math.floor(from) + 1 : round2(from + 0.01));

interface Step {
  target: number;
  toLabel: string;
}

function nextStep(definition: SystemDefinition, index: number, before: ScoreResult): Step | null {
  const indicator = definition.indicators[index]!;
  const item = before.items[index]!;
  const { rule, unit } = indicator;
  if (rule.kind === 'LINEAR') {
    if (item.capped) return null;
    const target = Math.floor(Math.max(item.value ?? 0, 0)) + 1;
    return { target, toLabel: `${String(target)}${unit}` };
  }
  const start = item.band === null ? 0 : item.band + 1;
  for (let j = start; j < rule.bands.length; j++) {
    const band = rule.bands[j]!;
    if (band.points <= item.points) continue;
    const target = band.from === null ? Math.min(band.to ?? 0, 0) : above(band.from, unit);
    // Below the band's lower end the indicator already is (a value in no band): take the band's start.
    if (item.value !== null && target <= item.value) continue;
    return { target, toLabel: bandLabel(band, unit) };
  }
  return null;
}

/** The figures with the indicator at `target` (null when the indicator cannot be moved this way). */
function figuresFor(definition: SystemDefinition, index: number, values: IntegralValues, target: number): IntegralValues | null {
  const { source } = definition.indicators[index]!;
  if (source.kind === 'FIELD') return { ...values, [source.field]: target };
  if (source.kind === 'RATIO') {
    const denominator = values[source.denominator];
    if (typeof denominator !== 'number' || denominator <= 0) return null;
    return { ...values, [source.numerator]: ceil2((target * denominator) / 100) };
  }
  const previous = values[source.previous];
  if (typeof previous !== 'number' || previous === 0) return null;
  return { ...values, [source.current]: ceil2(previous + (target * Math.abs(previous)) / 100) };
}

const cents = (value: number) => Math.round(value * 100);

export interface MovePlan {
  moves: ReserveMove[];
  /** How many of the moves, in order, reach the gap; null when all of them do not. */
  movesNeeded: number | null;
}

export function bandMoves(
  definition: SystemDefinition,
  values: IntegralValues,
  facts: ScoreFacts,
  gap: number,
): MovePlan {
  const before = scoreOrganisation(definition, values, facts);
  const found: { move: Omit<ReserveMove, 'cumulative' | 'closes'>; figures: IntegralValues; order: number }[] = [];
  definition.indicators.forEach((indicator, index) => {
    const item = before.items[index]!;
    if (item.weight <= 0) return;
    const step = nextStep(definition, index, before);
    if (!step) return;
    const figures = figuresFor(definition, index, values, step.target);
    if (!figures) return;
    const after = scoreOrganisation(definition, figures, facts);
    if (after.stage !== before.stage) return;
    const change = scoreChanges(before, after).find((c) => c.code === indicator.code);
    if (!change || change.after.points <= change.before.points) return;
    const gain = (cents(after.total) - cents(before.total)) / 100;
    if (gain <= 0) return;
    found.push({
      order: index,
      figures,
      move: {
        code: indicator.code,
        name: indicator.name,
        unit: indicator.unit,
        value: item.value,
        fromLabel: item.bandLabel === '' ? '未得分' : item.bandLabel,
        toLabel: step.toLabel,
        target: step.target,
        pointsBefore: item.points,
        pointsAfter: change.after.points,
        weight: item.weight,
        gain,
      },
    });
  });
  found.sort((a, b) => b.move.gain - a.move.gain || a.order - b.order);

  // Applied together, in this order: each figure at the highest value any applied move asks for.
  const merged: IntegralValues = { ...values };
  let movesNeeded: number | null = null;
  const moves = found.map(({ move, figures }, index): ReserveMove => {
    for (const [field, value] of Object.entries(figures) as [keyof IntegralValues, number | null | undefined][]) {
      if (typeof value !== 'number') continue;
      const current = merged[field];
      if (typeof current !== 'number' || value > current) merged[field] = value;
    }
    const total = scoreOrganisation(definition, merged, facts).total;
    const cumulative = (cents(total) - cents(before.total)) / 100;
    const closes = movesNeeded === null && cents(cumulative) >= cents(gap);
    if (closes) movesNeeded = index + 1;
    return { ...move, cumulative, closes };
  });
  return { moves, movesNeeded };
}
