import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';
import { recordToasts } from './toasts.js';

/**
 * What the pages of the watched contexts reported about the Content-Security-Policy: a script,
 * style, image or request the policy refused, which in production would silently break a screen.
 */
export class CspWatch {
  readonly violations: string[] = [];

  private readonly watched = new WeakSet<BrowserContext>();

  watch(context: BrowserContext): void {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    context.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) this.violations.push(`${message.location().url || '(page)'}: ${message.text()}`);
    });
  }
}

/**
 * Playwright's test, where every browser context a test uses — its `context`, one it or its
 * describe block makes with browser.newContext (support/pwa.ts), and any it hands to
 * `cspWatch.watch` — is watched for CSP violations, and a test fails on any reported while it ran.
 * Its `context` also records the toasts its pages show (support/toasts.ts).
 */
export const test = base.extend<{ cspGuard: void }, { cspWatch: CspWatch }>({
  cspWatch: [
    async ({ browser }: { browser: Browser }, use) => {
      const watch = new CspWatch();
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watch.watch(context);
        return context;
      };
      await use(watch);
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
  cspGuard: [
    async ({ cspWatch }, use) => {
      const from = cspWatch.violations.length;
      await use();
      expect(cspWatch.violations.slice(from), 'Content-Security-Policy violations reported by the pages').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, cspWatch }, use) => {
    cspWatch.watch(context);
    await recordToasts(context);
    await use(context);
  },
});

export { expect } from '@playwright/test';
