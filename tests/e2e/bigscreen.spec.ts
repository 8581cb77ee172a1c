import type { Page } from '@playwright/test';
import { GUIDELINE_SYSTEM } from '../../common/integral/guideline.js';
import type { SystemDefinition } from '../../common/integral/model.js';
import { loginAs } from './support/accounts.js';
import { signedApi } from './support/api.js';
import { ownServerOfDescribe } from './support/own-server.js';
import { expect, test } from './support/test.js';

/**
 * The score big-screen (/lg) on a 1920 × 1080 wall, signed in as nobody: every screen opens with
 * the seeded park's figures and fits the window; on a phone the overview scrolls in one column.
 * Then, on a server of the spec's own, a new version of the indicator system is saved through the
 * API while the wall shows /lg/index with a 2-second refresh (?refresh=2): the wall's figures
 * change to the new version's once it is computed, without a reload.
 */

const WALL = { width: 1920, height: 1080 };

/** The screens, what each is titled, and something of the seeded data it must show. */
const SCREENS: { path: string; heading: string; data: (page: Page) => Promise<void> }[] = [
  {
    path: '/lg/index',
    heading: '园区创新积分总览',
    data: async (page) => {
      await expect(page.getByTestId('lg-count')).toHaveText(/^[1-9]\d*家$/);
      await expect(page.getByRole('list', { name: '积分前10名' }).getByRole('listitem')).toHaveCount(10);
      await expect(
        page.getByRole('img', { name: /^各分数段企业数（每10分一档）：0–10 \d+家/ }),
      ).toBeVisible();
    },
  },
  {
    path: '/lg/rank',
    heading: '各行业积分排行',
    data: async (page) => {
      const tabs = page.getByRole('group', { name: '行业' }).getByRole('button');
      await expect(tabs.first()).toHaveAttribute('aria-pressed', 'true');
      const first = (await tabs.first().innerText()).trim();
      await expect(page.getByRole('table', { name: `${first}积分排行` }).getByRole('row')).not.toHaveCount(1);
      // Picking another industry shows its own list.
      const second = (await tabs.nth(1).innerText()).trim();
      await tabs.nth(1).click();
      await expect(page.getByRole('table', { name: `${second}积分排行` })).toBeVisible();
    },
  },
  {
    path: '/lg/analyse',
    heading: '创新积分维度分析',
    data: async (page) => {
      const rows = page.getByRole('table', { name: '各阶段维度平均分与满分' }).getByRole('row');
      await expect(rows.nth(1)).toContainText(/\d+(\.\d+)? \/ \d+/);
      await expect(page.getByRole('img', { name: /^历年平均分走势：总分·\d{4}年 [\d.]+分/ })).toBeVisible();
    },
  },
  {
    path: '/lg/indus/index',
    heading: '重点产业链创新积分',
    data: async (page) => {
      for (const key of ['car', 'equip', 'electron'])
        await expect(page.getByTestId(`lg-chain-count-${key}`)).toHaveText(/^[1-9]\d*家$/);
      await expect(page.getByRole('list', { name: '电子信息前3名' }).getByRole('listitem')).toHaveCount(3);
    },
  },
  // The park's own chains, by the names its industry office gave them.
  ...(
    [
      ['car', '新能源汽车'],
      ['equip', '高端装备'],
      ['electron', '电子信息'],
    ] as const
  ).map(([key, name]) => ({
    path: `/lg/indus/${key}`,
    heading: `${name}产业链`,
    data: async (page: Page) => {
      await expect(page.getByTestId('lg-chain-count')).toHaveText(/^[1-9]\d*家$/);
      // Its table is the one scoring enterprises.
      await expect(
        page
          .getByRole('table', { name: /企业积分$/ })
          .getByRole('row')
          .nth(1),
      ).toContainText(/^1/);
    },
  })),
];

