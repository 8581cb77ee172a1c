import { describe, expect, it } from 'vitest';
import { evaluate, evaluateTier, fullYears, metricsOf } from './evaluate.js';
import type { Tier } from './model.js';

const INNOVATIVE: Tier = {
  id: 1,
  name: '创新型中小企业',
  level: 1,
  passPoints: 60,
  criteria: [
    { id: 11, kind: 'POINTS', grouping: '创新能力', metric: 'rdRatio', min: null, bands: [{ min: 5, points: 20 }, { min: 1, points: 5 }, { min: 3, points: 15 }, { min: 2, points: 10 }] },
    { id: 12, kind: 'POINTS', grouping: '创新能力', metric: 'inventionPatents', min: null, bands: [{ min: 1, points: 10 }, { min: 3, points: 15 }, { min: 5, points: 20 }] },
    { id: 13, kind: 'POINTS', grouping: '成长性', metric: 'revenueGrowth', min: null, bands: [{ min: 0, points: 5 }, { min: 10, points: 15 }, { min: 20, points: 20 }] },
    { id: 14, kind: 'POINTS', grouping: '专业化', metric: 'age', min: null, bands: [{ min: 3, points: 10 }, { min: 5, points: 20 }] },
    { id: 15, kind: 'POINTS', grouping: '专业化', metric: 'mainShare', min: null, bands: [{ min: 60, points: 10 }, { min: 80, points: 20 }] },
    { id: 16, kind: 'DIRECT', grouping: '直通条件', metric: 'awards', min: 1, bands: [] },
  ],
};
const SPECIALISED: Tier = {
  id: 2,
  name: '专精特新中小企业',
  level: 2,
  passPoints: null,
  criteria: [
    { id: 21, kind: 'REQUIRED', grouping: '基本条件', metric: 'rdExpense', min: 100, bands: [] },
    { id: 22, kind: 'REQUIRED', grouping: '基本条件', metric: 'rdRatio', min: 3, bands: [] },
  ],
};
const profile = { setupDate: '2021-06-01', category: '科技型中小企业' };
const TODAY = '2026-03-01';

