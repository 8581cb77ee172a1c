import {
  INTEGRAL_FIELDS,
  INTEGRAL_LIMITS,
  type IntegralField,
  type IntegralStage,
  type IntegralValues,
  type SystemDefinition,
} from '@common/integral/model';
import {
  fieldsRead,
  percentileAmong,
  rankAmong,
  scoreChanges,
  scoreOrganisation,
  type IndicatorChange,
  type ScoreResult,
} from '@common/integral/scoring';

/**
 * The simulation (模拟测算) as the screen computes it on each keystroke: the enterprise's approved
 * figures with the operator's edits, scored under the year's active definition and placed among
 * the other enterprises' totals — the same arithmetic the server's POST simulate runs. Nothing
 * here is sent or saved.
 */

/** What the simulation stands on (GET integral/simulate/:id). */
export interface SimulateBasis {
  definition: SystemDefinition;
  setupDate: string;
  year: number;
  values: IntegralValues;
  otherTotals: readonly number[];
}

export interface Standing {
  total: number;
  rank: number;
  percentile: number;
  stage: IntegralStage;
  stageLabel: string;
}

export interface Simulation {
  before: Standing;
  after: Standing;
  /** Places gained (a fall is negative). */
  rankMove: number;
  /** The indicators whose value, band or points changed, in indicator order. */
  changes: IndicatorChange[];
  score: ScoreResult;
  /** The figures that differ from the approved ones. */
  edited: IntegralField[];
  /** Those figures as POST integral/simulate takes them (null clears one). */
  overrides: IntegralValues;
  /** The figures typed that are not numbers (they keep their approved value). */
  invalid: IntegralField[];
}

/** The figures a screen lets the operator change: the ones the definition reads, in catalogue order. */
export const editableFields = (definition: SystemDefinition) =>
  fieldsRead(definition).map((field) => ({ field, ...INTEGRAL_FIELDS[field] }));

/** A figure as the field shows it: the number, or '' when not filled. */
export const figureText = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** A typed figure: '' clears it (null); otherwise a number within the model's bounds, or why not. */
export function parseFigure(text: string): { value: number | null } | { error: string } {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return { value: null };
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return { error: '请输入数字' };
  const value = Number(trimmed);
  if (Math.abs(value) > INTEGRAL_LIMITS.valueMax) return { error: `数值不能超过${String(INTEGRAL_LIMITS.valueMax)}` };
  return { value };
}

const known = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const standing = (score: ScoreResult, others: readonly number[]): Standing => ({
  total: score.total,
  rank: rankAmong(score.total, others),
  percentile: percentileAmong(score.total, others),
  stage: score.stage,
  stageLabel: score.stageLabel,
});

/**
 * Scores the approved figures and the edited ones. `texts` holds what the operator typed per
 * field (a field absent keeps its approved value); a text that is not a number is left out.
 */
export function simulate(basis: SimulateBasis, texts: Partial<Record<IntegralField, string>>): Simulation {
  const changed: IntegralValues = { ...basis.values };
  const edited: IntegralField[] = [];
  const overrides: IntegralValues = {};
  const invalid: IntegralField[] = [];
  for (const [field, text] of Object.entries(texts) as [IntegralField, string | undefined][]) {
    if (text === undefined) continue;
    const parsed = parseFigure(text);
    if ('error' in parsed) {
      invalid.push(field);
      continue;
    }
    if (parsed.value === known(basis.values[field])) continue;
    edited.push(field);
    overrides[field] = parsed.value;
    if (parsed.value === null) delete changed[field];
    else changed[field] = parsed.value;
  }
  const facts = { setupDate: basis.setupDate, year: basis.year };
  const before = scoreOrganisation(basis.definition, basis.values, facts);
  const after = scoreOrganisation(basis.definition, changed, facts);
  const was = standing(before, basis.otherTotals);
  const now = standing(after, basis.otherTotals);
  return {
    before: was,
    after: now,
    rankMove: was.rank - now.rank,
    changes: scoreChanges(before, after),
    score: after,
    edited,
    overrides,
    invalid,
  };
}

/** A rank move as people read it. */
export const rankMoveText = (move: number): string =>
  move > 0 ? `上升${String(move)}名` : move < 0 ? `下降${String(-move)}名` : '名次不变';
