import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../server/db/database.js';
import type { DB } from '../../server/db/schema.js';
import { scopedTo } from '../../server/kit/tenant-scope.js';

/**
 * An area's heavy reads timed in this process on the benchmark park (./finance.ts, ./service.ts):
 * the park is first topped up with the area's records (a demo seeds a few dozen), then each read
 * runs through the park's tenant-scoped handle as its route runs it.
 */

/** One in-process read of an area's heavy query, timed: milliseconds over `runs` timed runs after warm-up ones. */
export interface TimedLine {
  name: string;
  p50Ms: number;
  p95Ms: number;
  /**
   * This process's CPU time per run (mean): on SQLite the query runs in this thread, so this is
   * its cost whatever else the machine runs; on PostgreSQL the server's share is not in it.
   */
  cpuMs: number;
  runs: number;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/** p50/p95 of `runs` timed runs of `read`, one after another, after `warmup` untimed ones. */
export async function timed(name: string, read: () => Promise<unknown>, runs: number, warmup = 3): Promise<TimedLine> {
  for (let i = 0; i < warmup; i++) await read();
  const ms: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await read();
    ms.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  ms.sort((a, b) => a - b);
  return { name, p50Ms: quantile(ms, 0.5), p95Ms: quantile(ms, 0.95), cpuMs: (used.user + used.system) / 1000 / runs, runs };
}

export const formatTimedLine = (l: TimedLine) =>
  `${l.name}: p50 ${l.p50Ms.toFixed(1)} ms, p95 ${l.p95Ms.toFixed(1)} ms, CPU ${l.cpuMs.toFixed(1)} ms a run (${String(l.runs)} runs)`;

/** The benchmark park, and the first page of a list as its routes ask for it. */
export const PARK = 1;
export const FIRST_PAGE = { pagenum: 1, pagesize: 20, size: 20, offset: 0 };
export const DAY = 86_400_000;

export interface ParkReads {
  /** The area's records in the park, how many this run added and in how long. */
  records: number;
  seeded: number;
  seedMs: number | null;
  lines: TimedLine[];
}

export interface ParkReadsSpec<P> {
  /** Records of the area in the park, and those carrying the benchmark's mark. */
  count: (db: Kysely<DB>) => Promise<{ all: number; marked: number }>;
  /** Adds `missing` marked records (`have` are there already: the seed of a deterministic draw). */
  seed: (db: Kysely<DB>, missing: number, have: number) => Promise<void>;
  /** What the reads need, found once the park is topped up. */
  prepare: (db: Kysely<DB>) => Promise<P>;
  reads: (db: Kysely<DB>, prepared: P) => Array<{ name: string; read: () => Promise<unknown>; runs: number; warmup?: number }>;
}

/** Tops the park up to `target` marked records, then times the reads BENCH_ONLY names (all without it). */
export async function parkReads<P>(
  options: { dataDir: string; databaseUrl: string | undefined; target: number; only: readonly string[] },
  spec: ParkReadsSpec<P>,
): Promise<ParkReads & { prepared: P }> {
  const database = openDatabase({ url: options.databaseUrl, sqliteFile: path.join(options.dataDir, 'innoweb.db') });
  try {
    const db = scopedTo(database.db, PARK);
    const before = await spec.count(db);
    const missing = Math.max(0, options.target - before.marked);
    const started = performance.now();
    if (missing) await spec.seed(db, missing, before.marked);
    const seedMs = missing ? performance.now() - started : null;
    const prepared = await spec.prepare(db);
    const lines: TimedLine[] = [];
    for (const r of spec.reads(db, prepared))
      if (options.only.length === 0 || options.only.some((o) => r.name.includes(o))) lines.push(await timed(r.name, r.read, r.runs, r.warmup));
    return { records: before.all + missing, seeded: missing, seedMs, lines, prepared };
  } finally {
    await database.close();
  }
}

/** The report's lines of an area: what it read on, then each read. */
export function formatParkReads(area: string, bench: ParkReads, what: string): string[] {
  const seeded = bench.seeded ? `, ${String(bench.seeded)} added in ${((bench.seedMs ?? 0) / 1000).toFixed(1)} s` : '';
  return [`${area}: ${String(bench.records)} ${what} in the park${seeded}`, ...bench.lines.map(formatTimedLine)];
}

/** Inserts rows in batches of 500 (the bound parameters of one statement stay under every dialect's limit). */
export async function inBatches<R>(rows: readonly R[], insert: (batch: R[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}
