import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../server/db/database.js';
import type { DB } from '../../server/db/schema.js';
import { scopedTo, unscoped } from '../../server/kit/tenant-scope.js';
import {
  baselineFirst,
  formatCpuView,
  formatPairedRatio,
  summarisePairs,
  type Pair,
  type PairedRatio,
  type WindowCount,
} from './pairs.js';

/**
 * What the tenant scope (server/kit/tenant-scope.ts) costs a list read: the declaration
 * applications' operator list as its repository reads it (four joins, a page and its count) is
 * run through the park's scoped handle, whose plugin adds `tenant_id = :park` to the query tree
 * of every read, and through the unscoped handle with those conditions written by hand (as the
 * repositories wrote them before the scope). Run in this process on the benchmark database, so
 * the HTTP and signing costs around it (the "signed list vs signed empty" budget holds those)
 * stay out of the figure.
 *
 * The two are timed in pairs of short windows, A B, B A, … (./pairs.ts), and the figure is the
 * median of the pairs' ratios: other work on the machine falls on both sides of a pair alike. This
 * process's CPU time per read over all windows is the second view.
 */

export interface TenantScopeBench {
  /** Reads (a page and its count) per second through each handle (the pairs' medians), and how many were timed. */
  scopedPerSec: number;
  handScopedPerSec: number;
  runs: number;
  /** The median of the pairs' scoped / hand-scoped throughput. */
  ratio: number;
  /** The pairs' spread and the CPU view. */
  paired: PairedRatio;
  /** Rows of the page and their total, the same through both (checked). */
  rows: number;
  total: number;
}

const TENANT = 1;
const PAGE = 20;
/** Pairs of windows, and the reads of each window. */
const PAIRS = 20;
const RUNS_PER_WINDOW = 50;

/**
 * The applications list: the park's submitted applications with their declaration, organisation,
 * applicant and landing. `byHand`: the park's conditions written into the query, as before the scope.
 */
function applicationsPage(db: Kysely<DB>, byHand: boolean) {
  let base = db
    .selectFrom('declare_applications as a')
    .innerJoin('declarations as d', (j) => {
      const on = j.onRef('d.id', '=', 'a.declaration_id');
      return byHand ? on.onRef('d.tenant_id', '=', 'a.tenant_id') : on;
    })
    .innerJoin('orgs as o', (j) => {
      const on = j.onRef('o.id', '=', 'a.org_id');
      return byHand ? on.onRef('o.tenant_id', '=', 'a.tenant_id') : on;
    })
    .leftJoin('users as u', (j) => {
      const on = j.onRef('u.id', '=', 'a.user_id');
      return byHand ? on.onRef('u.tenant_id', '=', 'a.tenant_id') : on;
    })
    .leftJoin('declare_landings as l', (j) => {
      const on = j.onRef('l.application_id', '=', 'a.id');
      return byHand ? on.onRef('l.tenant_id', '=', 'a.tenant_id') : on;
    })
    .where('a.state', '<>', 'TOSUBMIT');
  if (byHand) base = base.where('a.tenant_id', '=', TENANT);
  const rows = base
    .selectAll('a')
    .select(['d.title as declare_title', 'o.fullname as org_name', 'u.name as applicant_name', 'l.amount as landing_amount'])
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(PAGE)
    .execute();
  const count = base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Promise.all([rows, count]).then(([list, n]) => ({ rows: list.length, total: Number(n.n) }));
}

/** A window of `runs` reads, one after another: how long it took and this process's CPU time. */
async function timedRuns(read: () => Promise<unknown>, runs: number): Promise<WindowCount> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < runs; i++) await read();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { done: runs, ms, cpuMs: (used.user + used.system) / 1000 };
}

export async function benchTenantScope(options: { dataDir: string; databaseUrl: string | undefined }): Promise<TenantScopeBench> {
  const database = openDatabase({ url: options.databaseUrl, sqliteFile: path.join(options.dataDir, 'innoweb.db') });
  try {
    const scoped = scopedTo(database.db, TENANT);
    // Unscoped on purpose: the comparison is the same read with the tenant written by hand.
    const raw = unscoped(database.db);
    const viaScope = () => applicationsPage(scoped, false);
    const byHand = () => applicationsPage(raw, true);
    const [a, b] = [await viaScope(), await byHand()];
    if (a.rows !== b.rows || a.total !== b.total)
      throw new Error(`tenant scope: the scoped read answered ${a.total} rows, the hand-scoped one ${b.total}`);
    // Warm both (JIT, statement caches) before timing.
    await timedRuns(viaScope, RUNS_PER_WINDOW);
    await timedRuns(byHand, RUNS_PER_WINDOW);
    const pairs: Pair[] = [];
    for (let i = 0; i < PAIRS; i++) {
      if (baselineFirst(i)) {
        const baseline = await timedRuns(byHand, RUNS_PER_WINDOW);
        pairs.push({ baseline, subject: await timedRuns(viaScope, RUNS_PER_WINDOW) });
      } else {
        const subject = await timedRuns(viaScope, RUNS_PER_WINDOW);
        pairs.push({ baseline: await timedRuns(byHand, RUNS_PER_WINDOW), subject });
      }
    }
    const paired = summarisePairs(pairs);
    return {
      scopedPerSec: paired.subjectPerSec,
      handScopedPerSec: paired.baselinePerSec,
      runs: PAIRS * RUNS_PER_WINDOW,
      ratio: paired.ratio,
      paired,
      rows: a.rows,
      total: a.total,
    };
  } finally {
    await database.close();
  }
}

export function formatTenantScopeBench(bench: TenantScopeBench): string {
  return (
    `tenant scope: applications list (page of ${bench.rows}, total ${bench.total}) ${bench.scopedPerSec.toFixed(0)} reads/s scoped, ` +
    `${bench.handScopedPerSec.toFixed(0)} reads/s scoped by hand: ${formatPairedRatio(bench.paired)}, ${bench.runs} reads each; ` +
    formatCpuView(bench.paired, { unit: 'a read', baseline: 'by hand', subject: 'scoped' })
  );
}
