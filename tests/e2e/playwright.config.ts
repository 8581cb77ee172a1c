import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from '../support/chromium.js';

const baseURL = process.env.E2E_BASE_URL;
if (!baseURL) throw new Error('Run the end-to-end suite with `npm run test:e2e`: it starts the server first.');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // One browser per core (the server shares them), at most four; E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || Math.min(4, Math.max(1, os.availableParallelism())),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['./support/slowest-reporter.ts']],
  // Measured on a 2-core machine busy with other work: starting a test's browser context takes up
  // to 8 s and logging in through the login screen up to 15 s, so 30 s left some tests no time for
  // their own steps. A screen waited for (navigation, first data) can take 9 s there.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, browserName: 'chromium' } }],
  outputDir: '../../test-results',
});
