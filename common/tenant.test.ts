import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGO, DEFAULT_TENANT, DEFAULT_THEME_COLOR, logoOf, tenantFromAnswer, themeColorOf, whiteContrast, type TenantAnswer } from './tenant.js';
import { SUZHOU_ANSWER } from './test-fixtures.js';

// The colour in capitals: the tenant info carries it in lower case.
const suzhou: TenantAnswer = { ...SUZHOU_ANSWER, themeColor: '#0F766E' };

describe("a park's look from its tenant answer", () => {
  it('maps every answer field to the tenant info, the colour among them', () => {
    expect(tenantFromAnswer(suzhou)).toEqual({
      id: 2,
      logo: '/innoweb/parks/suzhou.svg',
      name: '苏州工业园区',
      indextitle: '苏州园区',
      parkid: 2001,
      parkname: '苏州工业园区（金鸡湖）',
      themeColor: '#0f766e',
    });
  });

  it('draws an answer without a usable colour in the default blue', () => {
    const { themeColor: _none, ...older } = suzhou;
    expect(tenantFromAnswer(older as TenantAnswer).themeColor).toBe(DEFAULT_THEME_COLOR);
    expect(tenantFromAnswer({ ...suzhou, themeColor: 'red' }).themeColor).toBe(DEFAULT_THEME_COLOR);
  });

  it('takes only #rrggbb colours white text can be read on (WCAG AA)', () => {
    expect(themeColorOf('#0f766e')).toBe('#0f766e');
    expect(themeColorOf('#1466E6')).toBe('#1466e6');
    // antd-mobile's own #1677ff gives white text 4.1:1.
    expect(whiteContrast('#1677ff')).toBeLessThan(4.5);
    expect(themeColorOf('#1677ff')).toBe(DEFAULT_THEME_COLOR);
    for (const value of ['#fff', '#ffff00', 'rgb(0,0,0)', '#0f766e;}body{display:none', '', undefined, 7]) {
      expect(themeColorOf(value)).toBe(DEFAULT_THEME_COLOR);
    }
    expect(whiteContrast(DEFAULT_TENANT.themeColor)).toBeGreaterThanOrEqual(4.5);
  });

  it("takes only images the portal serves itself as a park's logo", () => {
    expect(logoOf('/innoweb/parks/suzhou.svg')).toBe('/innoweb/parks/suzhou.svg');
    expect(logoOf('/innoweb/logo.png')).toBe('/innoweb/logo.png');
    for (const value of ['https://cdn.example.com/logo.svg', '/innoweb/../etc/passwd.svg', '/innoweb/a"b.svg', 'javascript:alert(1)', '/innoweb/logo.html', null]) {
      expect(logoOf(value)).toBe(DEFAULT_LOGO);
    }
  });
});
