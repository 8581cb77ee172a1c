import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '@common/tenant';
import { applyParkLook } from './park-look';

describe("the park's colour on the page", () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    document.querySelector('meta[name="theme-color"]')?.remove();
  });

  it("sets antd-mobile's primary colour and the theme-color to the park's", () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#1466e6';
    document.head.append(meta);
    applyParkLook({ ...DEFAULT_TENANT, id: 2, themeColor: '#0f766e' });
    expect(document.documentElement.style.getPropertyValue('--adm-color-primary')).toBe('#0f766e');
    expect(meta.content).toBe('#0f766e');
  });

  it('leaves the page as served while the park is not known, and never writes an unusable colour', () => {
    applyParkLook(null);
    expect(document.documentElement.style.getPropertyValue('--adm-color-primary')).toBe('');
    applyParkLook({ ...DEFAULT_TENANT, themeColor: 'url(https://example.com/x)' });
    expect(document.documentElement.style.getPropertyValue('--adm-color-primary')).toBe(DEFAULT_TENANT.themeColor);
  });
});
