import { describe, expect, it } from 'vitest';
import type { FillOptions } from '../api';
import { newRoundValues, toSave, type RoundValues } from './round-form';

const OPTIONS: FillOptions = {
  fields: [
    { field: 'rdExpense', label: '研发费用', unit: '万元', integer: false, min: 0, max: 1e9 },
    { field: 'staff', label: '职工总数', unit: '人', integer: true, min: 0, max: 1e6 },
  ],
  industries: ['电子信息', '高端装备制造'],
  areas: ['杭州高新区（滨江）'],
  enterpriseCount: 12,
};

const values = (patch: Partial<RoundValues>): RoundValues => ({
  ...newRoundValues(OPTIONS, new Date('2026-03-01T08:00:00+08:00')),
  name: '  2025年度创新积分填报 ',
  startDate: '2026-03-01',
  endDate: '2026-04-30',
  industries: ['电子信息'],
  areas: ['杭州高新区（滨江）'],
  orgs: [{ id: 7, fullname: '杭州某科技有限公司', creditCode: '91330100MA0000000X' }],
  ...patch,
});

describe('the round form', () => {
  it('starts a new round on last year’s data, every field, every enterprise', () => {
    const start = newRoundValues(OPTIONS, new Date('2026-03-01T08:00:00+08:00'));
    expect(start).toMatchObject({ year: '2025', fields: ['rdExpense', 'staff'], mode: 'ALL' });
  });

  it('sends only what the chosen scope needs: filters for FILTER, the enterprises for LIST, neither for ALL', () => {
    expect(toSave(values({ mode: 'ALL' }), undefined)).toEqual({
      year: 2025,
      name: '2025年度创新积分填报',
      description: '',
      startDate: '2026-03-01',
      endDate: '2026-04-30',
      fields: ['rdExpense', 'staff'],
      scope: { mode: 'ALL', industries: [], areas: [] },
    });
    expect(toSave(values({ mode: 'FILTER' }), 3)).toMatchObject({
      id: 3,
      scope: { mode: 'FILTER', industries: ['电子信息'], areas: ['杭州高新区（滨江）'] },
    });
    expect(toSave(values({ mode: 'FILTER' }), 3)).not.toHaveProperty('orgIds');
    expect(toSave(values({ mode: 'LIST' }), 3)).toMatchObject({
      scope: { mode: 'LIST', industries: [], areas: [] },
      orgIds: [7],
    });
  });
});
