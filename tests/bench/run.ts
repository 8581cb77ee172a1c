import path from 'node:path';
import { benchAccess, formatAccessBench, type AccessBench } from './access.js';
import { evaluateBudgets } from './budgets.js';
import { benchEconomy, formatEconomyBench, type EconomyBench } from './economy.js';
import { prepareDataDir } from './data-dir.js';
import { endpoints, type Endpoint } from './endpoints.js';
import { benchFinance, formatFinanceBench, type FinanceBench } from './finance.js';
import { benchService, formatServiceBench, type ServiceBench } from './service.js';
import { benchIntegral, formatIntegralBench, type IntegralBench } from './integral.js';
import { runLoad, type LoadResult } from './load.js';
import { runPaired } from './paired-load.js';
import { formatCpuView, formatPairedRatio, NoPairError } from './pairs.js';
import { benchSheetImports, formatSheetsBench, type SheetsBench } from './sheets.js';
import { benchTenantScope, formatTenantScopeBench, type TenantScopeBench } from './tenant-scope.js';
import { formatChainDrawingBench, runChainDrawing, type ChainDrawingBench } from './chain-step.js';
import { benchCultivation, formatCultivationBench, type CultivationBench } from './cultivation.js';
import { benchDemand, formatDemandBench, type DemandBench } from './demand.js';
import { signingBaseline, signingCostMs, withRatios, type EndpointMeasurement } from './measurement.js';
import { loadOptions, redactUrl } from './options.js';
import { probe, tenantId } from './probe.js';
import {
  busyMachineWarning,
  endpointRows,
  formatReport,
  machineInfo,
  roundOrNull,
  writeReport,
  type BenchReport,
} from './report.js';
import { REPO_ROOT } from './repo-root.js';
import { RssSampler } from './rss-sampler.js';
import { seedPark, type SeedOutcome } from './seed-park.js';
import { ensureServerBuild } from '../../server/cli/server-build.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { RequestSigner, serverPublicKey } from './sign.js';

const RESULTS_FILE = path.join(REPO_ROOT, 'tests/bench/results/latest.json');

const options = loadOptions();
/** The lines this run measures: BENCH_ONLY picks list lines by name; the clocks stay, as the lists' yardstick. */
const chosen: readonly Endpoint[] = options.only.length
  ? endpoints.filter((e) => e.kind !== 'list' || options.only.some((name) => e.name.includes(name)))
  : endpoints;
const startedAt = new Date().toISOString();
const machine = machineInfo();
const database = redactUrl(options.databaseUrl) ?? 'sqlite';
const broken: string[] = [];
const warnings: string[] = [];
const measured: Array<Omit<EndpointMeasurement, 'ratioToSigned'>> = [];
/** What the run got to; filled in step by step, so a failure part-way still reports what it has. */
const state: {
  seed: SeedOutcome | null;
  server: ServerProcess | null;
  sampler: RssSampler | null;
  peakRssMb: number | null;
  highWaterMarkMb: number | null;
  access: AccessBench | null;
  integral: IntegralBench | null;
  sheets: SheetsBench | null;
  tenantScope: TenantScopeBench | null;
  cultivation: CultivationBench | null;
  chainDrawing: ChainDrawingBench | null;
  demand: DemandBench | null;
  finance: FinanceBench | null;
  service: ServiceBench | null;
  economy: EconomyBench | null;
} = {
  seed: null,
  server: null,
  sampler: null,
  peakRssMb: null,
  highWaterMarkMb: null,
  access: null,
  integral: null,
  sheets: null,
  tenantScope: null,
  cultivation: null,
  chainDrawing: null,
  demand: null,
  finance: null,
  service: null,
  economy: null,
};
/** An in-process or browser line runs unless BENCH_ONLY names other lines. */
const wanted = (line: string) =>
  options.only.length === 0 || options.only.some((name) => line.includes(name));

const log = (line: string) => console.log(`bench: ${line}`);
const dataDir = prepareDataDir(options.dataDir);
const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir.path,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};

