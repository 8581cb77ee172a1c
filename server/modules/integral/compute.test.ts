import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GUIDELINE_SYSTEM } from '../../../common/integral/guideline.js';
import { INTEGRAL_FIELD_KEYS, type IntegralValues } from '../../../common/integral/model.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { describeEachDialect, openTestDatabase, type TestDatabase } from '../../testing/databases.js';
import { insertOrg, insertTwoTenants } from '../../testing/fixtures.js';
import { COMPUTE_BATCH, computeSystem } from './compute.js';
import { STRONG_FIGURES } from './test-helpers.js';

/**
 * The stored result of scoring a small park, pinned: every enterprise's stage, age, total,
 * dimensions, missing count, rank, breakdown and figures as computeSystem writes them, over more
 * than one batch, with ties, zero denominators, fields left empty, an unreadable setup date, and
 * figures that must not be scored (a service organisation, another park, another year).
 */

const YEAR = 2025;
/** Enterprises of the park with figures: more than two batches. */
const PARK_SIZE = 2 * COMPUTE_BATCH + 37;

/** Every 7th enterprise is a twin of the one before it: the same figures and setup date, so a tie. */
const twinOf = (n: number) => (n % 7 === 0 ? n - 1 : n);

/** Deterministic figures for the n-th enterprise: some fields empty, some denominators 0. */
function figuresOf(n: number): IntegralValues {
  const seed = twinOf(n);
  let state = seed * 2_654_435_761 % 4_294_967_296;
  const next = () => (state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296) / 4_294_967_296;
  const values: IntegralValues = {};
  for (const field of INTEGRAL_FIELD_KEYS) {
    const draw = next();
    if (draw < 0.12) continue;
    const base = STRONG_FIGURES[field];
    values[field] = draw < 0.17 ? 0 : Math.round(base * next() * 150) / 100;
  }
  return values;
}

const setupOf = (n: number) => (n % 97 === 0 ? '' : `${String(1995 + (twinOf(n) % 31))}-0${String(1 + (twinOf(n) % 9))}-15`);