describe('cultivation evaluation', () => {
  it('derives the ratios and the age from the figures and the profile', () => {
    expect(fullYears('2021-06-01', '2026-05-31')).toBe(4);
    expect(fullYears('2021-06-01', '2026-06-01')).toBe(5);
    const m = metricsOf({ rdExpense: 80, revenue: 2500, revenuePrev: 2000, staff: 50, rdStaff: 12 }, profile, TODAY);
    expect(m).toMatchObject({ rdRatio: 3.2, revenueGrowth: 25, rdStaffRatio: 24, age: 4, highTech: 0 });
    expect(metricsOf({ rdExpense: 10, revenue: 0 }, profile, TODAY).rdRatio).toBeUndefined();
  });

  it('scores each criterion by its highest band reached and names the next band', () => {
    // rdRatio 3.2 → 15 (next 5 → 20); patents 2 → 10 (next 3 → 15); growth 25 → 20 (top); age 4 → 10; mainShare missing → 0.
    const r = evaluateTier(INNOVATIVE, metricsOf({ rdExpense: 80, revenue: 2500, revenuePrev: 2000, inventionPatents: 2 }, profile, TODAY));
    expect(r.criteria.map((c) => [c.id, c.points, c.next])).toEqual([
      [11, 15, { min: 5, points: 20 }],
      [12, 10, { min: 3, points: 15 }],
      [13, 20, null],
      [14, 10, { min: 5, points: 20 }],
      [15, 0, { min: 60, points: 10 }],
      [16, 0, null],
    ]);
    expect([r.points, r.maxPoints, r.qualified]).toEqual([55, 100, false]);
  });

  it('gives each criterion its whole result: the value, the most points of the bands reached, the most it can score, met', () => {
    const tier: Tier = {
      id: 3,
      name: '测试梯度',
      level: 3,
      passPoints: 30,
      criteria: [
        // Bands out of order, one lower band scoring more than a higher one: the most points reached count.
        { id: 31, kind: 'POINTS', grouping: '创新能力', metric: 'inventionPatents', min: null, bands: [{ min: 4, points: 5 }, { min: 2, points: 25 }, { min: 6, points: 30 }] },
        { id: 32, kind: 'POINTS', grouping: '创新能力', metric: 'awards', min: null, bands: [{ min: 1, points: 10 }] },
        { id: 33, kind: 'REQUIRED', grouping: '基本条件', metric: 'rdExpense', min: 100, bands: [] },
        { id: 34, kind: 'DIRECT', grouping: '直通条件', metric: 'platforms', min: 1, bands: [] },
      ],
    };
    const r = evaluateTier(tier, { inventionPatents: 4, rdExpense: 100 });
    expect(r.criteria).toEqual([
      { id: 31, kind: 'POINTS', grouping: '创新能力', metric: 'inventionPatents', value: 4, points: 25, maxPoints: 30, met: true, next: { min: 6, points: 30 } },
      { id: 32, kind: 'POINTS', grouping: '创新能力', metric: 'awards', value: null, points: 0, maxPoints: 10, met: false, next: { min: 1, points: 10 } },
      { id: 33, kind: 'REQUIRED', grouping: '基本条件', metric: 'rdExpense', value: 100, points: 0, maxPoints: 0, met: true, next: null },
      { id: 34, kind: 'DIRECT', grouping: '直通条件', metric: 'platforms', value: null, points: 0, maxPoints: 0, met: false, next: null },
    ]);
    expect([r.points, r.maxPoints, r.qualified, r.direct]).toEqual([25, 40, false, null]);
  });

  it('gives the gap in points with the cheapest steps first, and the next tier', () => {
    const e = evaluate([SPECIALISED, INNOVATIVE], metricsOf({ rdExpense: 80, revenue: 2500, revenuePrev: 2000, inventionPatents: 2 }, profile, TODAY));
    expect(e.reached).toBeNull();
    expect(e.next).toEqual({ tierId: 1, name: '创新型中小企业', level: 1, deficit: 5, unmet: 0 });
    // Efforts per point: patents 2→3 = (1/3)/5 ≈ 0.067; rdRatio 3.2→5 = (1.8/5)/5 = 0.072; age 4→5 = 0.04 but growing older is
    // still a step (0.2/10 = 0.02, the cheapest); mainShare missing = 1/10 = 0.1.
    expect(e.plan.map((s) => [s.criterionId, s.from, s.to, s.gain])).toEqual([[14, 4, 5, 10]]);
    expect(e.gap).toBe('还差 5 分：从事细分市场年限（成立年限） 4年 → 5年（+10 分）');
  });

  it('climbs the ladder: a tier needs the ones below, and its unmet conditions are the gap', () => {
    const figures = { rdExpense: 90, revenue: 3000, revenuePrev: 2000, inventionPatents: 5, mainShare: 85 };
    const e = evaluate([INNOVATIVE, SPECIALISED], metricsOf(figures, profile, TODAY));
    // rdRatio 3 → 15, patents 20, growth 50 → 20, age 10, mainShare 20 = 85.
    expect(e.tiers[0]!.points).toBe(85);
    expect(e.reached?.name).toBe('创新型中小企业');
    expect(e.next).toMatchObject({ name: '专精特新中小企业', deficit: 0, unmet: 1 });
    expect(e.gap).toBe('未满足 1 项条件：研发费用总额须达到 100万元（现为 90万元）');

    const raised = evaluate([INNOVATIVE, SPECIALISED], metricsOf({ ...figures, rdExpense: 120 }, profile, TODAY));
    expect(raised.reached?.name).toBe('专精特新中小企业');
    expect([raised.next, raised.gap, raised.plan]).toEqual([null, '', []]);
  });

  it('a direct condition qualifies whatever the points', () => {
    const e = evaluate([INNOVATIVE], metricsOf({ awards: 1 }, profile, TODAY));
    expect(e.tiers[0]).toMatchObject({ points: 10, qualified: true, direct: '省级以上科技奖励' });
    expect(e.reached?.tierId).toBe(1);
  });

  it('several steps when one is not enough, a criterion climbing two bands counted once', () => {
    const e = evaluate([INNOVATIVE], metricsOf({ rdExpense: 10, revenue: 1000, revenuePrev: 1000 }, { setupDate: '', category: '' }, TODAY));
    // rdRatio 1 → 5, growth 0 → 5; nothing else: 10 points, 50 short.
    expect(e.next?.deficit).toBe(50);
    expect(e.plan.reduce((s, p) => s + p.gain, 0)).toBeGreaterThanOrEqual(50);
    expect(new Set(e.plan.map((p) => p.criterionId)).size).toBe(e.plan.length);
  });
});
