import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureServerBuild } from '../../server/cli/server-build.js';
import { ensureWebBuild } from '../../server/cli/web-build.js';
import { cpuNote, endedChildrenCpu } from '../../tools/child-cpu.js';
import { findChromium } from '../support/chromium.js';
import { formatProgress } from '../routes/report.js';
import { startServerProcess, tempDataDir } from '../support/server-process.js';
import { E2E_CAPTCHA } from './support/constants.js';
import { keepSeededData, ownServerList } from './support/seeded-data.js';

/**
 * The end-to-end suite: the real build, served by the real server on a free port with a fresh
 * DATA_DIR, driven by Playwright in Debian's Chromium. Never skips silently.
 */
/** The route progress summary; the spec's routes.json sits in shared/ beside the repository. */
function printRouteReport() {
  try {
    console.log(`\n${formatProgress(false)}\n(npm run routes:report lists every route)`);
  } catch (error) {
    console.log(`\nRoute report skipped: ${(error as Error).message}`);
  }
}

const chromium = findChromium();
if (!chromium) {
  console.error(
    'End-to-end tests need Chromium and none was found.\n' +
      'Install it with:  apt-get install -y chromium   (or set CHROME_PATH to a Chromium binary).',
  );
  process.exit(1);
}

const started = Date.now();
const webDir = path.resolve('dist/web');
ensureWebBuild(webDir);
await ensureServerBuild();

const dataDir = tempDataDir('innoweb-e2e-');
const server = await startServerProcess({
  env: { ...process.env, DATA_DIR: dataDir, WEB_DIR: webDir, CAPTCHA_TEST_CODE: E2E_CAPTCHA },
});
console.log(`e2e: server on ${server.url} (started in ${String(server.startupMs)} ms), Chromium ${chromium}`);

let status: number;
let seeded: string | undefined;
const ownServers = tempDataDir('innoweb-e2e-own-servers-');
try {
  // Its seeded database, before any spec writes: own servers start from copies of it.
  seeded = keepSeededData(dataDir);
  const result = spawnSync(
    process.execPath,
    [path.resolve('node_modules/@playwright/test/cli.js'), 'test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: server.url, E2E_PORT: String(server.port), E2E_DATA_DIR: dataDir, E2E_SEEDED_DIR: seeded, E2E_OWN_SERVERS: ownServers, CHROME_PATH: chromium } },
  );
  status = result.status ?? 1;
  printRouteReport();
} finally {
  ownServerList.stopAll(ownServers);
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (seeded) fs.rmSync(seeded, { recursive: true, force: true });
}
// The run's CPU (builds, servers, Playwright and its browsers): on a shared machine the wall time
// says how busy the machine was, this what the suite costs.
console.log(`e2e: ${((Date.now() - started) / 1000).toFixed(0)} s${cpuNote(endedChildrenCpu())}`);
process.exit(status);
