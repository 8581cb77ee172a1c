import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureServerBuild } from '../../server/cli/server-build.js';
import { ensureWebBuild } from '../../server/cli/web-build.js';
import { findChromium } from '../support/chromium.js';
import { startServerProcess, tempDataDir } from '../support/server-process.js';

/**
 * `npm run lhci`: Lighthouse CI with the DESIGN §6 budgets (performance, accessibility and best
 * practices ≥ 0.95, mobile, simulated slow 4G) on the pages below, against the real build served
 * by a server of its own (free port, fresh seeded DATA_DIR), in Debian's Chromium.
 */
const PAGES = ['/innoweb/index', '/innoweb/login', '/innoweb/policy/list'];
const CONFIG = 'tests/lighthouse/lighthouserc.json';
const OUTPUT = path.resolve('dist/lighthouse');

interface RunSummary {
  url: string;
  summary: Record<string, number>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Each page's median score per category, which is what the assertions check, with every run's
 * score after it. (LHCI's "median-run" aggregation does not apply to category scores: it passes a
 * category when its best run does, so the config asks for the median of the runs instead.)
 */
function printSummary(): void {
  const manifest = path.join(OUTPUT, 'manifest.json');
  if (!fs.existsSync(manifest)) return;
  const runs = JSON.parse(fs.readFileSync(manifest, 'utf8')) as RunSummary[];
  console.log('\nLighthouse, median of the runs per page (each run in brackets):');
  for (const url of new Set(runs.map((run) => run.url))) {
    const ofPage = runs.filter((run) => run.url === url);
    const scores = Object.keys(ofPage[0]!.summary).map((category) => {
      const values = ofPage.map((run) => run.summary[category] ?? 0);
      return `${category} ${median(values).toFixed(2)} (${values.map((v) => v.toFixed(2)).join(' ')})`;
    });
    console.log(`  ${new URL(url).pathname.padEnd(22)} ${scores.join('  ')}`);
  }
  console.log(`Reports: ${OUTPUT}`);
}

const chromium = findChromium();
if (!chromium) {
  console.error('Lighthouse CI needs Chromium: apt-get install -y chromium (or set CHROME_PATH).');
  process.exit(1);
}

ensureWebBuild(path.resolve('dist/web'));
await ensureServerBuild();
fs.rmSync(OUTPUT, { recursive: true, force: true });

const dataDir = tempDataDir('innoweb-lhci-');
const server = await startServerProcess({ env: { ...process.env, DATA_DIR: dataDir, WEB_DIR: path.resolve('dist/web') }, output: 'ignore' });
console.log(`lhci: server on ${server.url}, Chromium ${chromium}`);

let status: number;
try {
  const result = spawnSync(
    process.execPath,
    [
      path.resolve('node_modules/@lhci/cli/src/cli.js'),
      'autorun',
      `--config=${CONFIG}`,
      `--collect.chromePath=${chromium}`,
      ...PAGES.map((page) => `--collect.url=${server.url}${page}`),
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } },
  );
  status = result.status ?? 1;
  printSummary();
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
