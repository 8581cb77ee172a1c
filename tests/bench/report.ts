import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BudgetResult } from './budgets.js';
import type { LoadResult } from './load.js';
import type { EndpointMeasurement } from './measurement.js';
import type { PairedRatio } from './pairs.js';
import type { SeedOutcome } from './seed-park.js';
import { formatAccessBench, type AccessBench } from './access.js';
import { formatIntegralBench, type IntegralBench } from './integral.js';
import { formatSheetsBench, type SheetsBench } from './sheets.js';
import { formatTenantScopeBench, type TenantScopeBench } from './tenant-scope.js';
import { formatChainDrawingBench, type ChainDrawingBench } from './chain-step.js';
import { formatCultivationBench, type CultivationBench } from './cultivation.js';
import { formatDemandBench, type DemandBench } from './demand.js';
import { formatFinanceBench, type FinanceBench } from './finance.js';
import { formatServiceBench, type ServiceBench } from './service.js';
import { formatEconomyBench, type EconomyBench } from './economy.js';

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  machine: { node: string; platform: string; cpus: number; cpuModel: string; loadAverageAtStart: number };
  /** pairs × windowMs: how each list was compared with the signed clock (./pairs.ts). */
  settings: { durationSec: number; warmupSec: number; connections: number; pipelining: 1; pairs: number; windowMs: number };
  database: string;
  kv: string;
  seed: SeedOutcome | null;
  /** List endpoints in the endpoint table, measured or not. */
  listEndpoints: string[];
  startupMs: number | null;
  /** The access statistics on many page views (tests/bench/access.ts); null when skipped. */
  access?: AccessBench | null;
  /** The innovation-score computation of the whole park (tests/bench/integral.ts); null when skipped. */
  integral?: IntegralBench | null;
  /** Hostile spreadsheets sent to the fill import (tests/bench/sheets.ts); null when skipped. */
  sheets?: SheetsBench | null;
  /** The tenant scope's cost on a list read (tests/bench/tenant-scope.ts); null when skipped. */
  tenantScope?: TenantScopeBench | null;
  cultivation?: CultivationBench | null;
  chainDrawing?: ChainDrawingBench | null;
  /** Demand matching's search and suggestions (tests/bench/demand.ts); null when skipped. */
  demand?: DemandBench | null;
  finance?: FinanceBench | null;
  service?: ServiceBench | null;
  /** The project list and the monthly brief, in-process (tests/bench/economy.ts); null when skipped. */
  economy?: EconomyBench | null;
  /** Each endpoint: its load figures (tests/bench/load.ts) but the run's duration, which settings hold. */
  endpoints: Array<
    Omit<LoadResult, 'durationSec'> & {
      name: string;
      kind: string;
      method: string;
      path: string;
      signed: boolean;
      ratioToSigned: number | null;
      /** A list's paired windows against the signed clock; null for the clocks. */
      paired: PairedRatio | null;
      peakRssMb: number | null;
    }
  >;
  signingCostMs: number | null;
  rss: { peakUnderLoadMb: number | null; highWaterMarkMb: number | null };
  budgets: BudgetResult[];
  /** Why the run is broken; empty for a good run. */
  broken: string[];
  /** Odd but not broken, e.g. an unclean server shutdown. */
  warnings: string[];
}

export function machineInfo(): BenchReport['machine'] {
  const cpus = os.cpus();
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? '',
    loadAverageAtStart: Number((os.loadavg()[0] ?? 0).toFixed(2)),
  };
}

/**
 * Other work on the machine takes cores from the server and the load generator alike; the
 * figures of a run that started on a busy machine are not comparable with a quiet run's.
 */
export function busyMachineWarning(machine: BenchReport['machine']): string | null {
  if (machine.loadAverageAtStart <= machine.cpus / 2) return null;
  return `the machine was busy (1-min load average ${machine.loadAverageAtStart} on ${machine.cpus} CPUs at start): figures are noisy, re-run on a quiet machine`;
}

export const round = (value: number, digits: number) => Number(value.toFixed(digits));
export const roundOrNull = (value: number | null, digits: number) =>
  value === null ? null : round(value, digits);

function roundedPairs(p: PairedRatio): PairedRatio {
  return {
    ...p,
    ratio: round(p.ratio, 3),
    low: round(p.low, 3),
    high: round(p.high, 3),
    q1: round(p.q1, 3),
    q3: round(p.q3, 3),
    baselinePerSec: round(p.baselinePerSec, 1),
    subjectPerSec: round(p.subjectPerSec, 1),
    baselineCpuMsPerDone: roundOrNull(p.baselineCpuMsPerDone, 4),
    subjectCpuMsPerDone: roundOrNull(p.subjectCpuMsPerDone, 4),
    cpuRatio: roundOrNull(p.cpuRatio, 3),
  };
}

const percent = (x: number) => `${(x * 100).toFixed(0)} %`;

export function endpointRows(measurements: readonly EndpointMeasurement[]): BenchReport['endpoints'] {
  return measurements.map(({ endpoint, load, ratioToSigned, paired, peakRssMb }) => ({
    name: endpoint.name,
    kind: endpoint.kind,
    method: endpoint.method,
    path: endpoint.path,
    signed: endpoint.signed,
    requestsPerSec: round(load.requestsPerSec, 1),
    responses: load.responses,
    latencyMs: {
      p50: round(load.latencyMs.p50, 3),
      p95: round(load.latencyMs.p95, 3),
      p99: round(load.latencyMs.p99, 3),
      max: round(load.latencyMs.max, 3),
    },
    errors: load.errors,
    timeouts: load.timeouts,
    non2xx: load.non2xx,
    envelopeErrors: load.envelopeErrors,
    ratioToSigned: roundOrNull(ratioToSigned, 3),
    paired: paired && roundedPairs(paired),
    peakRssMb: roundOrNull(peakRssMb, 1),
  }));
}

