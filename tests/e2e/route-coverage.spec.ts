import type { Browser, BrowserContext } from '@playwright/test';
import { PLATFORM_NAME } from '../../common/constants.js';
import { DEFAULT_TENANT } from '../../common/tenant.js';
import type { Access, RouteEntry } from '../../src/core/route-types.js';
import { loadModuleRoutes } from '../../tools/module-routes.js';
import { signedApi } from './support/api.js';
import { loginAs } from './support/accounts.js';
import { requiredParams, sampleUrl } from './support/route-sample.js';
import { expect, test } from './support/test.js';

const routes = await loadModuleRoutes();

/** Who opens each kind of route: the ORG user for login routes, the administrator for operator ones. */
const VISITOR: Record<Access, string | null> = { public: null, login: '13800000003', operator: '13800000001' };

async function contextFor(browser: Browser, baseURL: string, access: Access): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
  const phone = VISITOR[access];
  if (phone) {
    const page = await context.newPage();
    await loginAs(page, phone);
    await page.close();
  }
  return context;
}

/** What to do when a route with path parameters says nowhere how to open it. */
const noSample = (entry: RouteEntry) =>
  `${entry.path} has path parameters (:${requiredParams(entry.path).join(', :')}) and no sample: give its entry in ` +
  'src/modules/*/routes.ts a `sample` saying which item to open (RouteSample in src/core/route-types.ts)';

for (const access of ['public', 'login', 'operator'] as const) {
  test.describe(`registered ${access} routes`, () => {
    let context: BrowserContext;
    test.beforeAll(async ({ browser, baseURL }) => {
      context = await contextFor(browser, baseURL!, access);
    });
    test.afterAll(() => context.close());

    for (const entry of routes.filter((r) => r.access === access)) {
      test(`${entry.path} (${entry.title})`, async ({ request }) => {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));

        if (requiredParams(entry.path).length > 0) expect(entry.sample, noSample(entry)).toBeDefined();
        // The sample's list is read with the API signed as this visitor (the key is read from a page).
        const url = await sampleUrl(entry.path, entry.sample ?? {}, async () => {
          await page.goto('/innoweb/index');
          const token = (await context.cookies()).find((c) => c.name.endsWith('_token'))?.value;
          return signedApi(page, request, 1, token);
        });
        await page.goto(`/innoweb${url}`);
        await expect(page).toHaveTitle(`${PLATFORM_NAME} - ${entry.title} - ${DEFAULT_TENANT.name}`);
        // Still where it was sent: no redirect to /login, /403 or /404 on the way.
        await expect.poll(() => new URL(page.url()).pathname).toBe(`/innoweb${url.split('?')[0]!}`);
        await expect(page.getByText('页面加载失败')).toHaveCount(0);
        // Not empty: something beyond the navigation bar's title arrives.
        await expect
          .poll(async () => (await page.locator('#root').innerText()).trim().length, { message: `${entry.path} shows something` })
          .toBeGreaterThan(entry.title.length + 4);
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  });
}
