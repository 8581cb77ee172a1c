import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/database.js';
import { accessStats } from '../../server/modules/pagestatis/repo-access.js';
import { scopedTo } from '../../server/kit/tenant-scope.js';
import { dayText } from '../../server/modules/pagestatis/range.js';
import { parkDayOf } from '../../server/lib/park-time.js';
import { countViews, type CountedView } from '../../server/modules/pagestatis/rollup.js';

/**
 * The access statistics (/op/access) on a park with many page views: seeds them straight into
 * the benchmark database (batched inserts, counted into the daily rollup as the server counts a
 * stored record), then times the statistics as the endpoint reads them, the cost the rollup adds
 * to recording one page view, and — for comparison — the same daily figures read from the raw
 * page views, which is what the rollup saves.
 */

export interface AccessQueryTiming {
  name: string;
  runs: number;
  p50Ms: number;
  p95Ms: number;
}

export interface AccessBench {
  pageViews: number;
  seeded: boolean;
  seedMs: number | null;
  rollupRows: number;
  queries: AccessQueryTiming[];
  /** Recording one page view with its rollup counts, as the pagestatis route does (mean of 500). */
  recordMs: number;
  /** The last 30 days' visits and users per day, grouped from the raw page views. */
  rawScan30DaysMs: number;
}

const PAGES = [
  ['home', '首页'],
  ['home', '企业服务'],
  ['policy', '政策匹配'],
  ['policy', '政策详情'],
  ['notice', '通知详情'],
  ['account', '登录'],
  ['account', '注册账号'],
  ['user', '个人中心'],
  ['appeal', '我的诉求'],
  ['appeal', '提交诉求'],
  ['certify', '企业认证'],
  ['op-appeal', '诉求办理'],
  ['op-org', '企业认证审核'],
  ['op-policy', '政策管理'],
] as const;

const TENANT = 1;
const DAYS = 365;
const BATCH = 1000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timed<T>(run: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function benchAccess(options: { dataDir: string; databaseUrl: string | undefined; pageViews: number }): Promise<AccessBench> {
  const database = openDatabase({ url: options.databaseUrl, sqliteFile: path.join(options.dataDir, 'innoweb.db') });
  const { db } = database;
  try {
    const existing = Number(
      (await db.selectFrom('page_views').select(sql<number>`count(*)`.as('n')).where('tenant_id', '=', TENANT).executeTakeFirst())?.n ?? 0,
    );
    let seedMs: number | null = null;
    const missing = options.pageViews - existing;
    if (missing > 0) {
      const users = (await db.selectFrom('users').select('id').where('tenant_id', '=', TENANT).limit(5000).execute()).map((u) => u.id);
      const started = performance.now();
      const now = Date.now();
      let state = 20_240_601;
      const random = () => ((state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32);
      for (let done = 0; done < missing; ) {
        await db.transaction().execute(async (trx) => {
          for (let inBatch = 0; inBatch < 50 && done < missing; inBatch += 1) {
            const size = Math.min(BATCH, missing - done);
            const rows = [];
            const views: CountedView[] = [];
            for (let i = 0; i < size; i += 1) {
              const [modulename, pagename] = PAGES[Math.floor(random() * random() * PAGES.length)]!;
              const userId = users.length && random() < 0.6 ? users[Math.floor(random() * users.length)]! : null;
              const createdAt = new Date(now - Math.floor(random() * DAYS * 24 * 3600_000)).toISOString();
              rows.push({ tenant_id: TENANT, user_id: userId, url: `/${pagename}`, pagename, modulename, client_key: null, created_at: createdAt });
              views.push({ tenantId: TENANT, userId, modulename, pagename, createdAt });
            }
            await trx.insertInto('page_views').values(rows).execute();
            await countViews(trx, views);
            done += size;
          }
        });
      }
      seedMs = performance.now() - started;
    }
    if (database.dialect === 'postgres') await sql`analyze`.execute(db);

    const today = parkDayOf(new Date().toISOString());
    const todayNumber = Date.parse(`${today}T00:00:00Z`) / (24 * 3600_000);
    const queries: AccessQueryTiming[] = [];
    for (const days of [7, 30, 90, 366]) {
      const range = { from: dayText(todayNumber - days + 1), to: today };
      for (let i = 0; i < 3; i += 1) await accessStats(scopedTo(db, TENANT), range);
      const samples: number[] = [];
      for (let i = 0; i < 30; i += 1) samples.push(await timed(() => accessStats(scopedTo(db, TENANT), range)));
      samples.sort((a, b) => a - b);
      queries.push({ name: `access/stats ${String(days)} days`, runs: samples.length, p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95) });
    }

    // Recording a page view as the route does: the record and its counts in one transaction.
    let recordTotal = 0;
    const RECORDS = 500;
    for (let i = 0; i < RECORDS; i += 1) {
      const createdAt = new Date().toISOString();
      recordTotal += await timed(() =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('page_views')
            .values({ tenant_id: TENANT, user_id: null, url: '/index', pagename: '首页', modulename: 'home', client_key: null, created_at: createdAt })
            .execute();
          await countViews(trx, [{ tenantId: TENANT, userId: null, modulename: 'home', pagename: '首页', createdAt }]);
        }),
      );
    }

    const since = new Date(Date.now() - 30 * 24 * 3600_000).toISOString();
    const day = sql`substr(created_at, 1, 10)`;
    const rawScan30DaysMs = await timed(() =>
      sql`select ${day} as day, count(*) as visits, count(distinct user_id) as users from page_views
        where tenant_id = ${TENANT} and created_at >= ${since} group by ${day}`.execute(db),
    );
    const rollupRows = Number(
      (await db.selectFrom('page_view_days').select(sql<number>`count(*)`.as('n')).where('tenant_id', '=', TENANT).executeTakeFirst())?.n ?? 0,
    );
    return {
      pageViews: Math.max(existing, options.pageViews),
      seeded: missing > 0,
      seedMs,
      rollupRows,
      queries,
      recordMs: recordTotal / RECORDS,
      rawScan30DaysMs,
    };
  } finally {
    await database.close();
  }
}

export function formatAccessBench(a: AccessBench): string[] {
  const lines = [
    `access statistics on ${a.pageViews.toLocaleString('en')} page views (${a.rollupRows.toLocaleString('en')} daily rollup rows)` +
      (a.seedMs === null ? ', reused' : `, seeded in ${(a.seedMs / 1000).toFixed(1)} s`),
  ];
  for (const q of a.queries) lines.push(`  ${q.name.padEnd(26)} p50 ${q.p50Ms.toFixed(2)} ms  p95 ${q.p95Ms.toFixed(2)} ms  (${String(q.runs)} runs)`);
  lines.push(`  record one page view        ${a.recordMs.toFixed(2)} ms (insert + rollup counts, one transaction)`);
  lines.push(`  raw group-by, last 30 days  ${a.rawScan30DaysMs.toFixed(1)} ms (what the rollup avoids)`);
  return lines;
}
