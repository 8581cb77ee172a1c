import { describe, expect, it } from 'vitest';
import { PLATFORM_NAME } from '../../common/constants.js';
import { shellOnly, webManifest } from '../../vite.config.js';

describe('PWA build configuration', () => {
  it('describes an installable app under /innoweb/ with the platform name and a maskable icon', () => {
    expect(webManifest).toMatchObject({
      name: PLATFORM_NAME,
      start_url: '/innoweb/index',
      scope: '/innoweb/',
      display: 'standalone',
      lang: 'zh-CN',
    });
    expect(webManifest.short_name!.length).toBeLessThanOrEqual(12);
    const icons = webManifest.icons ?? [];
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });

  it("precaches the shell only: index under its route name, what it loads, the icons and the parks' logos — not the manifest nor the iOS icon, which the server answers per park", () => {
    const html = `<script type="module" crossorigin src="/innoweb/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/innoweb/assets/react-b2.js">
      <link rel="stylesheet" crossorigin href="/innoweb/assets/index-c3.css">
      <link rel="icon" href="/innoweb/logo.svg" type="image/svg+xml" />
      <link rel="manifest" href="/innoweb/manifest.webmanifest">
      <link rel="apple-touch-icon" href="/innoweb/apple-touch-icon.png" />`;
    const entries = ['index.html', 'assets/index-a1.js', 'assets/react-b2.js', 'assets/index-c3.css', 'assets/notice-detail-page-d4.js', 'assets/f2-chart-e5.js', 'logo.svg', 'parks/suzhou.svg', 'manifest.webmanifest', 'apple-touch-icon.png', 'icon-192.png', 'icon-maskable-512.png'].map(
      (url) => ({ url, revision: url.startsWith('assets/') ? null : 'r', size: 1 }),
    );
    const urls = shellOnly(html)(entries).manifest.map((e) => e.url);
    expect(urls.sort()).toEqual(['assets/index-a1.js', 'assets/index-c3.css', 'assets/react-b2.js', 'icon-192.png', 'icon-maskable-512.png', 'index', 'logo.svg', 'parks/suzhou.svg']);
  });
});
