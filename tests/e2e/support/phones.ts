import type { Browser, Page, TestInfo } from '@playwright/test';
import { signIn } from './accounts.js';

/** A second person's phone: a fresh browser context with the project's device, nobody signed in. */
export async function freshPhone(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent });
  return context.newPage();
}

/** The account's own phone: a fresh browser context with the project's device, signed in from its saved session. */
export async function phoneOf(browser: Browser, testInfo: TestInfo, phone: string): Promise<Page> {
  const page = await freshPhone(browser, testInfo);
  await signIn(page, phone);
  return page;
}
