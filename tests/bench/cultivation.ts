import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../server/db/database.js';
import type { DB } from '../../server/db/schema.js';
import { scopedTo } from '../../server/kit/tenant-scope.js';
import { parkToday } from '../../server/lib/park-time.js';
import { libraryPage, type LibraryFilters } from '../../server/modules/cultivation/library.js';
import { refreshAllEvaluations } from '../../server/modules/cultivation/stored.js';
// The modules loaded, as in the server: the evaluation reads the score's figures through its port.
import '../../server/modules/index.js';

/**
 * Issue #32: the cultivation library (GET cultivation/library) on the benchmark park, in this
 * process on the seeded database, as its handler reads it (server/modules/cultivation/library.ts
 * `libraryPage`: the due evaluations refreshed, a page of the stored evaluations filtered and
 * sorted in SQL with its count, the park's industries and counties, the page's pool stages). The
 * park's evaluations are first refreshed in full (the seed's command; the score's figures the
 * bench approved since are read then), which is timed too. Each query: p50/p95 of RUNS reads
 * after WARMUP.
 */

export interface CultivationQueryLine {
  name: string;
  total: number;
  p50Ms: number;
  p95Ms: number;
}

export interface CultivationBench {
  /** Enterprises evaluated by the full refresh, and its time. */
  evaluated: number;
  refreshMs: number;
  lines: CultivationQueryLine[];
}

const TENANT = 1;
const RUNS = 40;
const WARMUP = 3;
const PAGE_SIZE = 20;

const page = (pagenum: number) => ({ pagenum, size: PAGE_SIZE, offset: (pagenum - 1) * PAGE_SIZE });
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timed(
  db: Kysely<DB>,
  name: string,
  query: LibraryFilters,
  pagenum = 1,
): Promise<CultivationQueryLine> {
  const read = () => libraryPage(db, query, page(pagenum), () => false);
  for (let i = 0; i < WARMUP; i++) await read();
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    total = (await read()).total;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { name, total, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
}

export async function benchCultivation(options: {
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<CultivationBench> {
  const database = openDatabase({
    url: options.databaseUrl,
    sqliteFile: path.join(options.dataDir, 'innoweb.db'),
  });
  try {
    const db = scopedTo(database.db, TENANT);
    const started = performance.now();
    const evaluated = await db
      .transaction()
      .execute((trx) => refreshAllEvaluations(scopedTo(trx, TENANT), parkToday()));
    const refreshMs = performance.now() - started;
    const first = await libraryPage(db, {}, page(1), () => false);
    const tier = await db.selectFrom('cultivation_tiers').select('id').orderBy('level').executeTakeFirst();
    const industry = first.industries[0] ?? '';
    const county = first.counties[0] ?? '';
    const lines = [
      await timed(db, 'first page', {}),
      await timed(db, 'page 200', {}, 200),
      await timed(db, 'tier reached', { tierId: tier?.id ?? 0 }),
      await timed(db, 'no tier yet', { tierId: 0 }),
      await timed(db, 'industry', { industry }),
      await timed(db, 'county', { county }),
      await timed(db, 'near the next tier', { gap: 'near' }),
      await timed(db, 'industry, county, near', { industry, county, gap: 'near' }),
      await timed(db, 'name search', { search: '科技' }),
    ];
    return { evaluated, refreshMs, lines };
  } finally {
    await database.close();
  }
}

export function formatCultivationBench(bench: CultivationBench): string[] {
  return [
    `cultivation: full refresh of ${bench.evaluated} evaluations in ${(bench.refreshMs / 1000).toFixed(1)} s`,
    ...bench.lines.map(
      (l) =>
        `cultivation library, ${l.name} (of ${l.total}): p50 ${l.p50Ms.toFixed(1)} ms, p95 ${l.p95Ms.toFixed(1)} ms (${RUNS} reads, in-process)`,
    ),
  ];
}
