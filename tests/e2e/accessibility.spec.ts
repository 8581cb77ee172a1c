import type { Page } from '@playwright/test';
import type { Access, RouteEntry } from '../../src/core/route-types.js';
import { loadModuleRoutes } from '../../tools/module-routes.js';
import { apiAt } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import { navigateInApp } from './support/pwa.js';
import { sampleUrl } from './support/route-sample.js';
import { addSession } from './support/session.js';
import { expect, test } from './support/test.js';

/*
 * Accessibility of the first screen of every area (its first registered route, as its visitor
 * opens it): axe-core's WCAG 2.1 A/AA and best-practice rules find no serious or critical
 * violation, the screen has one <main> and an <h1>, and no visible text is smaller than 12 px.
 * On a 375 px phone for every area, and on a 1440 px desktop for the operations centre's.
 */

const routes = await loadModuleRoutes();

/** Who opens each kind of route: the ORG user for login routes, the administrator for operator ones. */
const VISITOR: Record<Access, string | null> = { public: null, login: '13800000003', operator: '13800000001' };

/** Each area's first route (module and kind of visitor), in the order the route files list them. */
const firstScreens = new Map<string, RouteEntry>();
for (const entry of routes) {
  const key = `${entry.module} (${entry.access})`;
  if (!firstScreens.has(key)) firstScreens.set(key, entry);
}

/** The structure every screen needs: its landmarks, its heading and the smallest visible text. */
function structureOf(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[aria-hidden="true"]')) continue;
      const size = parseFloat(style.fontSize);
      if (size < 12) small.push(`${node.textContent.trim().slice(0, 20)} (${String(size)} px, .${element.className || element.tagName})`);
    }
    return {
      mains: document.querySelectorAll('main, [role="main"]').length,
      h1: document.querySelectorAll('h1, [role="heading"][aria-level="1"]').length,
      small: small.slice(0, 10),
    };
  });
}

async function checkArea(page: Page, areaName: string, entry: RouteEntry, token: string | undefined, request: Parameters<typeof apiAt>[0], fresh: boolean) {
  const url = await sampleUrl(entry.path, entry.sample ?? {}, () => apiAt(request, token));
  if (fresh) await page.goto(`/innoweb${url}`);
  else await navigateInApp(page, url);
  await expect.soft(page, `${areaName}: ${url} titled`).toHaveTitle(new RegExp(entry.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // The screen has drawn its heading and its data has arrived: its loading skeletons are gone.
  await expect.soft(page.locator('h1').first(), `${areaName}: ${url} shows its heading`).toBeVisible();
  await expect.soft(page.locator('.adm-skeleton').filter({ visible: true })).toHaveCount(0);
  // Read again while the screen is still settling (a button fading in reads as its half-drawn colour).
  await expect.soft.poll(() => seriousViolations(page), { message: `${areaName}: ${url} serious or critical axe violations`, timeout: 15_000 }).toEqual([]);
  const structure = await structureOf(page);
  expect.soft(structure.mains, `${areaName}: ${url} has one <main>`).toBe(1);
  expect.soft(structure.h1, `${areaName}: ${url} has an <h1>`).toBeGreaterThanOrEqual(1);
  expect.soft(structure.small, `${areaName}: ${url} text under 12 px`).toEqual([]);
}

for (const [viewport, width] of [
  ['phone', 375],
  ['desktop', 1440],
] as const) {
  for (const access of ['public', 'login', 'operator'] as const) {
    // The desktop layout is the operations centre's; the portal is the phone's stretched to a column.
    if (viewport === 'desktop' && access !== 'operator') continue;
    const areas = [...firstScreens].filter(([, entry]) => entry.access === access);
    test(`${viewport} (${String(width)} px): the first screen of every ${access} area passes axe-core with one <main>, an <h1> and no text under 12 px`, async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(30_000 + areas.length * 15_000);
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: viewport === 'phone' ? 812 : 900 },
        isMobile: viewport === 'phone',
        hasTouch: viewport === 'phone',
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
      });
      const phone = VISITOR[access];
      const token = phone ? await addSession(context, phone) : undefined;
      const page = await context.newPage();
      let fresh = true;
      for (const [areaName, entry] of areas) {
        await test.step(`${areaName}: ${entry.path}`, async () => {
          await checkArea(page, areaName, entry, token, request, fresh);
          fresh = false;
        });
      }
      await context.close();
    });
  }
}
