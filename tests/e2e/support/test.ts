import { test as base } from '@playwright/test';
import { recordToasts } from './toasts.js';

/** Playwright's test, whose page (its context) records the toasts it shows (support/toasts.ts). */
export const test = base.extend({
  context: async ({ context }, use) => {
    await recordToasts(context);
    await use(context);
  },
});

export { expect } from '@playwright/test';
