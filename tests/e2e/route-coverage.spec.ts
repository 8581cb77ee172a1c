import { PLATFORM_NAME } from '../../common/constants.js';
import { DEFAULT_TENANT } from '../../common/tenant.js';
import type { Access, RouteEntry } from '../../src/core/route-types.js';
import { loadModuleRoutes } from '../../tools/module-routes.js';
import { apiAt } from './support/api.js';
import { navigateInApp } from './support/pwa.js';
import { requiredParams, sampleUrl } from './support/route-sample.js';
import { addSession } from './support/session.js';
import { expect, test } from './support/test.js';

const routes = await loadModuleRoutes();

/** Who opens each kind of route: the ORG user for login routes, the administrator for operator ones. */
const VISITOR: Record<Access, string | null> = { public: null, login: '13800000003', operator: '13800000001' };

/** What to do when a route with path parameters says nowhere how to open it. */
const noSample = (entry: RouteEntry) =>
  `${entry.path} has path parameters (:${requiredParams(entry.path).join(', :')}) and no sample: give its entry in ` +
  'src/modules/*/routes.ts a `sample` saying which item to open (RouteSample in src/core/route-types.ts)';

/** One pass per area and kind of visitor: the area's routes, in the order its files list them. */
const areas = new Map<string, RouteEntry[]>();
for (const entry of routes) {
  const key = `${entry.module} (${entry.access})`;
  areas.set(key, [...(areas.get(key) ?? []), entry]);
}

for (const [area, entries] of areas) {
  const access = entries[0]!.access;
  test(`every ${access} route of ${area} opens, one after another in one page`, async ({ browser, baseURL, request }, testInfo) => {
    // Under load an area's route takes up to 10 s to arrive.
    test.setTimeout(30_000 + entries.length * 10_000);
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
    const phone = VISITOR[access];
    const token = phone ? await addSession(context, phone) : undefined;
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // After a route that failed, the next one starts from a fresh page load.
    let fresh = true;

    for (const entry of entries) {
      await test.step(`${entry.path} (${entry.title})`, async () => {
        const failuresBefore = testInfo.errors.length;
        const errorsBefore = errors.length;
        try {
          if (requiredParams(entry.path).length > 0) expect(entry.sample, noSample(entry)).toBeDefined();
          // The sample's list is read with the API signed as this visitor.
          const url = await sampleUrl(entry.path, entry.sample ?? {}, () => apiAt(request, token));
          if (fresh) await page.goto(`/innoweb${url}`);
          // Then as a link does: the router takes the address, nothing but the screen's code and data loads.
          else await navigateInApp(page, url);
          await expect.soft(page, `${entry.path}: its title`).toHaveTitle(`${PLATFORM_NAME} - ${entry.title} - ${DEFAULT_TENANT.name}`);
          // Still where it was sent: no redirect to /login, /403 or /404 on the way.
          await expect.soft.poll(() => new URL(page.url()).pathname, { message: `${entry.path}: stays at its address` }).toBe(`/innoweb${url.split('?')[0]!}`);
          await expect.soft(page.getByText('页面加载失败'), `${entry.path}: loads`).toHaveCount(0);
          // Not empty: something beyond the navigation bar's title arrives.
          await expect
            .soft.poll(async () => (await page.locator('#root').innerText()).trim().length, { message: `${entry.path} shows something` })
            .toBeGreaterThan(entry.title.length + 4);
          expect.soft(errors.slice(errorsBefore), `${entry.path}: errors on the page`).toEqual([]);
        } catch (error) {
          expect.soft(error, `${entry.path} could not be opened`).toBeUndefined();
        }
        fresh = testInfo.errors.length > failuresBefore;
      });
    }
    await context.close();
  });
}