test.describe('score big-screen', () => {
  test.describe.configure({ timeout: 180_000 });

  test('every screen opens on a 1920 × 1080 wall with the park’s figures, fits the window and links to the others', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL: baseURL!, viewport: WALL, locale: 'zh-CN' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const screen of SCREENS) {
      await page.goto(`/innoweb${screen.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
      await screen.data(page);
      // The wall: no scrolling, and none of the portal's bars.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
        WALL.height,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WALL.width);
      await expect(page.locator('.adm-tab-bar')).toHaveCount(0);
      await expect(
        page.getByRole('navigation', { name: '大屏导航' }).getByRole('link', { name: '产业链', exact: true }),
      ).toBeVisible();
    }
    // From the navigation, keeping the wall's settings.
    await page.goto('/innoweb/lg/index?refresh=30');
    await page.getByRole('navigation', { name: '大屏导航' }).getByRole('link', { name: '高端装备' }).click();
    await expect(page).toHaveURL(/\/innoweb\/lg\/indus\/equip\?refresh=30$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('高端装备产业链');

    // A phone: one column that scrolls.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/innoweb/lg/index');
    await expect(page.getByTestId('lg-count')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(812);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the second park’s wall has a screen for each of its own chains, 生物医药 among them', async ({ browser }) => {
    const port = process.env.E2E_PORT!;
    const context = await browser.newContext({ viewport: WALL, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`http://demo2.localhost:${port}/innoweb/lg/indus/index`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('重点产业链创新积分');
    const nav = page.getByRole('navigation', { name: '大屏导航' });
    await expect(nav.getByRole('link', { name: '生物医药', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: '集成电路', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: '高端装备', exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: '生物医药' })).toBeVisible();
    await nav.getByRole('link', { name: '生物医药', exact: true }).click();
    await expect(page).toHaveURL(/\/innoweb\/lg\/indus\/bio$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('生物医药产业链');
    await expect(page.getByRole('table', { name: '各环节' })).toContainText('创新药与生物制品');
    // A spec chain the park has not drawn.
    await page.goto(`http://demo2.localhost:${port}/innoweb/lg/indus/equip`);
    await expect(page.getByText('本园区没有这条产业链')).toBeVisible();
    await context.close();
  });

  test.describe('after new scores', () => {
    const own = ownServerOfDescribe();

    test('/lg/index shows the new version’s figures once it is computed, without a reload', async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ viewport: WALL, locale: 'zh-CN' });
      const page = await context.newPage();
      await page.goto(`${own.url}/innoweb/lg/index?refresh=2`);
      const average = page.getByTestId('lg-average');
      await expect(average).toHaveText(/^\d+(\.\d+)?$/);
      const before = await average.innerText();
      const version = page.getByText(/^满分100分，按\d{4}年度第\d+版指标体系计算$/);
      const [, year, shown] = /(\d{4})年度第(\d+)版/.exec(await version.innerText())!;
      let reloads = 0;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) reloads += 1;
      });

      // An operator saves a version where every enterprise's revenue earns the full 100 points.
      const admin = await context.newPage();
      await loginAs(admin, '13800000001', own.url);
      const token = (await context.cookies()).find((c) => c.name.endsWith('_token'))?.value;
      const api = await signedApi(admin, request, 1, token);
      const definition: SystemDefinition = {
        ...GUIDELINE_SYSTEM,
        indicators: GUIDELINE_SYSTEM.indicators.map((i) =>
          i.code === 'revenue' ? { ...i, rule: { kind: 'LINEAR', perUnit: 100, cap: 100 } } : i,
        ),
      };
      const saved = await api.post<{ version: number; status: string } | null>(
        `${own.url}/api/dpboot/integral/system/save`,
        { year: Number(year), note: '营业收入一律满分', definition },
      );
      expect(saved?.status).toBe('COMPUTING');
      await admin.close();

      // The wall turns to the new version by itself; the average rises with the revenue points.
      await expect(version).toHaveText(`满分100分，按${year!}年度第${String(saved!.version)}版指标体系计算`, {
        timeout: 60_000,
      });
      expect(saved!.version).toBe(Number(shown) + 1);
      await expect.poll(async () => Number(await average.innerText())).toBeGreaterThan(Number(before));
      expect(reloads).toBe(0);
      await context.close();
    });
  });
});
