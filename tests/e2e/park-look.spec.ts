import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.js';

const port = process.env.E2E_PORT!;

/** The two demo parks, each on its own hostname, with the look their tenant records give them. */
const PARKS = [
  { origin: `http://localhost:${port}`, name: '杭州高新技术产业开发区', logo: '/innoweb/logo.svg', colour: 'rgb(20, 102, 230)', hex: '#1466e6' },
  { origin: `http://demo2.localhost:${port}`, name: '苏州工业园区', logo: '/innoweb/parks/suzhou.svg', colour: 'rgb(15, 118, 110)', hex: '#0f766e' },
] as const;
type Park = (typeof PARKS)[number];

/** What a page shows of its park: the logo, the colour of a primary control, the theme-color and the manifest's. */
async function lookOf(page: Page, park: Park, control: Locator, property: 'color' | 'background-color') {
  const logo = page.getByRole('img', { name: `${park.name}标志` });
  await expect(logo).toBeVisible();
  // The image really loaded (a broken one has no natural width).
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The manifest the page links, fetched by the page itself (*.localhost resolves in Chromium only).
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const body = await page.evaluate(
    async (href) => (await (await fetch(href)).json()) as { name: string; theme_color: string; icons: { src: string }[] },
    new URL(manifestHref!, page.url()).href,
  );
  return {
    logo: new URL((await logo.getAttribute('src'))!, page.url()).pathname,
    colour: await control.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property),
    themeColor: await page.locator('meta[name="theme-color"]').getAttribute('content'),
    manifest: { name: body.name, themeColor: body.theme_color, firstIcon: body.icons[0]?.src },
  };
}

test.describe("each park's own look", () => {
  for (const park of PARKS) {
    test(`${park.name}: logo, primary colour and manifest on the home page and the login page`, async ({ page }) => {
      await page.goto(`${park.origin}/innoweb/index`);
      await expect(page.getByRole('heading', { name: park.name })).toBeVisible();
      // The tab bar's current tab is drawn in antd-mobile's primary colour.
      const home = await lookOf(page, park, page.locator('.adm-tab-bar-item-active'), 'color');
      expect(home).toEqual({ logo: park.logo, colour: park.colour, themeColor: park.hex, manifest: { name: park.name, themeColor: park.hex, firstIcon: park.logo } });

      await page.goto(`${park.origin}/innoweb/login`);
      const login = page.getByRole('button', { name: '登录' });
      await expect(login).toBeVisible();
      const look = await lookOf(page, park, login, 'background-color');
      expect(look).toEqual(home);
    });
  }

  test("the first paint already has the park's colour, before any script runs", async ({ browser }) => {
    for (const park of PARKS) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // The page as it paints before the app's scripts: the served shell alone.
      await page.route('**/innoweb/assets/*.js', (route) => route.abort());
      await page.goto(`${park.origin}/innoweb/login`);
      const painted = await page.evaluate(() => ({
        primary: getComputedStyle(document.documentElement).getPropertyValue('--adm-color-primary').trim(),
        themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
        icon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
      }));
      expect(painted).toEqual({ primary: park.hex, themeColor: park.hex, icon: park.logo });
      await context.close();
    }
  });

  test('the second park does not look like the first', async ({ browser }) => {
    const looks: string[] = [];
    for (const park of PARKS) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${park.origin}/innoweb/login`);
      const button = page.getByRole('button', { name: '登录' });
      await expect(button).toBeVisible();
      const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
      const logo = await page.getByRole('img', { name: `${park.name}标志` }).getAttribute('src');
      looks.push(`${background} ${logo ?? ''}`);
      await context.close();
    }
    expect(looks[0]).not.toBe(looks[1]);
  });
});
