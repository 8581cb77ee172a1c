import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('browser title', () => {
  it('is the platform name, then the route title, then the tenant name', () => {
    expect(pageTitle('首页', '杭州高新技术产业开发区')).toBe('区域创新与园区运营平台 - 首页 - 杭州高新技术产业开发区');
    expect(pageTitle(undefined, undefined)).toBe('区域创新与园区运营平台');
  });
});
