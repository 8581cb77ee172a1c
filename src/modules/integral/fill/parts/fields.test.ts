import { describe, expect, it } from 'vitest';
import { INTEGRAL_FIELD_KEYS, type IntegralField } from '@common/integral/model';
import { figureWithUnit, groupFields, groupOf, takesText, usedForText } from './fields';

const all = INTEGRAL_FIELD_KEYS.map((field) => ({ field }));

describe('the fill form lays the round’s fields out by the dimension of the indicators reading them', () => {
  it('puts each field under the dimension of the first indicator that reads it', () => {
    expect(groupOf('rdExpense')).toBe('技术创新');
    // 职工总数 is only a denominator of technical indicators; 上年营业收入 only feeds the growth.
    expect(groupOf('staff')).toBe('技术创新');
    expect(groupOf('revenuePrev')).toBe('成长经营');
    expect(groupOf('equityFinancing')).toBe('成长经营');
    expect(groupOf('platforms')).toBe('特色指标');
    expect(groupOf('awards')).toBe('特色指标');
  });

  it('groups every field of the guideline in dimension order, none lost, none under 其他', () => {
    const groups = groupFields(all);
    expect(groups.map((g) => g.title)).toEqual(['技术创新', '成长经营', '特色指标']);
    expect(groups.flatMap((g) => g.fields.map((f) => f.field)).sort()).toEqual(
      [...INTEGRAL_FIELD_KEYS].sort(),
    );
  });

  it('keeps the round’s order inside a group and leaves out empty groups', () => {
    const fields: { field: IntegralField }[] = [
      { field: 'awards' },
      { field: 'revenue' },
      { field: 'staff' },
      { field: 'rdExpense' },
    ];
    expect(groupFields(fields).map((g) => [g.title, g.fields.map((f) => f.field)])).toEqual([
      ['技术创新', ['staff', 'rdExpense']],
      ['成长经营', ['revenue']],
      ['特色指标', ['awards']],
    ]);
  });

  it('names the indicators a field feeds, and what it takes', () => {
    expect(usedForText('rdExpense')).toBe('用于计算：研发费用总额、研发费用占营业收入比例');
    expect(usedForText('revenuePrev')).toBe('用于计算：营业收入增长率');
    expect(takesText({ integer: true, min: 0 })).toBe('填整数，没有请填0');
    expect(takesText({ integer: false, min: -1 })).toBe('最多保留两位小数，亏损填负数');
  });

  it('reads a blank as 未填, never as 0', () => {
    expect(figureWithUnit(null, '万元')).toBe('未填');
    expect(figureWithUnit(0, '件')).toBe('0件');
    expect(figureWithUnit(12345.678, '万元')).toBe('12,345.68万元');
  });
});
