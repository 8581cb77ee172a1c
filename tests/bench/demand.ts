import path from 'node:path';
import { sql } from 'kysely';
import { INDUSTRIES, type ItemKind } from '../../common/demand/model.js';
import { openDatabase } from '../../server/db/database.js';
import { Random } from '../../server/db/seed/random.js';
import { scopedTo, unscoped } from '../../server/kit/tenant-scope.js';
import { demandOf, suggestionsFor } from '../../server/modules/demand/match/suggest.js';
import { publicItem } from '../../server/modules/demand/present.js';
import { listItems } from '../../server/modules/demand/repo.js';
import { itemColumns, itemTerms, planItem } from '../../server/modules/demand/seed/items.js';
import { queryTerms } from '../../server/modules/demand/terms.js';

/**
 * Demand matching's two heavy reads (issue #29), in this process on the benchmark database, as
 * the routes make them through the park's scoped handle: the public cross-kind search (`cx/items`
 * with a search text: the terms' lookups, the count and the newest page) and the suggestions for
 * one demand (`cx/my/match/:id`: the ranking over every published product, service and
 * technology of other organisations, the rows and the reasons). The park gets published items of
 * all six kinds, as the demo's organisations write them, until it holds ITEMS of them.
 */

export interface DemandTiming {
  runs: number;
  /** Wall-clock time of one read, as a caller waits for it (a busy machine lengthens it). */
  p50Ms: number;
  p95Ms: number;
  /** This process's CPU time for one read (SQLite runs in it): what the read costs whatever the load. */
  cpuP50Ms: number;
  cpuP95Ms: number;
}

export interface DemandBench {
  /** Published items of the park when measured, and how long adding the missing ones took. */
  items: number;
  seedMs: number | null;
  search: DemandTiming & { meanHits: number };
  suggest: DemandTiming & { meanSuggestions: number };
}

export const DEMAND_BENCH_ITEMS = 100_000;
const TENANT = 1;
const BATCH = 500;
const WARM_RUNS = 5;
const SEARCH_RUNS = 100;
const SUGGEST_RUNS = 60;
const KINDS: [ItemKind, number][] = [
  ['DEMAND', 20],
  ['PRODUCT', 30],
  ['SERVICE', 15],
  ['DEVICE', 10],
  ['JOB', 10],
  ['TECH', 15],
];
const AREAS = ['滨江区', '西湖区', '余杭区', '萧山区', '钱塘区', '拱墅区'];
/** What visitors type into the hub's search box: one word, a product's name, two words. */
const SEARCHES = ['电池', '储能电池系统', '机器视觉检测', '检测服务', '工业机器人', '碳纤维复合材料', '招聘工程师', '知识产权', '共享设备', '新药临床前研究'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function timings<T>(runs: number, run: (i: number) => Promise<T>, count: (answer: T) => number): Promise<DemandTiming & { mean: number }> {
  for (let i = 0; i < WARM_RUNS; i++) await run(i);
  const wall: number[] = [];
  const cpu: number[] = [];
  let counted = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    counted += count(await run(i));
    const used = process.cpuUsage(cpuBefore);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    runs,
    p50Ms: percentile(wall, 50),
    p95Ms: percentile(wall, 95),
    cpuP50Ms: percentile(cpu, 50),
    cpuP95Ms: percentile(cpu, 95),
    mean: counted / runs,
  };
}

type Db = ReturnType<typeof openDatabase>['db'];