// Ctrl-C mid-run must not leave a server behind holding the data dir.
process.once('SIGINT', () => {
  void (state.server?.stop() ?? Promise.resolve(null)).finally(() => {
    dataDir.cleanup();
    process.exit(130);
  });
});

/** A load that came back with any error, non-2xx or non-200 envelope makes the run broken. */
function checkAnswers(name: string, load: LoadResult): void {
  const failures = load.errors + load.non2xx + load.envelopeErrors;
  if (failures > 0) {
    broken.push(
      `${name}: ${load.errors} connection errors (${load.timeouts} timeouts), ${load.non2xx} non-2xx, ` +
        `${load.envelopeErrors} envelopes with statusCode ≠ 200 out of ${load.responses} answers`,
    );
  }
}

async function measure(
  endpoint: Endpoint,
  baseUrl: string,
  signer: RequestSigner,
  rss: RssSampler,
  serverPid: number,
): Promise<void> {
  const problem = await probe(baseUrl, endpoint, signer);
  if (problem) {
    broken.push(`${endpoint.name} (${endpoint.method} ${endpoint.path}) answered ${problem}`);
    log(`${endpoint.name}: not measured, ${problem}`);
    return;
  }
  rss.takeWindowPeak();
  if (options.warmupSec > 0) {
    log(`${endpoint.name}: warm-up ${options.warmupSec} s`);
    await runLoad(baseUrl, endpoint, signer, {
      connections: options.connections,
      durationSec: options.warmupSec,
    });
  }
  // A list is compared with the signed clock in paired windows (./pairs.ts), not with its one run.
  const baseline = endpoint.kind === 'list' ? signingBaseline(measured)?.endpoint : undefined;
  if (baseline) {
    log(
      `${endpoint.name}: ${options.pairs} pairs of ${options.windowMs} ms windows with ${baseline.name}, ` +
        `${options.connections} connections`,
    );
    let run: Awaited<ReturnType<typeof runPaired>>;
    try {
      run = await runPaired(baseUrl, baseline, endpoint, signer, {
        connections: options.connections,
        pairs: options.pairs,
        windowMs: options.windowMs,
        serverPid,
      });
    } catch (error) {
      if (!(error instanceof NoPairError)) throw error;
      // No pair had an answer on both sides: the machine gave the server nothing to measure.
      warnings.push(`${endpoint.name}: not measured, ${(error as Error).message}`);
      log(`${endpoint.name}: not measured, ${(error as Error).message}`);
      return;
    }
    measured.push({ endpoint, load: run.subject, paired: run.summary, peakRssMb: rss.takeWindowPeak() });
    log(`${endpoint.name}: vs ${baseline.name} ${formatPairedRatio(run.summary)}; ${formatCpuView(run.summary)}`);
    checkAnswers(endpoint.name, run.subject);
    checkAnswers(`${baseline.name} (paired with ${endpoint.name})`, run.baseline);
    return;
  }
  log(`${endpoint.name}: ${options.connections} connections × ${options.durationSec} s`);
  const load = await runLoad(baseUrl, endpoint, signer, options);
  measured.push({ endpoint, load, paired: null, peakRssMb: rss.takeWindowPeak() });
  checkAnswers(endpoint.name, load);
}

