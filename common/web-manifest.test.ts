import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLOR } from './tenant.js';
import { SUZHOU_ANSWER } from './test-fixtures.js';
import { DEFAULT_ICONS, DEFAULT_MANIFEST, parkManifest } from './web-manifest.js';

const suzhou = SUZHOU_ANSWER;

describe("a park's manifest", () => {
  it("names the park, takes its colour and puts its SVG logo before the app's own icons", () => {
    const manifest = parkManifest(suzhou);
    expect(manifest).toMatchObject({ name: '苏州工业园区', short_name: '苏州园区', theme_color: '#0f766e', start_url: DEFAULT_MANIFEST.start_url, scope: DEFAULT_MANIFEST.scope });
    expect(manifest.icons).toEqual([{ src: '/innoweb/parks/suzhou.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }, ...DEFAULT_ICONS]);
  });

  it("leaves out a bitmap logo of unknown size, and a logo or colour the portal cannot use", () => {
    expect(parkManifest({ ...suzhou, logo: '/innoweb/parks/suzhou.png' }).icons).toEqual(DEFAULT_ICONS);
    const foreign = parkManifest({ ...suzhou, logo: 'https://cdn.example.com/x.svg', themeColor: '#ffffff' });
    expect(foreign.icons[0]!.src).toBe('/innoweb/logo.svg');
    expect(foreign.theme_color).toBe(DEFAULT_THEME_COLOR);
  });

  it('keeps the short name short enough to sit under an icon', () => {
    expect([...parkManifest({ ...suzhou, dp_simple: '一二三四五六七八九十甲乙丙丁' }).short_name]).toHaveLength(12);
    expect(parkManifest({ ...suzhou, dp_simple: '' }).short_name).toBe(DEFAULT_MANIFEST.short_name);
  });
});
