import { quoted } from '../quoted.js';
import type {
  Band,
  IndicatorDef,
  IntegralDimension,
  IntegralField,
  ScoringRule,
  StageRule,
  StageWeights,
  SystemDefinition,
  ValueSource,
} from './model.js';

/**
 * An indicator system as an editor sends it: the rule's and the source's parts are all optional,
 * so that one that lacks a part is refused with a message naming the indicator and the part
 * (rather than with the schema's guess at which kind of rule was meant).
 */
export interface IndicatorInput {
  code: string;
  name: string;
  dimension: IntegralDimension;
  unit: string;
  source: {
    kind: ValueSource['kind'];
    field?: IntegralField | undefined;
    numerator?: IntegralField | undefined;
    denominator?: IntegralField | undefined;
    current?: IntegralField | undefined;
    previous?: IntegralField | undefined;
  };
  rule: {
    kind: ScoringRule['kind'];
    bands?: Band[] | undefined;
    perUnit?: number | undefined;
    cap?: number | undefined;
  };
  weights: StageWeights;
}

export interface DefinitionInput {
  stageRule: StageRule;
  indicators: IndicatorInput[];
}

function sourceOf(input: IndicatorInput): ValueSource | string {
  const s = input.source;
  const name = quoted(input.name.trim());
  if (s.kind === 'FIELD') return s.field ? { kind: 'FIELD', field: s.field } : `指标${name}请选择数据项`;
  if (s.kind === 'RATIO')
    return s.numerator && s.denominator
      ? { kind: 'RATIO', numerator: s.numerator, denominator: s.denominator }
      : `指标${name}请选择比例的分子和分母`;
  return s.current && s.previous
    ? { kind: 'GROWTH', current: s.current, previous: s.previous }
    : `指标${name}请选择增长率的本年和上年数据项`;
}

function ruleOf(input: IndicatorInput): ScoringRule | string {
  const r = input.rule;
  const name = quoted(input.name.trim());
  if (r.kind === 'BANDED')
    return r.bands && r.bands.length > 0
      ? { kind: 'BANDED', bands: r.bands.map((b) => ({ from: b.from, to: b.to, points: b.points })) }
      : `指标${name}至少需要一个档位`;
  return r.perUnit !== undefined && r.cap !== undefined
    ? { kind: 'LINEAR', perUnit: r.perUnit, cap: r.cap }
    : `指标${name}请填写每单位分值和封顶分值`;
}

/**
 * The definition an input describes, tidied (names' spaces collapsed, units trimmed, nothing the
 * request carried besides), or the message of the first part missing. Ranges and consistency are
 * then checked by systemProblem.
 */
export function definitionOfInput(input: DefinitionInput): SystemDefinition | string {
  const indicators: IndicatorDef[] = [];
  for (const i of input.indicators) {
    const source = sourceOf(i);
    if (typeof source === 'string') return source;
    const rule = ruleOf(i);
    if (typeof rule === 'string') return rule;
    indicators.push({
      code: i.code,
      name: i.name.replace(/\s+/g, ' ').trim(),
      dimension: i.dimension,
      unit: i.unit.trim(),
      source,
      rule,
      weights: { STARTUP: i.weights.STARTUP, GROWTH: i.weights.GROWTH, MATURE: i.weights.MATURE },
    });
  }
  const s = input.stageRule;
  return {
    stageRule: {
      startupMaxAge: s.startupMaxAge,
      startupMaxRevenue: s.startupMaxRevenue,
      matureMinAge: s.matureMinAge,
      matureMinRevenue: s.matureMinRevenue,
    },
    indicators,
  };
}