async function benchmark(): Promise<void> {
  log(
    `data dir ${dataDir.path}${dataDir.reusable ? ' (reused)' : ' (temporary)'}; database ${database}; kv ${options.redisUrl ? 'redis' : 'memory'}`,
  );

  log(`seeding the park with ${options.orgs} organisations…`);
  const seed = await seedPark({
    dataDir: dataDir.path,
    reusable: dataDir.reusable,
    orgs: options.orgs,
    database,
    env: serverEnv,
  });
  state.seed = seed;
  log(`park: ${seed.status}${seed.ms === null ? '' : ` in ${(seed.ms / 1000).toFixed(1)} s`}`);

  // The access statistics read the database directly, before the server holds it.
  if (options.pageViews > 0 && (seed.status === 'seeded' || seed.status === 'reused')) {
    log(`access statistics: ${options.pageViews} page views…`);
    state.access = await benchAccess({
      dataDir: dataDir.path,
      databaseUrl: options.databaseUrl,
      pageViews: options.pageViews,
    });
    for (const line of formatAccessBench(state.access)) log(line);
  } else if (options.pageViews > 0) {
    warnings.push('access statistics not measured: the park was not seeded here (BENCH_ORGS=0)');
  }

  // The innovation score of the whole park, computed in this process before the server starts;
  // its version stays the year's active one, so the server's score reads run on every enterprise.
  if (options.integral && (seed.status === 'seeded' || seed.status === 'reused')) {
    log('innovation score: scoring every enterprise of the park…');
    state.integral = await benchIntegral({ dataDir: dataDir.path, databaseUrl: options.databaseUrl });
    log(formatIntegralBench(state.integral));
  } else if (options.integral) {
    warnings.push('innovation score computation not measured: the park was not seeded here (BENCH_ORGS=0)');
  }

  const seeded = seed.status === 'seeded' || seed.status === 'reused';
  const db = { dataDir: dataDir.path, databaseUrl: options.databaseUrl };
  /** A line measured in this process on the seeded park; a warning instead when it was not seeded here. */
  async function inProcess<T>(what: string, doing: string, run: () => Promise<T>, format: (r: T) => string): Promise<T | null> {
    if (!seeded) {
      warnings.push(`${what} not measured: the park was not seeded here (BENCH_ORGS=0)`);
      return null;
    }
    log(doing);
    const result = await run();
    log(format(result));
    return result;
  }
  // The tenant scope's cost on a list read (issue #25).
  state.tenantScope = await inProcess('tenant scope cost', 'tenant scope: a list read through the scoped handle and scoped by hand…', () => benchTenantScope(db), formatTenantScopeBench);
  // The projects and economy area's heavy reads, as the park's 管理员 (issue #33).
  state.economy = await inProcess('projects and economy reads', 'projects and economy: the project list and the monthly brief…', () => benchEconomy(db), formatEconomyBench);

  // The cultivation library over the whole park (issue #32).
  if (wanted('cultivation library'))
    state.cultivation = await inProcess(
      'cultivation library',
      'cultivation: the park evaluated in full, then the library read…',
      () => benchCultivation(db),
      (r) => formatCultivationBench(r).join('\n'),
    );

  // The finance and service areas' heavy reads on ledgers of BENCH_LOANS and BENCH_SERVICE_APPLIES (issue #30).
  const lines = (all: string[]) => all.join('\nbench: ');
  if (options.loans > 0) {
    const input = { ...db, loans: options.loans, only: options.only };
    state.finance = await inProcess('finance reads', `finance: ${options.loans} loan applications, the ledger read and an assessment recomputed…`, () => benchFinance(input), (r) => lines(formatFinanceBench(r)));
  }
  if (options.serviceApplies > 0) {
    const input = { ...db, applies: options.serviceApplies, only: options.only };
    state.service = await inProcess('service reads', `service: ${options.serviceApplies} service applications, the portrait and the statistics…`, () => benchService(input), (r) => lines(formatServiceBench(r)));
  }

  // Demand matching's search and suggestions over 100 000 published items (issue #29).
  if (wanted('demand search suggestions'))
    state.demand = await inProcess(
      'demand search and suggestions',
      'demand matching: search and suggestions over 100 000 published items…',
      () => benchDemand(db),
      (r) => lines(formatDemandBench(r)),
    );

  await ensureServerBuild();
  const server = await startServerProcess({ env: serverEnv, output: 'prefixed' });
  state.server = server;
  log(`server pid ${server.pid} answered /api/health ${(server.startupMs / 1000).toFixed(2)} s after spawn`);
  const sampler = new RssSampler(server.pid);
  state.sampler = sampler;
  sampler.start();

  const signer = new RequestSigner(
    serverPublicKey(dataDir.path, process.env.RSA_PRIVATE_KEY),
    await tenantId(server.url),
  );
  for (const endpoint of chosen) await measure(endpoint, server.url, signer, sampler, server.pid);

  // After the load, so its memory and its health calls are its own.
  if (options.sheets) {
    log('spreadsheet imports: hostile files sent to the fill import…');
    try {
      state.sheets = await benchSheetImports({
        baseUrl: server.url,
        signer,
        serverPid: server.pid,
        dataDir: dataDir.path,
        databaseUrl: options.databaseUrl,
      });
      for (const line of formatSheetsBench(state.sheets)) log(line);
    } catch (error) {
      broken.push(`spreadsheet imports: ${(error as Error).message}`);
    }
  }
}

