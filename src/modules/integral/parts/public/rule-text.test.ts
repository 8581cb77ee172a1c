import { describe, expect, it } from 'vitest';
import { GUIDELINE_SYSTEM } from '@common/integral/guideline';
import { dimensionMax, points, ruleLines, sourceText, stageRuleLines } from './rule-text';

describe('the indicator system in words', () => {
  it('says where a value comes from', () => {
    expect(sourceText({ kind: 'FIELD', field: 'rdExpense' })).toBe('填报的研发费用');
    expect(sourceText({ kind: 'RATIO', numerator: 'rdExpense', denominator: 'revenue' })).toBe('研发费用 ÷ 营业收入 × 100%');
    expect(sourceText({ kind: 'GROWTH', current: 'revenue', previous: 'revenuePrev' })).toBe(
      '（营业收入 − 上年营业收入）÷ 上年营业收入 × 100%',
    );
  });

  it('shows a score to the hundredth', () => {
    expect([points(57), points(12.5), points(3.85), points(0)]).toEqual(['57.00', '12.50', '3.85', '0.00']);
  });

  it('prints each band with its points, and a linear rule with its cap', () => {
    const bands = { kind: 'BANDED' as const, bands: [
      { from: null, to: 0, points: 0 },
      { from: 0, to: 10, points: 30 },
      { from: 3000, to: null, points: 100 },
    ] };
    expect(ruleLines(bands, '%')).toEqual(['≤0% 得0分', '0–10% 得30分', '>3000% 得100分']);
    expect(ruleLines({ kind: 'LINEAR', perUnit: 10, cap: 100 }, '件')).toEqual(['每件10分，最高100分']);
    expect(ruleLines({ kind: 'LINEAR', perUnit: 2.5, cap: 50 }, '%')).toEqual(['每个百分点2.5分，最高50分']);
  });

  it('tells the stages apart with the version’s thresholds, in the order 初创 / 成长 / 成熟', () => {
    const lines = stageRuleLines({ startupMaxAge: 3, startupMaxRevenue: 2000, matureMinAge: 10, matureMinRevenue: 20000 });
    expect(lines.map((l) => `${l.stage}：${l.text}`)).toEqual([
      '初创期：成立不满3年，且营业收入低于2,000万元',
      '成长期：不属于初创期和成熟期的企业（含成立年限不详的企业）',
      '成熟期：成立10年及以上，且营业收入不低于20,000万元',
    ]);
  });

  it('adds a dimension’s weights to its full mark at each stage; the three make 100', () => {
    const { indicators } = GUIDELINE_SYSTEM;
    const byDimension = (['TECH', 'GROWTH', 'FEATURE'] as const).map((d) => dimensionMax(indicators.filter((i) => i.dimension === d)));
    for (const stage of ['STARTUP', 'GROWTH', 'MATURE'] as const)
      expect(byDimension.reduce((sum, max) => sum + max[stage], 0)).toBeCloseTo(100, 6);
    expect(byDimension[2]).toEqual({ STARTUP: 3, GROWTH: 5, MATURE: 7 });
  });
});
