import { beforeAll, expect, it } from 'vitest';
import type {
  EconomyAreaFigure,
  EconomyAreaMonth,
  EconomyOverview,
  EconomyTarget,
} from '../../../common/economy/contract.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { call, describeWorld, okData, staffOperator } from '../../testing/world.js';
import { insertFigures, insertTargets } from './test-helpers.js';

const BASE = '/api/dpboot/economy';
const NOW = new Date();
const THIS_YEAR = NOW.getUTCFullYear();
const YEAR = THIS_YEAR - 1;

describeWorld('economy figures (%s)', (w) => {
  const area: Record<string, number> = {};

  async function addArea(tenant: number, name: string) {
    const { id } = await w.db
      .insertInto('economy_areas')
      .values({ tenant_id: tenant, name, sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    area[name] = id;
    return id;
  }
  const figures = (tenant: number, areaId: number, year: number, cumulative: (number | null)[], locked = 0) =>
    insertFigures(w.db, { tenant, areaId, indicator: 'gszcz', year, locked }, cumulative);

  beforeAll(async () => {
    const east = await addArea(1, '东区');
    const west = await addArea(1, '西区');
    const suzhou = await addArea(2, '独墅湖片区');
    await insertTargets(w.db, [
      [1, east, 'gszcz', YEAR, 8000],
      [1, west, 'gszcz', YEAR, 4000],
      [2, suzhou, 'gszcz', YEAR, 99999],
    ]);
    // East: four months; west has not reported April: the park stands at March.
    await figures(1, east, YEAR, [600, 1300, 2000, 2700]);
    await figures(1, west, YEAR, [300, 650, 1000]);
    await figures(1, east, YEAR - 1, [500, 1100, 1700, 2300, 2900]);
    await figures(1, west, YEAR - 1, [250, 550, 800]);
    await figures(2, suzhou, YEAR, [9000, 18000, 27000, 36000, 45000]);
  });

  const target = (tenant: 1 | 2 = 1, user = w.admin) =>
    okData<EconomyTarget>(w, 'GET', `${BASE}/target/gszcz?year=${String(YEAR)}`, user, undefined, tenant);
  const save = (body: Record<string, unknown>, user = w.admin) =>
    call<EconomyAreaFigure>(w, 'POST', `${BASE}/area/save`, user, body);

  it('sums the areas, stands at the last month all reported, and derives the figures there', async () => {
    const t = await target();
    expect(t).toMatchObject({ year: YEAR, target: 12000, month: 3, cumulative: 3000, areaCount: 2 });
    // 3000 / 2500 − 1 = 20%; 3000 / 12000 = 25% = March's time progress: not behind; 9000 left over 9 months.
    expect(t).toMatchObject({
      growth: 20,
      completion: 25,
      timeProgress: 25,
      pace: { gap: 0, behind: false, remaining: 9000, perMonth: 1000 },
    });
    expect(t.months.slice(0, 4)).toEqual([
      {
        month: 1,
        cumulative: 900,
        monthly: 900,
        lastYearCumulative: 750,
        growth: 20,
        completion: 7.5,
        timeProgress: 8.3,
        reportedAreas: 2,
      },
      {
        month: 2,
        cumulative: 1950,
        monthly: 1050,
        lastYearCumulative: 1650,
        growth: 18.2,
        completion: 16.3,
        timeProgress: 16.7,
        reportedAreas: 2,
      },
      {
        month: 3,
        cumulative: 3000,
        monthly: 1050,
        lastYearCumulative: 2500,
        growth: 20,
        completion: 25,
        timeProgress: 25,
        reportedAreas: 2,
      },
      {
        month: 4,
        cumulative: null,
        monthly: null,
        lastYearCumulative: null,
        growth: null,
        completion: null,
        timeProgress: 33.3,
        reportedAreas: 1,
      },
    ]);
    // East at March: 2000 of 8000 = 25%; west 1000 of 4000 = 25%.
    expect(t.areas.map((a) => [a.name, a.cumulative, a.completion, a.growth])).toEqual([
      ['东区', 2000, 25, 17.6],
      ['西区', 1000, 25, 25],
    ]);
    // Park 2 sees its own only.
    const other = await target(2, w.admin2);
    expect(other).toMatchObject({ target: 99999, month: 5, cumulative: 45000, areaCount: 1 });
  });

  it('moves the park to April once the missing area enters it, and refuses a fall without a note', async () => {
    const april = { indicator: 'gszcz', year: YEAR, month: 4, areaId: area['西区'], cumulative: 900 };
    const refused = await save(april);
    expect(refused.body).toMatchObject({
      statusCode: 400,
      message: '累计值低于上月（1000万元），请填写说明',
    });
    expect((await save({ ...april, note: '统计局反馈：一家企业退规，核减口径' })).body.statusCode).toBe(200);
    expect(await target()).toMatchObject({
      month: 4,
      cumulative: 3600,
      completion: 30,
      timeProgress: 33.3,
      pace: { behind: true, remaining: 8400, perMonth: 1050 },
    });
    // Behind its time progress, 总产值 leads the seven; the others, without data, keep their order.
    const all = await okData<EconomyOverview>(w, 'GET', `${BASE}/overview?year=${String(YEAR)}`, w.admin);
    expect(all.indicators.map((i) => i.key)).toEqual([
      'gszcz',
      'gszjz',
      'gdzc',
      'gytz',
      'jgtz',
      'czsr',
      'dfsr',
    ]);
    expect(all.indicators[0]).toMatchObject({ month: 4, completion: 30, pace: { gap: -3.3, behind: true } });
    const ok = await okData<EconomyAreaFigure>(w, 'POST', `${BASE}/area/save`, w.committee, {
      ...april,
      cumulative: 1350,
    });
    expect(ok).toMatchObject({ areaName: '西区', cumulative: 1350, previous: 1000, note: '', locked: false });
    const month = await okData<EconomyAreaMonth>(
      w,
      'GET',
      `${BASE}/area/month?indicator=gszcz&year=${String(YEAR)}&month=4`,
      w.admin,
    );
    expect(month.rows.map((r) => [r.areaName, r.cumulative, r.previous])).toEqual([
      ['东区', 2700, 2000],
      ['西区', 1350, 1000],
    ]);
  });

  it('locks a reviewed month against changes, and keeps each step to its permission', async () => {
    const clerk = await staffOperator(w, {
      name: '统计专员',
      permissions: ['economy.input', 'economy.view'],
    });
    const lock = (user = w.admin) =>
      call<{ locked: number }>(w, 'POST', `${BASE}/area/lock`, user, { year: YEAR, month: 4 });
    expect((await lock(clerk)).body).toMatchObject({ statusCode: 403, message: NO_PERMISSION });
    expect((await lock()).body.data).toEqual({ locked: 2 });
    const changed = await save(
      { indicator: 'gszcz', year: YEAR, month: 4, areaId: area['东区'], cumulative: 2800 },
      clerk,
    );
    expect(changed.body.message).toBe(`${String(YEAR)}年4月数据已审核锁定，不能修改`);
    expect((await call(w, 'GET', `${BASE}/target/gszcz`, w.userA)).body.statusCode).toBe(403);
  });

  it('refuses a future month, another park’s area and a negative figure', async () => {
    const future = await save({
      indicator: 'gszcz',
      year: THIS_YEAR + 1,
      month: 1,
      areaId: area['东区'],
      cumulative: 1,
    });
    expect(future.body.message).toBe('不能填报未来月份的数据');
    const foreign = await save({
      indicator: 'gszcz',
      year: YEAR,
      month: 5,
      areaId: area['独墅湖片区'],
      cumulative: 1,
    });
    expect(foreign.body.message).toBe('片区不存在');
    expect(
      (await save({ indicator: 'gszcz', year: YEAR, month: 5, areaId: area['东区'], cumulative: -1 })).body
        .statusCode,
    ).toBe(400);
  });
});
