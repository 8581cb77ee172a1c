import { describe, expect, it } from 'vitest';
import { parkColors } from './park-colors';
import { DEFAULT_TENANT } from '@common/tenant';
import { chartSummary, colorDistance, DEFAULT_COLORS, DISTINCT_COLORS } from './types';

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
    expect(parkColors(root)[0]).toBe('#0f766e');
    root.style.setProperty('--adm-color-primary', 'red; background: url(x)');
    expect(parkColors(root)).toEqual(DEFAULT_COLORS);
    expect(parkColors(null)).toEqual(DEFAULT_COLORS);
    root.remove();
  });

  it('stay plainly apart on both parks and on any theme colour a park may choose', () => {
    const root = document.createElement('div');
    document.body.appendChild(root);
    // The two demo parks' colours (the second's 园区青), then others the settings accept.
    for (const theme of [DEFAULT_TENANT.themeColor, '#0f766e', '#722ed1', '#cf1322', '#006d75', '#1d39c4', '#237804']) {
      root.style.setProperty('--adm-color-primary', theme);
      const colours = parkColors(root);
      expect(colours.length).toBeGreaterThanOrEqual(6);
      for (const [i, a] of colours.entries())
        for (const b of colours.slice(i + 1)) expect([theme, a, b, colorDistance(a, b) >= DISTINCT_COLORS]).toEqual([theme, a, b, true]);
    }
    root.remove();
  });
});