describeEachDialect('innovation score computation (%s)', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<DB>;
  let systemId: number;
  const enterprises: number[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    db = database.db;
    await insertTwoTenants(db);
    const approvedAt = nowIso();
    const rows: Array<{ org: number; year: number; tenant: number; values: IntegralValues }> = [];
    for (let n = 1; n <= PARK_SIZE; n++) {
      const id = await insertOrg(db, 1, { setup_date: setupOf(n) });
      enterprises.push(id);
      rows.push({ org: id, year: YEAR, tenant: 1, values: figuresOf(n) });
    }
    const service = await insertOrg(db, 1, { orgtype: 'SERVICE' });
    rows.push({ org: service, year: YEAR, tenant: 1, values: STRONG_FIGURES });
    const elsewhere = await insertOrg(db, 2);
    rows.push({ org: elsewhere, year: YEAR, tenant: 2, values: STRONG_FIGURES });
    rows.push({ org: enterprises[0]!, year: YEAR - 1, tenant: 1, values: STRONG_FIGURES });
    const values = rows.flatMap(({ org, year, tenant, values }) =>
      Object.entries(values).map(([field, value]) => ({
        tenant_id: tenant,
        org_id: org,
        year,
        field: field as keyof IntegralValues,
        value: value as number,
        approved_at: approvedAt,
      })),
    );
    for (let start = 0; start < values.length; start += 1000)
      await db.insertInto('integral_values').values(values.slice(start, start + 1000)).execute();
    ({ id: systemId } = await db
      .insertInto('integral_systems')
      .values({
        tenant_id: 1,
        year: YEAR,
        version: 1,
        status: 'COMPUTING',
        based_on_id: null,
        note: '',
        definition: JSON.stringify(GUIDELINE_SYSTEM),
        indicator_count: GUIDELINE_SYSTEM.indicators.length,
        scored_count: 0,
        author_id: null,
        created_at: approvedAt,
        claimed_at: approvedAt,
        computed_at: null,
        error: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  }, 120_000);

  afterAll(async () => {
    await database.dispose();
  });

  it('stores every enterprise’s score, breakdown and rank exactly as before', async () => {
    expect(await computeSystem(db, systemId)).toEqual({ scored: PARK_SIZE });
    const system = await db
      .selectFrom('integral_systems')
      .select(['status', 'scored_count', 'error'])
      .where('id', '=', systemId)
      .executeTakeFirstOrThrow();
    expect(system).toEqual({ status: 'READY', scored_count: PARK_SIZE, error: '' });

    const stored = await db
      .selectFrom('integral_scores')
      .selectAll()
      .where('system_id', '=', systemId)
      .execute();
    expect(stored.every((row) => row.tenant_id === 1 && row.year === YEAR)).toBe(true);
    const byOrg = new Map(stored.map((row) => [row.org_id, row]));
    expect(byOrg.size).toBe(PARK_SIZE);
    /** Each enterprise's row as a line, in the order the enterprises were made; figures with sorted keys. */
    const lines = enterprises.map((id) => {
      const row = byOrg.get(id)!;
      const inputs = JSON.parse(row.inputs) as Record<string, number>;
      const sorted = Object.fromEntries(Object.keys(inputs).sort().map((key) => [key, inputs[key]]));
      return [
        row.stage,
        row.age,
        Number(row.total),
        Number(row.tech),
        Number(row.growth),
        Number(row.feature),
        row.missing_count,
        row.park_rank,
        row.breakdown,
        JSON.stringify(sorted),
      ].join('|');
    });

    // A few enterprises in full: the first, a twin of its neighbour, an unreadable setup date.
    expect(lines[0]).toMatchInlineSnapshot(`"GROWTH|29|58.37|33.1|24.63|0.64|0|531|[[916.27,3,70,4.9,0,""],[24.98,5,100,8,0,""],[25,3,75,4.5,0,""],[7.4,null,74,5.18,0,""],[2.84,null,56.8,3.408,0,""],[3.54,null,35.4,1.77,0,""],[2.29,null,57.25,2.29,0,""],[123.89,1,45,2.25,0,""],[2.84,0,20,0.8,0,""],[3667.35,2,50,4,0,""],[6.52,1,30,2.7,0,""],[0,0,0,0,0,""],[2181.22,4,90,5.4,0,""],[494.45,3,100,6,0,""],[6432.88,3,100,6,0,""],[3.51,null,17.55,0.5265,0,""],[0,null,0,0,0,""],[0.64,null,32,0.64,0,""]]|{"awards":0.64,"equityFinancing":6432.88,"graduates":3.51,"highTechRevenue":18133.23,"highValuePatents":2.84,"inventionPatents":7.4,"mastersDoctors":9.44,"netProfit":0,"newIp":3.54,"platforms":0,"rdExpense":916.27,"rdStaff":83.2,"revenue":3667.35,"revenuePrev":3442.99,"staff":332.75,"standards":2.29,"taxPaid":2181.22,"techContract":123.89}"`);
    expect(lines[6]).toBe(lines[5]);
    expect(lines[96]).toMatchInlineSnapshot(`"GROWTH||48.02|33.55|13.2|1.27|6|789|[[1053.64,4,85,5.95,0,""],[null,null,0,0,0,"未填报营业收入"],[49.56,5,100,6,0,""],[11.07,null,100,7,1,""],[3.29,null,65.8,3.948,0,""],[12.18,null,100,5,1,""],[null,null,0,0,0,"未填报主导或参与制定标准数"],[439.62,2,65,3.25,0,""],[15.15,2,60,2.4,0,""],[null,null,0,0,0,"未填报营业收入"],[null,null,0,0,0,"未填报营业收入"],[null,null,0,0,0,"未填报营业收入"],[1662.59,4,90,5.4,0,""],[null,null,0,0,0,"未填报营业收入"],[3641.06,2,80,4.8,0,""],[33.88,null,100,3,1,""],[0.34,null,17,0.51,0,""],[0.76,null,38,0.76,0,""]]|{"awards":0.76,"equityFinancing":3641.06,"graduates":33.88,"highTechRevenue":38254.37,"highValuePatents":3.29,"inventionPatents":11.07,"mastersDoctors":53.36,"netProfit":2325.42,"newIp":12.18,"platforms":0.34,"rdExpense":1053.64,"rdStaff":174.6,"revenuePrev":29199.34,"staff":352.29,"taxPaid":1662.59,"techContract":439.62}"`);

    // The whole park: its figures summed, and a digest of every line.
    const sum = (pick: (row: (typeof stored)[number]) => number) =>
      Math.round(stored.reduce((all, row) => all + pick(row) * 100, 0));
    expect({
      total: sum((r) => Number(r.total)),
      tech: sum((r) => Number(r.tech)),
      growth: sum((r) => Number(r.growth)),
      feature: sum((r) => Number(r.feature)),
      missing: stored.reduce((all, r) => all + r.missing_count, 0),
      stages: [...new Set(stored.map((r) => r.stage))].sort(),
      ranks: new Set(stored.map((r) => r.park_rank)).size,
      lastRank: Math.max(...stored.map((r) => r.park_rank)),
    }).toMatchInlineSnapshot(`
      {
        "feature": 262414,
        "growth": 2552189,
        "lastRank": 1037,
        "missing": 3226,
        "ranks": 816,
        "stages": [
          "GROWTH",
          "MATURE",
          "STARTUP",
        ],
        "tech": 3097746,
        "total": 5912349,
      }
    `);
    expect(createHash('sha256').update(lines.join('\n')).digest('hex')).toMatchInlineSnapshot(`"a2c9b5c3af6d140c2c13c592b9d89ac8338e66a61c968af18137a6a326d84601"`);
  });
});
