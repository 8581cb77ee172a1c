import { describe, expect, it } from 'vitest';
import { chartSummary, DEFAULT_COLORS, parkColors } from './types';

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
    expect(chartSummary({ title: '产值', unit: '', data: [{ name: '2024', value: 1, series: '工业' }] })).toBe(
      '产值：工业·2024 1',
    );
    expect(chartSummary({ title: '产值', unit: '', data: [] })).toBe('产值：暂无数据');
  });
});

describe('chart colours', () => {
  it('lead with the park’s theme colour set on the page, else the default series', () => {
    const root = document.createElement('div');
    document.body.appendChild(root);
    root.style.setProperty('--adm-color-primary', '#0f766e');
    expect(parkColors(root)).toEqual(['#0f766e', ...DEFAULT_COLORS.slice(1)]);
    root.style.setProperty('--adm-color-primary', 'red; background: url(x)');
    expect(parkColors(root)).toEqual(DEFAULT_COLORS);
    expect(parkColors(null)).toEqual(DEFAULT_COLORS);
    root.remove();
  });
});
