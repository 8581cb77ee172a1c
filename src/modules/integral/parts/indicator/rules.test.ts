import { describe, expect, it } from 'vitest';
import { GUIDELINE_SYSTEM } from '@common/integral/guideline';
import type { IndicatorDef, SystemDefinition } from '@common/integral/model';
import { systemProblem } from '@common/integral/system-problem';
import {
  newIndicator,
  problemPlace,
  ruleLines,
  sourceText,
  sourceOfKind,
  stageTotals,
} from './rules';

const copy = (): SystemDefinition => structuredClone(GUIDELINE_SYSTEM);
const indexOf = (d: SystemDefinition, name: string) => d.indicators.findIndex((i) => i.name === name);
const at = (d: SystemDefinition, name: string): IndicatorDef => d.indicators[indexOf(d, name)]!;

describe('the indicator editor places each problem of systemProblem next to the part it names', () => {
  it('sums each stage’s weights as the server does, and the guideline’s add up to 100', () => {
    expect(stageTotals(GUIDELINE_SYSTEM.indicators)).toEqual({ STARTUP: 100, GROWTH: 100, MATURE: 100 });
    const d = copy();
    at(d, '研发费用总额').weights.STARTUP = 7.1;
    at(d, '营业收入').weights.MATURE = Number.NaN;
    expect(stageTotals(d.indicators)).toEqual({ STARTUP: 101.1, GROWTH: 100, MATURE: 90 });
  });

  it('puts a weight total beside the totals, a stage-rule problem beside the rule', () => {
    const d = copy();
    at(d, '研发费用总额').weights.STARTUP = 7;
    const problem = systemProblem(d)!;
    expect(problem).toBe('初创期的权重合计为101%，应为100%');
    expect(problemPlace(problem, d)).toEqual({ at: 'weights' });

    const rule = copy();
    rule.stageRule.startupMaxAge = 12;
    const ruleProblem = systemProblem(rule)!;
    expect(ruleProblem).toBe('初创期的成立年限不能超过成熟期的成立年限');
    expect(problemPlace(ruleProblem, rule)).toEqual({ at: 'stageRule' });
  });

  it('puts a band’s, a weight’s or a name’s problem under its indicator (the later of two with one name)', () => {
    const d = copy();
    const rule = at(d, '研发费用总额').rule;
    if (rule.kind !== 'BANDED') throw new Error('banded expected');
    rule.bands[2]!.from = 200;
    const problem = systemProblem(d)!;
    expect(problem).toBe('指标“研发费用总额”第3档与第2档重叠，档位应从低到高排列');
    expect(problemPlace(problem, d)).toEqual({ at: 'indicator', index: indexOf(d, '研发费用总额') });

    const named = copy();
    named.indicators.push({ ...newIndicator('FEATURE', named.indicators), name: '营业收入' });
    const duplicate = systemProblem(named)!;
    expect(duplicate).toBe('指标“营业收入”重复');
    expect(problemPlace(duplicate, named)).toEqual({ at: 'indicator', index: named.indicators.length - 1 });

    const unnamed = copy();
    unnamed.indicators.push(newIndicator('TECH', unnamed.indicators));
    expect(systemProblem(unnamed)).toBe('请填写指标名称');
    expect(problemPlace('请填写指标名称', unnamed)).toEqual({
      at: 'indicator',
      index: unnamed.indicators.length - 1,
    });
  });

  it('gives a new indicator a free code and no weight', () => {
    const d = copy();
    const first = newIndicator('FEATURE', d.indicators);
    expect(first.code).toBe('custom1');
    expect(newIndicator('FEATURE', [...d.indicators, first]).code).toBe('custom2');
    expect(first.weights).toEqual({ STARTUP: 0, GROWTH: 0, MATURE: 0 });
  });
});

describe('an indicator as the tree shows it', () => {
  it('reads its source and its rule in words', () => {
    const d = copy();
    expect(sourceText(at(d, '研发费用占营业收入比例').source)).toBe('研发费用 ÷ 营业收入 × 100%');
    expect(sourceText(at(d, '营业收入增长率').source)).toBe('营业收入较上年营业收入的增长率');
    expect(ruleLines(at(d, '有效发明专利数').rule, '件')).toEqual(['每件10分，封顶100分']);
    expect(ruleLines(at(d, '研发费用总额').rule, '万元').slice(0, 2)).toEqual([
      '0–100万元：20分',
      '100–300万元：40分',
    ]);
  });

  it('keeps the fields read when the source changes kind', () => {
    expect(sourceOfKind('RATIO', { kind: 'FIELD', field: 'rdStaff' })).toEqual({
      kind: 'RATIO',
      numerator: 'rdStaff',
      denominator: 'revenue',
    });
    expect(sourceOfKind('FIELD', { kind: 'GROWTH', current: 'revenue', previous: 'revenuePrev' })).toEqual({
      kind: 'FIELD',
      field: 'revenue',
    });
  });
});
