import { describe, expect, it } from 'vitest';
import { GUIDELINE_STAGE_RULE, GUIDELINE_SYSTEM } from './guideline.js';
import {
  INTEGRAL_FIELD_KEYS,
  INTEGRAL_STAGES,
  type IndicatorDef,
  type IntegralValues,
  type SystemDefinition,
} from './model.js';
import {
  ageAt,
  bandLabel,
  indicatorValue,
  percentileAmong,
  rankAmong,
  rulePoints,
  scoreChanges,
  scoreOrganisation,
  stageOf,
} from './scoring.js';
import { systemProblem } from './system-problem.js';
import { banded } from './test-fixtures.js';

const BANDS = banded([0, 100, 20], [100, 500, 60], [500, null, 100]);

/** Three indicators whose scores are worked out by hand below. */
const SMALL: SystemDefinition = {
  stageRule: GUIDELINE_STAGE_RULE,
  indicators: [
    {
      code: 'rd',
      name: '研发费用总额',
      dimension: 'TECH',
      unit: '万元',
      source: { kind: 'FIELD', field: 'rdExpense' },
      rule: BANDS,
      weights: { STARTUP: 50, GROWTH: 40, MATURE: 20 },
    },
    {
      code: 'intensity',
      name: '研发强度',
      dimension: 'GROWTH',
      unit: '%',
      source: { kind: 'RATIO', numerator: 'rdExpense', denominator: 'revenue' },
      rule: { kind: 'LINEAR', perUnit: 10, cap: 80 },
      weights: { STARTUP: 30, GROWTH: 40, MATURE: 50 },
    },
    {
      code: 'awards',
      name: '科技奖励',
      dimension: 'FEATURE',
      unit: '项',
      source: { kind: 'FIELD', field: 'awards' },
      rule: { kind: 'LINEAR', perUnit: 50, cap: 100 },
      weights: { STARTUP: 20, GROWTH: 20, MATURE: 30 },
    },
  ],
};

const cents = (value: number) => Math.round(value * 100);

describe('rules', () => {
  it('bands: above the lower end, up to and including the upper end; outside every band scores 0', () => {
    expect(rulePoints(BANDS, 0)).toEqual({ points: 0, band: null, capped: false });
    expect(rulePoints(BANDS, 100)).toEqual({ points: 20, band: 0, capped: false });
    expect(rulePoints(BANDS, 100.01)).toEqual({ points: 60, band: 1, capped: false });
    expect(rulePoints(BANDS, 5000)).toEqual({ points: 100, band: 2, capped: false });
    const growth = banded([null, 0, 0], [0, 10, 30]);
    expect(rulePoints(growth, -12)).toEqual({ points: 0, band: 0, capped: false });
    expect(rulePoints(growth, 10)).toEqual({ points: 30, band: 1, capped: false });
    expect(rulePoints(growth, 11)).toEqual({ points: 0, band: null, capped: false });
    expect(rulePoints(BANDS, null)).toEqual({ points: 0, band: null, capped: false });
  });

  it('linear: points per unit up to the cap; negative values score 0', () => {
    const rule = { kind: 'LINEAR' as const, perUnit: 12.5, cap: 100 };
    expect(rulePoints(rule, 2.5)).toEqual({ points: 31.25, band: null, capped: false });
    expect(rulePoints(rule, 8)).toEqual({ points: 100, band: null, capped: true });
    expect(rulePoints(rule, 30)).toEqual({ points: 100, band: null, capped: true });
    expect(rulePoints(rule, -3)).toEqual({ points: 0, band: null, capped: false });
  });

  it('labels bands as people read them', () => {
    expect(BANDS.bands.map((b) => bandLabel(b, '万元'))).toEqual(['0–100万元', '100–500万元', '>500万元']);
    expect(bandLabel({ from: null, to: 0, points: 0 }, '%')).toBe('≤0%');
  });

  it('values: ratios and growth in per cent to hundredths; missing fields and zero denominators flagged', () => {
    expect(
      indicatorValue(
        { kind: 'RATIO', numerator: 'rdExpense', denominator: 'revenue' },
        { rdExpense: 333, revenue: 7000 },
      ),
    ).toEqual({ value: 4.76, missingFields: [], missingReason: '' });
    expect(
      indicatorValue(
        { kind: 'GROWTH', current: 'revenue', previous: 'revenuePrev' },
        { revenue: 900, revenuePrev: 1200 },
      ).value,
    ).toBe(-25);
    expect(
      indicatorValue({ kind: 'RATIO', numerator: 'rdExpense', denominator: 'revenue' }, { rdExpense: 10 }),
    ).toEqual({
      value: null,
      missingFields: ['revenue'],
      missingReason: '未填报营业收入',
    });
    expect(
      indicatorValue(
        { kind: 'RATIO', numerator: 'rdExpense', denominator: 'revenue' },
        { rdExpense: 10, revenue: 0 },
      ).missingReason,
    ).toBe('营业收入为0，无法计算');
    expect(indicatorValue({ kind: 'FIELD', field: 'awards' }, { awards: null }).missingReason).toBe(
      '未填报省级以上科技奖励数',
    );
  });
});