/** Plain fixed-width columns: the report must read well in a CI log as much as in a terminal. */
function table(
  header: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
  rightAligned: ReadonlySet<number>,
): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (rightAligned.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const ms = (value: number) => value.toFixed(1);
const mb = (value: number | null) => (value === null ? '—' : value.toFixed(0));

export function formatReport(report: BenchReport): string {
  const out: string[] = [];
  out.push(
    `innoweb bench — ${report.database}, kv ${report.kv}, ${report.settings.connections} connections × ${report.settings.durationSec} s, ` +
      `${report.machine.cpus} CPUs (${report.machine.cpuModel}), Node ${report.machine.node}`,
  );
  if (report.seed) {
    const took = report.seed.ms === null ? '' : ` in ${(report.seed.ms / 1000).toFixed(1)} s`;
    const size = report.seed.orgs === null ? "the demo's size" : `${report.seed.orgs} organisations`;
    out.push(`park: ${size} (${report.seed.status}${took})`);
  }
  if (report.access) out.push(...formatAccessBench(report.access));
  if (report.integral) out.push(formatIntegralBench(report.integral));
  if (report.tenantScope) out.push(formatTenantScopeBench(report.tenantScope));
  if (report.cultivation) out.push(...formatCultivationBench(report.cultivation));
  if (report.chainDrawing) out.push(formatChainDrawingBench(report.chainDrawing));
  if (report.demand) out.push(...formatDemandBench(report.demand));
  if (report.finance) out.push(...formatFinanceBench(report.finance));
  if (report.service) out.push(...formatServiceBench(report.service));
  if (report.economy) out.push(formatEconomyBench(report.economy));
  if (report.startupMs !== null)
    out.push(`start-up: ${(report.startupMs / 1000).toFixed(2)} s from spawn to /api/health`);
  out.push('');

  if (report.endpoints.length > 0) {
    const header = [
      'endpoint',
      'kind',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'errors',
      'non-2xx',
      'env≠200',
      'vs signed',
      'pairs',
      'CPU vs signed',
      'RSS MB',
    ];
    const rows = report.endpoints.map((e) => [
      e.name,
      e.kind,
      e.requestsPerSec.toFixed(0),
      ms(e.latencyMs.p50),
      ms(e.latencyMs.p95),
      ms(e.latencyMs.p99),
      String(e.errors),
      String(e.non2xx),
      String(e.envelopeErrors),
      e.ratioToSigned === null ? '—' : percent(e.ratioToSigned),
      e.paired ? `${(e.paired.low * 100).toFixed(0)}–${percent(e.paired.high)}` : '',
      e.paired?.cpuRatio == null ? '' : percent(e.paired.cpuRatio),
      mb(e.peakRssMb),
    ]);
    out.push(table(header, rows, new Set([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])));
    if (report.endpoints.some((e) => e.paired))
      out.push(
        `lists: vs signed = median of ${report.settings.pairs} pairs of ${report.settings.windowMs} ms windows with the signed clock ` +
          `(A B, B A, …; pairs = lowest–highest pair); CPU vs signed = the server's CPU time per signed-clock request over per list request`,
      );
  }
  if (report.listEndpoints.length === 0)
    out.push('(no list endpoints yet — add them to tests/bench/endpoints.ts)');
  out.push('');

  if (report.signingCostMs !== null) {
    out.push(
      `signature cost ≈ ${report.signingCostMs.toFixed(2)} ms of server time per request (1/req·s⁻¹, signed − unsigned clock)`,
    );
  }
  out.push(
    `server RSS: peak ${mb(report.rss.peakUnderLoadMb)} MB under load, kernel high-water mark ${mb(report.rss.highWaterMarkMb)} MB (start-up included)`,
  );
  if (report.sheets) out.push(...formatSheetsBench(report.sheets));
  out.push('');

  if (report.budgets.length > 0) {
    out.push('budgets (DESIGN §6):');
    out.push(
      table(
        ['', 'budget', 'subject', 'measured', 'limit', 'note'],
        report.budgets.map((b) => [b.status, b.budget, b.subject, b.measured, b.limit, b.note ?? '']),
        new Set(),
      ),
    );
    const failed = report.budgets.filter((b) => b.status === 'FAIL');
    if (failed.length > 0) {
      out.push('');
      out.push(
        `!!! ${failed.length} BUDGET${failed.length > 1 ? 'S' : ''} MISSED: ${failed.map((b) => `${b.budget} (${b.subject})`).join('; ')} !!!`,
      );
    }
  }
  if (report.warnings.length > 0) {
    out.push('');
    for (const warning of report.warnings) out.push(`warning: ${warning}`);
  }
  if (report.broken.length > 0) {
    out.push('');
    out.push('BROKEN RUN:');
    for (const reason of report.broken) out.push(`  - ${reason}`);
  }
  return out.join('\n');
}

export function writeReport(report: BenchReport, file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
}
