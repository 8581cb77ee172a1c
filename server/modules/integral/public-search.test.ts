import { beforeAll, expect, it } from 'vitest';
import { GUIDELINE_SYSTEM } from '../../../common/integral/guideline.js';
import { PUBLIC_TOP_MAX, type IntegralTop } from '../../../common/integral/contract.js';
import type { IntegralField, IntegralValues } from '../../../common/integral/model.js';
import { nowIso } from '../../lib/clock.js';
import { insertOrg, insertUser, type TestUser } from '../../testing/fixtures.js';
import { call, describeWorld, okData, testPhone } from '../../testing/world.js';
import { computationsSettled } from './compute.js';

const BASE = '/api/dpboot/integral';
const COUNT = 60;

interface Found {
  list: { orgId: number; rank: number; total: number; stageLabel: string }[];
  total: number;
}

/** Figures that grow with n, so the 60 enterprises are spread over the ranking. */
const figures = (n: number): IntegralValues => ({
  revenue: 800 + n * 700,
  revenuePrev: 700 + n * 500,
  rdExpense: 10 + n * 40,
  staff: 20 + n * 4,
  rdStaff: 2 + n,
  inventionPatents: Math.floor(n / 4),
  taxPaid: 20 + n * 25,
  netProfit: 15 + n * 30,
});

/**
 * F9: the public score search answers a visitor no more of the ranking than the public top list
 * shows (its first PUBLIC_TOP_MAX places); a certified enterprise's user also finds its own; an
 * operator with integral.score finds every scored enterprise.
 */
describeWorld('public score search (%s)', (w) => {
  const orgs: number[] = [];
  let published: IntegralTop['list'];

  beforeAll(async () => {
    for (let n = 1; n <= COUNT; n++) {
      const org = await insertOrg(w.db, 1, { fullname: `杭州测评${String(n)}号科技有限公司`, setup_date: '2015-05-01' });
      orgs.push(org);
      await w.db
        .insertInto('integral_values')
        .values(
          Object.entries(figures(n)).map(([field, value]) => ({
            tenant_id: 1,
            org_id: org,
            year: 2025,
            field: field as IntegralField,
            value: value as number,
            approved_at: nowIso(),
          })),
        )
        .execute();
    }
    const saved = await call(w, 'POST', `${BASE}/system/save`, w.admin, { year: 2025, definition: GUIDELINE_SYSTEM });
    expect(saved.body.statusCode).toBe(200);
    await computationsSettled();
    published = (await okData<IntegralTop>(w, 'GET', `${BASE}/top?size=${String(PUBLIC_TOP_MAX)}`)).list;
  });

  /** Every page of a search, as an enumerating client would read it. */
  const everything = async (keyword: string, user?: TestUser) => {
    const found: Found['list'] = [];
    for (let page = 1; page <= 10; page++) {
      const answer = await okData<Found>(w, 'GET', `${BASE}/search?keyword=${encodeURIComponent(keyword)}&size=50&pagenum=${String(page)}`, user);
      found.push(...answer.list);
      if (found.length >= answer.total || answer.list.length === 0) break;
    }
    return found;
  };

  it('lets a visitor enumerate no more than the public top list, with the same ranks and totals', async () => {
    expect(published).toHaveLength(PUBLIC_TOP_MAX);
    const byId = new Map(published.map((r) => [r.orgId, r]));
    const seen = new Map<number, Found['list'][number]>();
    // Every name shares these; single characters and digits too, as an enumeration would try.
    for (const keyword of ['测评', '杭', '司', '1', '2', '3', '4', '5', '6', '7', '8', '9', '0'])
      for (const item of await everything(keyword)) seen.set(item.orgId, item);
    expect(seen.size).toBe(PUBLIC_TOP_MAX);
    for (const [orgId, item] of seen) expect(item).toMatchObject({ rank: byId.get(orgId)?.rank, total: byId.get(orgId)?.total });
  });

  it('finds an enterprise outside the published places for its own user and operators only', async () => {
    const listed = new Set(published.map((r) => r.orgId));
    const hidden = orgs.filter((id) => !listed.has(id));
    expect(hidden).toHaveLength(COUNT - PUBLIC_TOP_MAX);
    const last = hidden[0]!;
    const name = `杭州测评${String(orgs.indexOf(last) + 1)}号科技有限公司`;
    // A visitor, and a signed-in user of another enterprise, find nothing by its full name.
    expect((await everything(name)).map((r) => r.orgId)).toEqual([]);
    expect((await everything(name, w.userA)).map((r) => r.orgId)).toEqual([]);
    // Its own certified user finds it, with its place; other unpublished ones stay hidden.
    const own = await insertUser(w.db, 1, testPhone(), [], last);
    const mine = await everything('测评', own);
    expect(mine.map((r) => r.orgId).sort()).toEqual([...listed, last].sort());
    expect(mine.find((r) => r.orgId === last)?.rank).toBeGreaterThan(PUBLIC_TOP_MAX);
    // An operator with the ranking's permission finds all of them.
    expect(await everything('测评', w.admin)).toHaveLength(COUNT);
  });
});