/** Issue #32: an 80-node chain drawn on a phone, in Chromium against its own server on a demo park. */
async function chainDrawing(): Promise<void> {
  if (!options.chain || !wanted('chain drawing')) return;
  log('chain drawing: an 80-node chain on a 375 px phone, CPU ×4…');
  try {
    state.chainDrawing = await runChainDrawing();
    log(formatChainDrawingBench(state.chainDrawing));
  } catch (error) {
    broken.push(`chain drawing: ${(error as Error).message}`);
  }
}

try {
  await benchmark();
} catch (error) {
  broken.push((error as Error).message);
} finally {
  if (state.sampler) {
    // Rounded once here, so the report line and the budget row print the same figure.
    state.highWaterMarkMb = roundOrNull(state.sampler.highWaterMark(), 1);
    state.peakRssMb = roundOrNull(state.sampler.stop(), 1);
  }
  if (state.server) {
    const code = await state.server.stop();
    if (code !== 0)
      warnings.push(`server exited with ${code === null ? 'a signal' : `code ${code}`} on SIGTERM`);
  }
  dataDir.cleanup();
}
// After the bench server has stopped: the drawing's own server and browser have the machine.
await chainDrawing();

const busy = busyMachineWarning(machine);
if (busy) warnings.push(busy);
const measurements = withRatios(measured);
const startupMs = roundOrNull(state.server?.startupMs ?? null, 1);
const report: BenchReport = {
  startedAt,
  finishedAt: new Date().toISOString(),
  machine,
  settings: {
    durationSec: options.durationSec,
    warmupSec: options.warmupSec,
    connections: options.connections,
    pipelining: 1,
    pairs: options.pairs,
    windowMs: options.windowMs,
  },
  database,
  kv: options.redisUrl ? `redis ${redactUrl(options.redisUrl)}` : 'memory',
  seed: state.seed && { ...state.seed, ms: roundOrNull(state.seed.ms, 1) },
  listEndpoints: chosen.filter((e) => e.kind === 'list').map((e) => e.name),
  startupMs,
  access: state.access,
  integral: state.integral,
  sheets: state.sheets,
  tenantScope: state.tenantScope,
  cultivation: state.cultivation,
  chainDrawing: state.chainDrawing,
  demand: state.demand,
  finance: state.finance,
  service: state.service,
  economy: state.economy,
  endpoints: endpointRows(measurements),
  signingCostMs: roundOrNull(signingCostMs(measurements), 3),
  rss: {
    peakUnderLoadMb: roundOrNull(state.peakRssMb, 1),
    highWaterMarkMb: roundOrNull(state.highWaterMarkMb, 1),
  },
  budgets: evaluateBudgets({
    endpoints: chosen,
    measurements,
    peakRssMb: state.peakRssMb,
    startupMs,
    orgs: state.seed?.orgs ?? null,
    integral: state.integral,
    sheets: state.sheets,
    tenantScope: state.tenantScope,
    cultivation: state.cultivation,
    chainDrawing: state.chainDrawing,
    demand: state.demand,
    finance: state.finance,
    service: state.service,
    economy: state.economy,
  }),
  broken,
  warnings,
};

console.log('\n' + formatReport(report) + '\n');
writeReport(report, RESULTS_FILE);
log(`report written to ${path.relative(process.cwd(), RESULTS_FILE)}`);

const missed = report.budgets.some((b) => b.status === 'FAIL');
if (broken.length > 0) process.exit(1);
if (missed && options.strict) process.exit(2);
if (missed) log('budget misses do not fail the exit code; set BENCH_STRICT=1 to make them');
process.exit(0);