/** Adds published items of the park's organisations (ids given) until it holds `total`; their terms as save.ts stores them. */
async function addItems(db: Db, orgIds: number[], missing: number): Promise<void> {
  const r = new Random(20_291_129);
  const now = Date.now();
  for (let done = 0; done < missing; ) {
    const size = Math.min(BATCH, missing - done);
    await db.transaction().execute(async (trx) => {
      const planned = Array.from({ length: size }, () => {
        const item = planItem(r, r.weighted(KINDS), r.pick(INDUSTRIES));
        const at = new Date(now - r.int(0, 365 * 24 * 3600) * 1000).toISOString();
        const row = { ...itemColumns(item, r), tenant_id: TENANT, org_id: r.pick(orgIds), author_id: null, area: r.pick(AREAS) };
        return { item, row: { ...row, valid_until: null, status: 'JOINT' as const, reason: '', published_at: at, created_at: at, updated_at: at } };
      });
      const ids = await trx.insertInto('demand_items').values(planned.map((p) => p.row)).returning('id').execute();
      const terms = ids.flatMap(({ id }, i) => itemTerms(planned[i]!.item).map((term) => ({ tenant_id: TENANT, item_id: id, term })));
      await trx.insertInto('demand_terms').values(terms).execute();
    });
    done += size;
  }
}

export async function benchDemand(options: { dataDir: string; databaseUrl: string | undefined }): Promise<DemandBench> {
  const database = openDatabase({ url: options.databaseUrl, sqliteFile: path.join(options.dataDir, 'innoweb.db') });
  // Unscoped to write the items with their park; every timed read goes through the park's scope, as the routes read.
  const raw = unscoped(database.db);
  const db = scopedTo(database.db, TENANT);
  try {
    const published = async () =>
      Number((await db.selectFrom('demand_items').select(sql<number>`count(*)`.as('n')).where('status', '=', 'JOINT').executeTakeFirstOrThrow()).n);
    let seedMs: number | null = null;
    const missing = DEMAND_BENCH_ITEMS - (await published());
    if (missing > 0) {
      const orgIds = (await db.selectFrom('orgs').select('id').where('orgtype', '=', 'ORG').orderBy('id').limit(20_000).execute()).map((o) => o.id);
      if (orgIds.length < 2) throw new Error('demand bench: the park has fewer than two enterprises');
      const started = performance.now();
      await addItems(raw, orgIds, missing);
      seedMs = performance.now() - started;
    }
    if (database.dialect === 'postgres') await sql`analyze`.execute(raw);

    const search = await timings(
      SEARCH_RUNS,
      async (i) => {
        const search = { terms: queryTerms(SEARCHES[i % SEARCHES.length]!), dialect: database.dialect, tenantId: TENANT };
        const { rows, total } = await listItems(db, { status: 'JOINT', search, page: { pagenum: 1, size: 10, offset: 0 } });
        rows.map(publicItem);
        return total;
      },
      (total) => total,
    );
    const demands = await db.selectFrom('demand_items').select('id').where('status', '=', 'JOINT').where('kind', '=', 'DEMAND').orderBy('id', 'desc').limit(40).execute();
    if (demands.length === 0) throw new Error('demand bench: no published demand');
    const suggest = await timings(
      SUGGEST_RUNS,
      async (i) => suggestionsFor(db, await demandOf(db, demands[i % demands.length]!.id)),
      (answer) => answer.list.length,
    );
    return {
      items: await published(),
      seedMs,
      search: { ...search, meanHits: search.mean },
      suggest: { ...suggest, meanSuggestions: suggest.mean },
    };
  } finally {
    await database.close();
  }
}

export function formatDemandBench(bench: DemandBench): string[] {
  const over = `over ${bench.items} published items${bench.seedMs === null ? '' : ` (added in ${(bench.seedMs / 1000).toFixed(1)} s)`}`;
  const times = (t: DemandTiming) =>
    `p50 ${t.p50Ms.toFixed(1)} ms, p95 ${t.p95Ms.toFixed(1)} ms (CPU p50 ${t.cpuP50Ms.toFixed(1)} ms, p95 ${t.cpuP95Ms.toFixed(1)} ms)`;
  return [
    `demand search (cross-kind, in-process) ${over}: ${times(bench.search)}, ${bench.search.runs} searches, ${bench.search.meanHits.toFixed(0)} hits on average`,
    `demand suggestions for one demand (in-process) ${over}: ${times(bench.suggest)}, ${bench.suggest.runs} demands, ${bench.suggest.meanSuggestions.toFixed(1)} suggestions on average`,
  ];
}
