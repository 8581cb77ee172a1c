import { describe, expect, it } from 'vitest';
import { chartSummary } from './types';

describe('chart summary', () => {
  it('reads the values as a sentence', () => {
    expect(
      chartSummary({
        title: '企业数量',
        unit: '家',
        data: [
          { name: '滨江区', value: 12 },
          { name: '西湖区', value: 3 },
        ],
      }),
    ).toBe('企业数量：滨江区 12家，西湖区 3家');
    expect(chartSummary({ title: '产值', data: [{ name: '2024', value: 1, series: '工业' }] })).toBe(
      '产值：工业·2024 1',
    );
    expect(chartSummary({ title: '产值', data: [] })).toBe('产值：暂无数据');
  });
});
