import path from 'node:path';
import { sql } from 'kysely';
import { GUIDELINE_SYSTEM } from '../../common/integral/guideline.js';
import type { IntegralField } from '../../common/integral/model.js';
import { openDatabase } from '../../server/db/database.js';
import { computeSystem } from '../../server/modules/integral/compute.js';
import { demoFigures } from '../../server/modules/integral/seed/figures.js';
import { RssSampler } from './rss-sampler.js';
import { scopedTo } from '../../server/kit/tenant-scope.js';

/**
 * The innovation-score computation (server/modules/integral/compute.ts) on the benchmark park:
 * gives every enterprise of the park approved figures for the park's last scored year (the demo
 * seed gives them only to the organisations it made itself; a reused BENCH_DATA_DIR seeds only
 * those still lacking), stores a new version of the guideline's indicator system for that year and
 * times its computation in-process, as the background job runs it after a save, sampling this
 * process's RSS meanwhile. The version stays, computed, as the year's active one, so the server's
 * score reads (the big-screen's aggregates) are measured on the whole park afterwards; the previous
 * run's benchmark version is removed first.
 */

export interface IntegralBench {
  year: number;
  /** Organisations of the park, and its enterprises (orgtype ORG), which are the ones scored. */
  orgs: number;
  enterprises: number;
  scored: number;
  seeded: number;
  seedMs: number | null;
  computeMs: number;
  /** This process's RSS before the computation, the peak of samples every 50 ms during it, the growth. */
  rssBeforeMb: number;
  rssPeakMb: number | null;
  rssGrowthMb: number | null;
}

const TENANT = 1;
/** Marks the benchmark's own version, so a later run replaces it. */
export const BENCH_NOTE = '性能基准测试：全园区重新计算';
const PAGE = 5000;
const INSERT_ROWS = 2000;

export async function benchIntegral(options: {
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<IntegralBench> {
  const database = openDatabase({
    url: options.databaseUrl,
    sqliteFile: path.join(options.dataDir, 'innoweb.db'),
  });
  const { db } = database;
  try {
    const latest = await db
      .selectFrom('integral_systems')
      .select((eb) => eb.fn.max('year').as('year'))
      .where('tenant_id', '=', TENANT)
      .executeTakeFirst();
    const year = Number(latest?.year ?? new Date().getUTCFullYear() - 1);
    const counted = await db
      .selectFrom('orgs')
      .select([
        sql<number>`count(*)`.as('n'),
        sql<number>`sum(case when orgtype = 'ORG' then 1 else 0 end)`.as('ent'),
      ])
      .where('tenant_id', '=', TENANT)
      .executeTakeFirstOrThrow();

    // Figures for every enterprise still without any for the year, a page of enterprises at a time.
    let seeded = 0;
    let seedMs: number | null = null;
    const seedStart = performance.now();
    const approvedAt = `${String(year + 1)}-04-01T09:00:00.000Z`;
    for (let after = 0; ;) {
      const page = await db
        .selectFrom('orgs')
        .select(['id', 'credit_code', 'category', 'setup_date', 'register_capital'])
        .where('tenant_id', '=', TENANT)
        .where('orgtype', '=', 'ORG')
        .where('id', '>', after)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('integral_values')
                .select('integral_values.org_id')
                .where('integral_values.tenant_id', '=', TENANT)
                .where('integral_values.year', '=', year)
                .whereRef('integral_values.org_id', '=', 'orgs.id'),
            ),
          ),
        )
        .orderBy('id')
        .limit(PAGE)
        .execute();
      if (page.length === 0) break;
      after = page[page.length - 1]!.id;
      const rows = page.flatMap((org) =>
        Object.entries(demoFigures(org, [year - 1, year]).get(year) ?? {}).map(([field, value]) => ({
          tenant_id: TENANT,
          org_id: org.id,
          year,
          field: field as IntegralField,
          value: value as number,
          approved_at: approvedAt,
        })),
      );
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < rows.length; start += INSERT_ROWS)
          await trx
            .insertInto('integral_values')
            .values(rows.slice(start, start + INSERT_ROWS))
            .execute();
      });
      seeded += page.length;
    }
    if (seeded > 0) seedMs = performance.now() - seedStart;

    // The previous run's version goes (its scores with it), then a new one is stored as a save stores it.
    const previous = await scopedTo(db, TENANT).selectFrom('integral_systems').select('id').where('note', '=', BENCH_NOTE).execute();
    if (previous.length > 0) {
      const ids = previous.map((p) => p.id);
      await db.deleteFrom('integral_scores').where('system_id', 'in', ids).execute();
      await db.deleteFrom('integral_systems').where('id', 'in', ids).execute();
    }
    if (database.dialect === 'postgres') await sql`analyze`.execute(db);
    const top = await db
      .selectFrom('integral_systems')
      .select((eb) => eb.fn.max('version').as('v'))
      .where('tenant_id', '=', TENANT)
      .where('year', '=', year)
      .executeTakeFirst();
    const { id } = await db
      .insertInto('integral_systems')
      .values({
        tenant_id: TENANT,
        year,
        version: Number(top?.v ?? 0) + 1,
        status: 'COMPUTING',
        based_on_id: null,
        note: BENCH_NOTE,
        definition: JSON.stringify(GUIDELINE_SYSTEM),
        indicator_count: GUIDELINE_SYSTEM.indicators.length,
        scored_count: 0,
        author_id: null,
        created_at: new Date().toISOString(),
        claimed_at: new Date().toISOString(),
        computed_at: null,
        error: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const rssBeforeMb = process.memoryUsage().rss / 1024 / 1024;
    const sampler = new RssSampler(process.pid, 50);
    sampler.start();
    const started = performance.now();
    const { scored } = await computeSystem(db, id);
    const computeMs = performance.now() - started;
    const rssPeakMb = sampler.stop();
    return {
      year,
      orgs: Number(counted.n),
      enterprises: Number(counted.ent),
      scored,
      seeded,
      seedMs,
      computeMs,
      rssBeforeMb,
      rssPeakMb,
      rssGrowthMb: rssPeakMb === null ? null : Math.max(rssPeakMb - rssBeforeMb, 0),
    };
  } finally {
    await database.close();
  }
}

export function formatIntegralBench(b: IntegralBench): string {
  const seed =
    b.seedMs === null
      ? 'figures reused'
      : `figures of ${b.seeded.toLocaleString('en')} enterprises seeded in ${(b.seedMs / 1000).toFixed(1)} s`;
  const rss =
    b.rssPeakMb === null
      ? 'RSS not sampled'
      : `RSS ${b.rssBeforeMb.toFixed(0)} → peak ${b.rssPeakMb.toFixed(0)} MB (+${(b.rssGrowthMb ?? 0).toFixed(0)} MB)`;
  return (
    `innovation score ${String(b.year)}: ${b.scored.toLocaleString('en')} enterprises of ${b.orgs.toLocaleString('en')} organisations ` +
    `scored in ${(b.computeMs / 1000).toFixed(2)} s; ${rss}; ${seed}`
  );
}