describe('stages', () => {
  it('counts whole years to the end of the year', () => {
    expect(ageAt('2015-03-01', 2025)).toBe(10);
    expect(ageAt('2026-01-01', 2025)).toBe(0);
    expect(ageAt('', 2025)).toBeNull();
  });

  it('初创 when young and small, 成熟 when old and large, 成长 otherwise', () => {
    const rule = GUIDELINE_STAGE_RULE;
    expect(stageOf(rule, 2, 1999)).toBe('STARTUP');
    expect(stageOf(rule, 2, 2000)).toBe('GROWTH');
    expect(stageOf(rule, 3, 100)).toBe('GROWTH');
    expect(stageOf(rule, 10, 20000)).toBe('MATURE');
    expect(stageOf(rule, 12, 19999)).toBe('GROWTH');
    expect(stageOf(rule, 1, undefined)).toBe('STARTUP');
    expect(stageOf(rule, null, 90000)).toBe('GROWTH');
  });
});

describe('a score', () => {
  it('of a 成长期 enterprise, by hand: 60×40% + 60×40% + 0 (missing) = 48', () => {
    const score = scoreOrganisation(
      SMALL,
      { rdExpense: 300, revenue: 5000 },
      { setupDate: '2015-03-01', year: 2025 },
    );
    expect(score.stage).toBe('GROWTH');
    expect(score.age).toBe(10);
    expect(
      score.items.map((i) => [i.code, i.value, i.band, i.points, i.weight, i.weighted, i.missing]),
    ).toEqual([
      ['rd', 300, 1, 60, 40, 24, false],
      ['intensity', 6, null, 60, 40, 24, false],
      ['awards', null, null, 0, 20, 0, true],
    ]);
    expect(score.items[2]?.missingReason).toBe('未填报省级以上科技奖励数');
    expect(score.total).toBe(48);
    expect(score.missingCount).toBe(1);
    expect(score.dimensions.map((d) => [d.dimension, d.score, d.max])).toEqual([
      ['TECH', 24, 40],
      ['GROWTH', 24, 40],
      ['FEATURE', 0, 20],
    ]);
  });

  it('of a 成熟期 enterprise, with the cap: 100×20% + 80×50% (capped) + 50×30% = 75', () => {
    const score = scoreOrganisation(
      SMALL,
      { rdExpense: 3000, revenue: 25000, awards: 1 },
      { setupDate: '2010-01-01', year: 2025 },
    );
    expect(score.stage).toBe('MATURE');
    expect(score.items.map((i) => [i.points, i.weighted, i.capped])).toEqual([
      [100, 20, false],
      [80, 40, true],
      [50, 15, false],
    ]);
    expect(score.items[1]?.bandLabel).toBe('已达上限80分');
    expect(score.total).toBe(75);
  });

  it('of a 初创期 enterprise: 20×50% + 80×30% + 0×20% = 34; a 0 filled is not missing', () => {
    const score = scoreOrganisation(
      SMALL,
      { rdExpense: 64, revenue: 800, awards: 0 },
      { setupDate: '2024-05-01', year: 2025 },
    );
    expect(score.stage).toBe('STARTUP');
    expect(score.total).toBe(34);
    expect(score.missingCount).toBe(0);
  });

  it('with fractions, to hundredths: 4.76% → 47.6 points × 40% = 19.04; total 43.04', () => {
    const score = scoreOrganisation(
      SMALL,
      { rdExpense: 333, revenue: 7000, awards: 0 },
      { setupDate: '2015-01-01', year: 2025 },
    );
    expect(score.items[1]).toMatchObject({ value: 4.76, points: 47.6, weighted: 19.04 });
    expect(score.total).toBe(43.04);
  });

  it('without any data: 0, every indicator flagged, nothing thrown', () => {
    const score = scoreOrganisation(GUIDELINE_SYSTEM, {}, { setupDate: 'unknown', year: 2025 });
    expect(score.total).toBe(0);
    expect(score.stage).toBe('GROWTH');
    expect(score.missingCount).toBe(18);
  });

  it('reaches 100 when every indicator is at its best; a start-up, small by definition, cannot reach the top revenue bands', () => {
    const best = (revenue: number): IntegralValues => ({
      ...Object.fromEntries(INTEGRAL_FIELD_KEYS.map((f) => [f, 1_000_000])),
      revenue,
      revenuePrev: 1,
      rdExpense: revenue * 0.2,
      netProfit: revenue * 0.2,
      highTechRevenue: revenue * 0.9,
      staff: 1_000_000,
      rdStaff: 900_000,
      mastersDoctors: 800_000,
    });
    const growth = scoreOrganisation(GUIDELINE_SYSTEM, best(1_000_000), {
      setupDate: '2020-01-01',
      year: 2025,
    });
    const mature = scoreOrganisation(GUIDELINE_SYSTEM, best(1_000_000), {
      setupDate: '2000-01-01',
      year: 2025,
    });
    expect([growth.stage, growth.total, mature.stage, mature.total]).toEqual(['GROWTH', 100, 'MATURE', 100]);
    // 营业收入 1000万元: 30 points instead of 100 at 5%; 研发费用 200万元: 40 instead of 100 at 6%.
    const startup = scoreOrganisation(GUIDELINE_SYSTEM, best(1000), { setupDate: '2024-01-01', year: 2025 });
    expect([startup.stage, startup.total]).toEqual(['STARTUP', 100 - 70 * 0.05 - 60 * 0.06]);
  });

  it('always adds up: the weighted points to the total, the dimensions to the total', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 300; n++) {
      const values: IntegralValues = {};
      for (const field of INTEGRAL_FIELD_KEYS)
        if (next() > 0.1) values[field] = Math.round(next() * 10 ** (1 + Math.floor(next() * 5)) * 100) / 100;
      const score = scoreOrganisation(GUIDELINE_SYSTEM, values, {
        setupDate: `${String(2000 + Math.floor(next() * 25))}-06-01`,
        year: 2025,
      });
      const items = score.items.reduce((sum, i) => sum + cents(i.weighted), 0);
      const dimensions = score.dimensions.reduce((sum, d) => sum + cents(d.score), 0);
      expect([items, dimensions]).toEqual([cents(score.total), cents(score.total)]);
      expect(score.total).toBeGreaterThanOrEqual(0);
      expect(score.total).toBeLessThanOrEqual(100);
    }
  });

  it('uses the weights of its stage', () => {
    const young = scoreOrganisation(
      GUIDELINE_SYSTEM,
      { revenue: 1000 },
      { setupDate: '2024-01-01', year: 2025 },
    );
    const old = scoreOrganisation(
      GUIDELINE_SYSTEM,
      { revenue: 30000 },
      { setupDate: '2001-01-01', year: 2025 },
    );
    const weightOf = (s: typeof young, code: string) => s.items.find((i) => i.code === code)?.weight;
    expect([young.stage, weightOf(young, 'equityFinancing'), weightOf(young, 'taxPaid')]).toEqual([
      'STARTUP',
      10,
      3,
    ]);
    expect([old.stage, weightOf(old, 'equityFinancing'), weightOf(old, 'taxPaid')]).toEqual([
      'MATURE',
      3,
      10,
    ]);
    // revenue 30,000万元 is band (20000, 50000] → 85 points × 10% (成熟期) = 8.5
    expect(old.items.find((i) => i.code === 'revenue')).toMatchObject({
      band: 4,
      points: 85,
      weighted: 8.5,
      bandLabel: '20000–50000万元',
    });
  });
});

