import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from '../support/chromium.js';

const baseURL = process.env.E2E_BASE_URL;

type TraceMode = 'off' | 'on' | 'retain-on-failure' | 'retain-on-first-failure' | 'on-first-retry' | 'on-all-retries';
const TRACE_MODES: readonly TraceMode[] = ['off', 'on', 'retain-on-failure', 'retain-on-first-failure', 'on-first-retry', 'on-all-retries'];
/** E2E_TRACE names one of Playwright's trace modes; without it, no trace is recorded. */
function traceMode(value = 'off'): TraceMode {
  const mode = TRACE_MODES.find((m) => m === value);
  if (!mode) throw new Error(`E2E_TRACE=${value}: use one of ${TRACE_MODES.join(', ')}`);
  return mode;
}
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
  // Measured on a 2-core machine busy with other work (load 6–27): starting a test's browser
  // context takes up to 8 s, a screen waited for (navigation, first data) up to 9 s, and the
  // longest flows (a notice written, published and read by three visitors) 50 s; at 60 s such a
  // flow failed for the load alone. A test that hangs still fails, later.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Recording a trace costs every test about 40 % more CPU (measured: six page loads in two
    // contexts, 9.2 s of CPU without, 13.4 s with screenshots and snapshots), though only failures
    // keep one. A failing test leaves its error context (the page's accessibility snapshot) and a
    // screenshot; to see its steps, run that spec again with E2E_TRACE=retain-on-failure.
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, browserName: 'chromium' } }],
  outputDir: '../../test-results',
});
