import { describe, expect, it } from 'vitest';
import { GUIDELINE_SYSTEM } from '@common/integral/guideline';
import { parseFigure, rankMoveText, simulate, type SimulateBasis } from './model';

/** A growth-stage firm (set up 2015, 3,000万元 revenue in 2025) with hand-picked figures. */
const BASIS: SimulateBasis = {
  definition: GUIDELINE_SYSTEM,
  setupDate: '2015-03-01',
  year: 2025,
  values: { rdExpense: 120, revenue: 3000, revenuePrev: 2500, staff: 100, rdStaff: 12, inventionPatents: 3 },
  otherTotals: [60, 40, 30, 25, 20, 15, 10],
};

describe('the simulation the screen computes', () => {
  it('changes nothing for the approved figures, typed again or untouched', () => {
    const same = simulate(BASIS, { rdExpense: '120', revenue: '3000' });
    expect(same.edited).toEqual([]);
    expect(same.changes).toEqual([]);
    expect(same.after).toEqual(same.before);
    expect(same.rankMove).toBe(0);
  });

  it('moves 研发费用 into the next band and recomputes the total and rank by hand', () => {
    const before = simulate(BASIS, {});
    // 研发费用总额 120万元: band 100–300 (40 points × 7% = 2.8); 研发费用占比 4%: band 3–5 (50 × 8% = 4).
    expect(before.score.items.find((i) => i.code === 'rdExpense')).toMatchObject({ points: 40, weighted: 2.8 });
    const after = simulate(BASIS, { rdExpense: '400' });
    expect(after.edited).toEqual(['rdExpense']);
    expect(after.overrides).toEqual({ rdExpense: 400 });
    // 400万元: band 300–500 (55 × 7% = 3.85); 13.33%: band >12 (100 × 8% = 8).
    const rd = after.changes.find((c) => c.code === 'rdExpense');
    expect(rd).toMatchObject({ bandChanged: true, before: { bandLabel: '100–300万元', points: 40 }, after: { bandLabel: '300–500万元', points: 55, weighted: 3.85 } });
    expect(after.changes.find((c) => c.code === 'rdIntensity')).toMatchObject({ before: { points: 50 }, after: { points: 100, weighted: 8 } });
    expect(after.after.total).toBeCloseTo(before.before.total + (3.85 - 2.8) + (8 - 4), 10);
    expect(after.after.rank).toBeLessThanOrEqual(after.before.rank);
    expect(after.rankMove).toBe(after.before.rank - after.after.rank);
  });

  it('clears a figure with an empty field (the indicator is flagged missing) and ignores a figure that is not a number', () => {
    const cleared = simulate(BASIS, { inventionPatents: '', rdStaff: 'abc' });
    expect(cleared.edited).toEqual(['inventionPatents']);
    expect(cleared.invalid).toEqual(['rdStaff']);
    expect(cleared.overrides).toEqual({ inventionPatents: null });
    const patents = cleared.score.items.find((i) => i.code === 'inventionPatents');
    expect(patents).toMatchObject({ missing: true, missingReason: '未填报有效发明专利数', points: 0 });
    expect(cleared.after.total).toBeLessThan(cleared.before.total);
    expect(cleared.rankMove).toBeLessThanOrEqual(0);
  });

  it('reads figures as people type them', () => {
    expect(parseFigure(' 1,200.5 ')).toEqual({ value: 1200.5 });
    expect(parseFigure('')).toEqual({ value: null });
    expect(parseFigure('12万')).toEqual({ error: '请输入数字' });
    expect(parseFigure('200000000')).toEqual({ error: '数值不能超过100000000' });
    expect([rankMoveText(3), rankMoveText(-2), rankMoveText(0)]).toEqual(['上升3名', '下降2名', '名次不变']);
  });
});