describe('comparing scores', () => {
  it('lists the indicators that changed, with their band moves, and places a total among others', () => {
    const facts = { setupDate: '2015-03-01', year: 2025 };
    const before = scoreOrganisation(SMALL, { rdExpense: 300, revenue: 5000 }, facts);
    const after = scoreOrganisation(SMALL, { rdExpense: 600, revenue: 5000 }, facts);
    const changes = scoreChanges(before, after);
    expect(
      changes.map((c) => [
        c.code,
        c.before.band,
        c.after.band,
        c.before.points,
        c.after.points,
        c.bandChanged,
      ]),
    ).toEqual([
      ['rd', 1, 2, 60, 100, true],
      ['intensity', null, null, 60, 80, true],
    ]);
    expect(after.total).toBe(72);
    const others = [90, 72, 60, 50, 40];
    expect([rankAmong(before.total, others), rankAmong(after.total, others)]).toEqual([5, 2]);
    expect(percentileAmong(after.total, others)).toBe(60);
    expect(percentileAmong(after.total, [])).toBe(100);
  });
});

describe('an indicator system', () => {
  const withIndicator = (change: (i: IndicatorDef) => IndicatorDef): SystemDefinition => ({
    ...GUIDELINE_SYSTEM,
    indicators: GUIDELINE_SYSTEM.indicators.map((i, index) => (index === 0 ? change(i) : i)),
  });

  it('the guideline has 18 indicators, each stage weighing 100', () => {
    expect(GUIDELINE_SYSTEM.indicators).toHaveLength(18);
    expect(systemProblem(GUIDELINE_SYSTEM)).toBeNull();
    for (const stage of INTEGRAL_STAGES)
      expect(GUIDELINE_SYSTEM.indicators.reduce((s, i) => s + i.weights[stage], 0)).toBe(100);
  });

  it('is refused with the operator’s message when it does not hold together', () => {
    expect(
      systemProblem(
        withIndicator((i) => ({ ...i, weights: { ...i.weights, GROWTH: i.weights.GROWTH + 5 } })),
      ),
    ).toBe('成长期的权重合计为105%，应为100%');
    expect(
      systemProblem(
        withIndicator((i) => ({
          ...i,
          rule: banded([0, 100, 20], [50, null, 40]),
        })),
      ),
    ).toBe('指标“研发费用总额”第2档与第1档重叠，档位应从低到高排列');
    expect(
      systemProblem(withIndicator((i) => ({ ...i, rule: { kind: 'LINEAR', perUnit: 5, cap: 120 } }))),
    ).toBe('指标“研发费用总额”的封顶分值应在0到100之间');
    expect(systemProblem(withIndicator((i) => ({ ...i, code: 'rdIntensity' })))).toBe(
      '指标编码“rdIntensity”重复',
    );
    expect(
      systemProblem({ ...GUIDELINE_SYSTEM, stageRule: { ...GUIDELINE_STAGE_RULE, startupMaxAge: 12 } }),
    ).toBe('初创期的成立年限不能超过成熟期的成立年限');
  });
});
