import type { Insertable, Kysely } from 'kysely';
import { CASE_STATUSES, type CaseStatus } from '../../common/service/rules.js';
import type { DB } from '../../server/db/schema.js';
import { Random } from '../../server/db/seed/random.js';
import { performance as performanceOf, statis } from '../../server/modules/service/stats.js';
import type { ServiceAppliesTable } from '../../server/modules/service/tables.js';
import { DAY, FIRST_PAGE, formatParkReads, inBatches, PARK, parkReads, type ParkReads } from './park-reads.js';

/**
 * The service area's heavy reads (issue #30), in this process on the benchmark database through
 * the park's tenant-scoped handle, as the routes run them: the service organisations' portrait
 * (/op/service/portrait: every organisation with its applications, completion, ratings and
 * requirements, counted from the records) and the statistics by month and category
 * (/op/service/statis: the last twelve months' applications). The demo seeds a few dozen
 * applications, so the park is first given `BENCH_SERVICE_APPLIES` applications (marked by their
 * content; a reused BENCH_DATA_DIR adds only those it lacks) over two years, in every status, most
 * finished ones rated, from its first enterprises to its service organisations' published products.
 */

export interface ServiceBench extends ParkReads {
  providers: number;
}

const MARK = '基准测试服务申请';
const APPLICANTS = 5_000;
const countOf = (row: { n: number | string }) => Number(row.n);

export const SERVICE_LINES = { portrait: 'service: organisations’ portrait', statis: 'service: statistics by month and category' } as const;

/** Adds `missing` benchmark applications to the park. */
async function seedApplies(db: Kysely<DB>, missing: number, have: number): Promise<void> {
  const products = await db
    .selectFrom('service_products as p')
    .innerJoin('orgs as o', 'o.id', 'p.org_id')
    .select(['p.id', 'p.title', 'p.category', 'p.org_id', 'o.fullname'])
    .where('p.status', '=', 'JOINT')
    .execute();
  const orgs = await db.selectFrom('orgs').select(['id', 'fullname']).where('orgtype', '=', 'ORG').orderBy('id').limit(APPLICANTS).execute();
  if (products.length === 0 || orgs.length === 0) throw new Error('service bench: the park has no published service product or no enterprise to apply');
  const random = new Random(have + 7);
  const now = Date.now();
  const rows: Array<Insertable<ServiceAppliesTable>> = [];
  for (let i = 0; i < missing; i++) {
    const product = products[random.int(0, products.length - 1)]!;
    const org = orgs[random.int(0, orgs.length - 1)]!;
    const created = now - random.int(1, 2 * 365) * DAY - random.int(0, 8 * 3600_000);
    const status: CaseStatus = CASE_STATUSES[random.chance(0.6) ? 2 : random.int(0, 3)]!;
    const rated = status === 'PASS' && random.chance(0.7);
    const at = new Date(created).toISOString();
    const ratedAt = rated ? new Date(Math.min(now, created + random.int(10, 40) * DAY)).toISOString() : null;
    rows.push({
      tenant_id: PARK,
      product_id: product.id,
      product_title: product.title,
      category: product.category,
      provider_id: product.org_id,
      provider_name: product.fullname,
      org_id: org.id,
      org_name: org.fullname,
      applicant_id: null,
      contact_name: '企业联系人',
      contact_phone: '13700000000',
      content: MARK,
      status,
      outcome: status === 'PASS' ? '服务已完成' : '',
      rating: rated ? random.int(3, 5) : null,
      comment: '',
      rated_at: ratedAt,
      created_at: at,
      updated_at: ratedAt ?? at,
    });
  }
  await inBatches(rows, (batch) => db.insertInto('service_applies').values(batch).execute());
}

export async function benchService(options: { dataDir: string; databaseUrl: string | undefined; applies: number; only: readonly string[] }): Promise<ServiceBench> {
  const count = (db: Kysely<DB>, marked: boolean) => {
    const q = db.selectFrom('service_applies').select((eb) => eb.fn.countAll<number | string>().as('n'));
    return (marked ? q.where('content', '=', MARK) : q).executeTakeFirstOrThrow().then(countOf);
  };
  const { prepared, ...bench } = await parkReads(
    { ...options, target: options.applies },
    {
      count: async (db) => ({ all: await count(db, false), marked: await count(db, true) }),
      seed: seedApplies,
      prepare: (db) => db.selectFrom('orgs').select((eb) => eb.fn.countAll<number | string>().as('n')).where('orgtype', '=', 'SERVICE').executeTakeFirstOrThrow().then(countOf),
      reads: (db) => [
        { name: SERVICE_LINES.portrait, read: () => performanceOf(db, {}, FIRST_PAGE), runs: 30 },
        { name: SERVICE_LINES.statis, read: () => statis(db), runs: 20 },
      ],
    },
  );
  return { ...bench, providers: prepared };
}

export function formatServiceBench(bench: ServiceBench): string[] {
  const [head = '', ...lines] = formatParkReads('service', bench, 'applications');
  return [`${head}; ${String(bench.providers)} service organisations`, ...lines];
}
