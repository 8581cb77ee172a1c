import { beforeAll, expect, it } from 'vitest';
import { GUIDELINE_SYSTEM } from '../../../common/integral/guideline.js';
import type {
  IntegralAnalysis,
  IntegralPortrait,
  IntegralRanking,
  IntegralSimulation,
  IntegralSystemSummary,
  IntegralTop,
} from '../../../common/integral/contract.js';
import type { IntegralValues, SystemDefinition } from '../../../common/integral/model.js';
import { scoreOrganisation } from '../../../common/integral/scoring.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { nowIso } from '../../lib/clock.js';
import { insertOrg, insertStaffRole, insertUser, type TestUser } from '../../testing/fixtures.js';
import { call, describeWorld, okData, send, testPhone } from '../../testing/world.js';
import { rowsOf } from '../../testing/workbooks.js';
import { computationsSettled, resumeComputations } from './compute.js';
import { revisedSystem } from './seed/integral.js';
import { insertApproved, STRONG_FIGURES } from './test-helpers.js';

const BASE = '/api/dpboot/integral';

/** Figures of a small, mid and strong enterprise. */
const FIGURES: Record<'weak' | 'mid' | 'strong', IntegralValues> = {
  weak: { revenue: 800, revenuePrev: 760, rdExpense: 12, staff: 20, rdStaff: 2, taxPaid: 20, netProfit: 16 },
  mid: {
    revenue: 6000,
    revenuePrev: 5000,
    rdExpense: 360,
    staff: 80,
    rdStaff: 16,
    mastersDoctors: 8,
    inventionPatents: 4,
    highValuePatents: 1,
    newIp: 3,
    taxPaid: 300,
    netProfit: 480,
    highTechRevenue: 4000,
    graduates: 4,
  },
  strong: STRONG_FIGURES,
};

describeWorld('innovation score (%s)', (w) => {
  let weak: number;
  let strong: number;
  let car: number;
  let clerk: TestUser;
  /** The versions of 2025 and 2024 the tests save. */
  let v2025: number;
  let v2024: number;

  const fill = (orgId: number, year: number, values: IntegralValues, tenantId = 1) => insertApproved(w.db, orgId, year, values, tenantId);

  const save = (
    definition: SystemDefinition,
    year: number,
    user: TestUser = w.admin,
    tenant: 1 | 2 = 1,
    extra: Record<string, unknown> = {},
  ) =>
    call<{ id: number; version: number; status: string }>(
      w,
      'POST',
      `${BASE}/system/save`,
      user,
      { year, definition, ...extra },
      tenant,
    );

  async function saved(definition: SystemDefinition, year: number, tenant: 1 | 2 = 1): Promise<number> {
    const res = await save(definition, year, tenant === 1 ? w.admin : w.admin2, tenant);
    if (res.body.statusCode !== 200) throw new Error(res.body.message);
    expect(res.body.data.status).toBe('COMPUTING');
    await computationsSettled();
    return res.body.data.id;
  }

  const rankingOf = (query = '', user: TestUser = w.admin, tenant: 1 | 2 = 1) =>
    okData<IntegralRanking>(w, 'GET', `${BASE}/ranking?${query}`, user, undefined, tenant);
  const portrait = (orgId: number, query = '') =>
    okData<IntegralPortrait>(w, 'GET', `${BASE}/portrait/${orgId}?${query}`, w.admin);
  /** Rows of the area's tables and of the operation log (written just after an answer, hence the pause). */
  const counts = async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const n = async (table: 'integral_scores' | 'integral_values' | 'integral_systems' | 'operation_logs') =>
      Number(
        (
          await w.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return [
      await n('integral_scores'),
      await n('integral_values'),
      await n('integral_systems'),
      await n('operation_logs'),
    ];
  };

  beforeAll(async () => {
    weak = await insertOrg(w.db, 1, {
      fullname: '杭州初创微电子有限公司',
      setup_date: '2024-03-01',
      industry_name: '新一代信息技术',
      sub_park: '物联网产业园',
    });
    strong = await insertOrg(w.db, 1, {
      fullname: '杭州领航智能装备股份有限公司',
      setup_date: '2008-06-18',
      industry_name: '高端装备制造',
      sub_park: '智慧新天地',
    });
    car = await insertOrg(w.db, 1, {
      fullname: '杭州远驰汽车零部件有限公司',
      setup_date: '2012-09-10',
      industry_name: '高端装备制造',
      sub_park: '物联网产业园',
    });
    await w.db
      .updateTable('orgs')
      .set({ setup_date: '2016-04-01', industry_name: '新一代信息技术', sub_park: '物联网产业园' })
      .where('id', '=', w.orgA)
      .execute();
    // 2025: four enterprises of park 1 (orgB has no data), one of park 2; 2024: two of park 1.
    await fill(weak, 2025, FIGURES.weak);
    await fill(w.orgA, 2025, FIGURES.mid);
    await fill(strong, 2025, FIGURES.strong);
    await fill(car, 2025, { ...FIGURES.mid, rdExpense: 150, inventionPatents: 1 });
    await fill(w.orgC, 2025, FIGURES.strong, 2);
    await fill(w.orgA, 2024, { ...FIGURES.mid, revenue: 5000, revenuePrev: 4200, rdExpense: 200 });
    await fill(strong, 2024, FIGURES.mid);
    // A service organisation's figures are never scored.
    await fill(w.serviceOrg, 2025, FIGURES.strong);

    await insertStaffRole(w.db, 1, '诉求专员', ['appeal.handle']);
    clerk = await insertUser(w.db, 1, testPhone(), ['诉求专员']);

    v2024 = await saved(GUIDELINE_SYSTEM, 2024);
    v2025 = await saved(GUIDELINE_SYSTEM, 2025);
    await saved(GUIDELINE_SYSTEM, 2025, 2);
  });

  it('scores the enterprises with approved data and ranks them, the strongest first', async () => {
    const ranking = await rankingOf('year=2025');
    expect(ranking.system).toEqual({ id: v2025, year: 2025, version: 1 });
    expect(ranking.list.map((r) => [r.orgId, r.rank])).toEqual([
      [strong, 1],
      [w.orgA, 2],
      [car, 3],
      [weak, 4],
    ]);
    expect(ranking.total).toBe(4);
    const expected = scoreOrganisation(GUIDELINE_SYSTEM, FIGURES.strong, {
      setupDate: '2008-06-18',
      year: 2025,
    });
    expect(ranking.list[0]).toMatchObject({
      total: expected.total,
      stage: 'MATURE',
      stageLabel: '成熟期',
      area: '智慧新天地',
      missingCount: 0,
    });
    expect(ranking.list[3]).toMatchObject({ stage: 'STARTUP', stageLabel: '初创期' });
    expect(ranking.list[3]!.missingCount).toBeGreaterThan(0);
  });

  it('filters the ranking by industry, area, stage and name, and sorts by a column', async () => {
    const ids = async (query: string) => (await rankingOf(query)).list.map((r) => r.orgId);
    expect(await ids('industry=高端装备制造')).toEqual([strong, car]);
    expect(await ids('area=物联网产业园')).toEqual([w.orgA, car, weak]);
    expect(await ids('stage=STARTUP')).toEqual([weak]);
    expect(await ids('search=远驰')).toEqual([car]);
    expect(await ids('orderBy=total&order=asc')).toEqual([weak, car, w.orgA, strong]);
    const page = await rankingOf('size=2&pagenum=2');
    expect([page.list.map((r) => r.rank), page.total]).toEqual([[3, 4], 4]);
  });

  it('exports the filtered ranking as .xlsx, in its order, to operators with the permission only', async () => {
    const exportAs = (user: TestUser, payload: Record<string, unknown>) => send(w, 'POST', `${BASE}/ranking/export`, user, payload);
    const res = await exportAs(w.admin, { year: 2025, area: '物联网产业园' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('创新积分排名-2025年度-'));
    const rows = await rowsOf(res);
    expect(rows[0]).toEqual(['名次', '企业名称', '行业', '园区', '阶段', '总分', '技术创新', '成长经营', '特色指标', '缺数据指标数']);
    // The same enterprises, ranks and totals as the list under the same filter.
    const listed = (await rankingOf('year=2025&area=物联网产业园')).list;
    expect(rows.slice(1).map((r) => [r[0], r[1], r[3], r[5]])).toEqual(listed.map((r) => [r.rank, r.fullname, '物联网产业园', r.total]));
    // Anyone else is refused, and so is staff without the permission.
    expect((await exportAs(w.userA, {})).statusCode).toBe(403);
    expect((await exportAs(clerk, {})).statusCode).toBe(403);
  });

  it('draws a portrait: total, rank, percentile, dimensions against the park, a breakdown that adds up, the trend', async () => {
    const p = await portrait(w.orgA, 'year=2025');
    const score = p.score!;
    expect(p.org).toMatchObject({ orgId: w.orgA, industryName: '新一代信息技术', area: '物联网产业园' });
    expect(p.years).toEqual([2025, 2024]);
    expect([score.rank, score.count, score.percentile, score.stageLabel]).toEqual([2, 4, 66.7, '成长期']);
    const cents = (n: number) => Math.round(n * 100);
    expect(score.items.reduce((s, i) => s + cents(i.weighted), 0)).toBe(cents(score.total));
    expect(score.dimensions.reduce((s, d) => s + cents(d.score), 0)).toBe(cents(score.total));
    expect(score.dimensions.map((d) => d.name)).toEqual(['技术创新', '成长经营', '特色指标']);
    const intensity = score.items.find((i) => i.code === 'rdIntensity')!;
    // 360 / 6000 = 6% → band 5–8% → 70 points × 8% (成长期) = 5.6
    expect(intensity).toMatchObject({
      value: 6,
      band: 3,
      bandLabel: '5–8%',
      points: 70,
      weight: 8,
      weighted: 5.6,
    });
    expect(score.items.find((i) => i.code === 'awards')).toMatchObject({
      missing: true,
      missingReason: '未填报省级以上科技奖励数',
      points: 0,
    });
    expect(score.inputs.find((i) => i.field === 'rdExpense')).toEqual({
      field: 'rdExpense',
      label: '研发费用',
      unit: '万元',
      value: 360,
    });
    expect(p.trend.map((t) => [t.year, t.rank, t.count])).toEqual([
      [2024, 2, 2],
      [2025, 2, 4],
    ]);
    // orgB has no data: a portrait without a score.
    const none = await portrait(w.orgB);
    expect([none.year, none.score, none.trend]).toEqual([2025, null, []]);
  });

  it('answers my organisation’s portrait to its certified users only', async () => {
    const mine = await okData<IntegralPortrait>(w, 'GET', `${BASE}/mine?year=2025`, w.userA);
    expect([mine.org.orgId, mine.score?.rank]).toEqual([w.orgA, 2]);
    for (const user of [w.individual, w.service]) {
      const res = await call(w, 'GET', `${BASE}/mine`, user);
      expect(res.body.message).toBe('仅认证企业的用户可以查看本企业的创新积分，请先完成企业认证');
    }
    expect((await call(w, 'GET', `${BASE}/mine`)).http).toBe(401);
  });

  it('publishes the top list, the search and the method to anyone, from the park asked', async () => {
    const top = await okData<IntegralTop>(w, 'GET', `${BASE}/top?size=2`);
    expect([top.year, top.count, top.list.map((r) => r.orgId)]).toEqual([2025, 4, [strong, w.orgA]]);
    const found = await okData<{ list: { orgId: number; rank: number }[]; total: number }>(
      w,
      'GET',
      `${BASE}/search?keyword=${encodeURIComponent('领航')}`,
    );
    expect(found.list).toEqual([expect.objectContaining({ orgId: strong, rank: 1 })]);
    const model = await okData<{
      years: number[];
      system: { version: number; definition: SystemDefinition };
    }>(w, 'GET', `${BASE}/model`);
    expect([model.years, model.system.version, model.system.definition.indicators.length]).toEqual([
      [2025, 2024],
      1,
      18,
    ]);
    // Park 2 sees its own enterprise only.
    const other = await okData<IntegralTop>(w, 'GET', `${BASE}/top`, undefined, undefined, 2);
    expect(other.list.map((r) => r.orgId)).toEqual([w.orgC]);
  });

  it('keeps parks apart: rankings, portraits and simulations of another park’s enterprise are not found', async () => {
    const park2 = await rankingOf('', w.admin2, 2);
    expect(park2.list.map((r) => r.orgId)).toEqual([w.orgC]);
    expect((await call(w, 'GET', `${BASE}/portrait/${w.orgC}`, w.admin)).body.message).toBe('企业不存在');
    expect((await call(w, 'POST', `${BASE}/simulate/${w.orgC}`, w.admin, { values: {} })).body.message).toBe(
      '企业不存在',
    );
    expect(
      (await call(w, 'GET', `${BASE}/system/detail/${v2025}`, w.admin2, undefined, 2)).body.message,
    ).toBe('指标体系版本不存在');
    expect(
      (await call(w, 'GET', `${BASE}/ranking?systemId=${v2025}`, w.admin2, undefined, 2)).body.message,
    ).toBe('指标体系版本不存在');
  });

  it('refuses the operators’ endpoints to everyone else, and to staff without the permission', async () => {
    const operatorCalls: ['GET' | 'POST', string, Record<string, unknown>?][] = [
      ['GET', `${BASE}/ranking`],
      ['GET', `${BASE}/portrait/${w.orgA}`],
      ['GET', `${BASE}/analysis`],
      ['GET', `${BASE}/filters`],
      ['GET', `${BASE}/simulate/${w.orgA}`],
      ['POST', `${BASE}/simulate/${w.orgA}`, { values: {} }],
      ['GET', `${BASE}/system/list`],
      ['GET', `${BASE}/system/detail/${v2025}`],
      ['POST', `${BASE}/system/save`, { year: 2025, definition: GUIDELINE_SYSTEM }],
    ];
    const before = await counts();
    for (const [method, url, payload] of operatorCalls) {
      expect((await call(w, method, url, w.userA, payload)).http, `${method} ${url}`).toBe(403);
      const refused = await call(w, method, url, clerk, payload);
      expect([refused.http, refused.body.message], `${method} ${url}`).toEqual([403, NO_PERMISSION]);
      expect((await call(w, method, url, w.committee, payload)).http, `${method} ${url}`).toBe(200);
    }
    await computationsSettled();
    // The committee's save above made a version (its own right); nothing else was written.
    const after = await counts();
    expect([after[1]]).toEqual([before[1]]);
  });

  it('simulates without writing: new score, band changes, rank move', async () => {
    const before = await counts();
    const listBefore = await rankingOf('year=2025');
    const sim = await okData<IntegralSimulation>(w, 'POST', `${BASE}/simulate/${car}`, w.admin, {
      year: 2025,
      values: { rdExpense: 900, inventionPatents: 14, awards: 2 },
    });
    expect(sim.before.rank).toBe(3);
    expect(sim.after.total).toBeGreaterThan(sim.before.total);
    expect(sim.after.rank).toBeLessThan(sim.before.rank);
    expect(sim.rankMove).toBe(sim.before.rank - sim.after.rank);
    const rd = sim.changes.find((c) => c.code === 'rdExpense')!;
    // 150 → 900万元: band 100–300 (40) → 500–1000 (70).
    expect([
      rd.before.bandLabel,
      rd.after.bandLabel,
      rd.before.points,
      rd.after.points,
      rd.bandChanged,
    ]).toEqual(['100–300万元', '500–1000万元', 40, 70, true]);
    expect(sim.changes.map((c) => c.code)).toEqual(
      expect.arrayContaining(['rdExpense', 'rdIntensity', 'inventionPatents', 'awards']),
    );
    const cents = (n: number) => Math.round(n * 100);
    expect(sim.items.reduce((s, i) => s + cents(i.weighted), 0)).toBe(cents(sim.after.total));
    // Clearing a figure (null) scores it as missing.
    const cleared = await okData<IntegralSimulation>(w, 'POST', `${BASE}/simulate/${strong}`, w.admin, {
      values: { taxPaid: null },
    });
    expect(cleared.items.find((i) => i.code === 'taxPaid')).toMatchObject({ missing: true, points: 0 });
    expect(cleared.after.total).toBeLessThan(cleared.before.total);

    expect(await counts()).toEqual(before);
    expect(await rankingOf('year=2025')).toEqual(listBefore);
    const basis = await okData<{ values: IntegralValues; otherTotals: number[]; system: { id: number } }>(
      w,
      'GET',
      `${BASE}/simulate/${car}`,
      w.admin,
    );
    expect([basis.values.rdExpense, basis.otherTotals.length, basis.system.id]).toEqual([
      150,
      3,
      listBefore.system?.id,
    ]);
  });

  it('analyses the park: buckets, stages, dimensions, industries', async () => {
    const a = await okData<IntegralAnalysis>(w, 'GET', `${BASE}/analysis?year=2025`, w.admin);
    expect(a.count).toBe(4);
    expect(a.histogram).toHaveLength(10);
    expect(a.histogram.reduce((s, b) => s + b.count, 0)).toBe(4);
    expect(a.stages.map((s) => [s.stage, s.count])).toEqual([
      ['STARTUP', 1],
      ['GROWTH', 2],
      ['MATURE', 1],
    ]);
    expect(a.industries.map((i) => [i.industryName, i.count])).toEqual(
      expect.arrayContaining([
        ['高端装备制造', 2],
        ['新一代信息技术', 2],
      ]),
    );
    expect(a.dimensions.map((d) => d.name)).toEqual(['技术创新', '成长经营', '特色指标']);
    expect(a.max).toBeGreaterThan(a.median);
  });

  it('refuses an indicator system that does not hold together, with the reason', async () => {
    const broken = { ...GUIDELINE_SYSTEM, indicators: GUIDELINE_SYSTEM.indicators.slice(1) };
    const res = await save(broken, 2025);
    expect(res.body.message).toBe('初创期的权重合计为94%，应为100%');
    expect((await save(GUIDELINE_SYSTEM, 2025, w.admin, 1, { basedOnId: 999_999 })).body.message).toBe(
      '指标体系版本不存在',
    );
    const first = (change: Record<string, unknown>) => ({
      ...GUIDELINE_SYSTEM,
      indicators: GUIDELINE_SYSTEM.indicators.map((i, index) => (index === 0 ? { ...i, ...change } : i)),
    });
    const message = async (change: Record<string, unknown>) =>
      (await save(first(change) as SystemDefinition, 2025)).body.message;
    // A rule or a source lacking a part is refused naming the indicator and the part.
    expect(await message({ rule: { kind: 'LINEAR', perUnit: 5 } })).toBe(
      '指标“研发费用总额”请填写每单位分值和封顶分值',
    );
    expect(await message({ rule: { kind: 'LINEAR', perUnit: 0, cap: 100 } })).toBe(
      '指标“研发费用总额”的每单位分值应大于0',
    );
    expect(await message({ rule: { kind: 'BANDED', bands: [] } })).toBe('指标“研发费用总额”至少需要一个档位');
    expect(await message({ source: { kind: 'RATIO', numerator: 'rdExpense' } })).toBe(
      '指标“研发费用总额”请选择比例的分子和分母',
    );
    expect(await message({ weights: { STARTUP: 150, GROWTH: 7, MATURE: 8 } })).toBe('初创期权重不能大于100');
    expect(await message({ source: { kind: 'FIELD', field: 'profit' } })).toBe('数据项的取值无效');
  });

  it('versions: a changed system is a new version, recomputed in the background; earlier results stay readable', async () => {
    const old = await rankingOf('year=2025');
    const oldOrgA = (await portrait(w.orgA, 'year=2025')).score!;
    const older = await rankingOf('year=2024');

    const res = await save(revisedSystem(GUIDELINE_SYSTEM), 2025, w.admin, 1, {
      basedOnId: old.system!.id,
      note: '提高研发强度标准',
    });
    expect(res.body.message).toBe('已保存为新版本，正在重新计算积分');
    const { id, version } = res.body.data;
    expect(version).toBeGreaterThan(old.system!.version);
    await computationsSettled();

    const now = await rankingOf('year=2025');
    expect(now.system).toEqual({ id, year: 2025, version });
    const newOrgA = (await portrait(w.orgA, 'year=2025')).score!;
    // 6% was band 5–8% (70 points); under the stricter bands it is 4–6% (50 points): 20 × 8% = 1.6 less.
    expect(newOrgA.items.find((i) => i.code === 'rdIntensity')).toMatchObject({
      bandLabel: '4–6%',
      points: 50,
    });
    expect(Math.round((oldOrgA.total - newOrgA.total) * 100)).toBe(160);

    // The previous version's results are still there, by id; the previous year is untouched.
    expect(await rankingOf(`systemId=${String(old.system!.id)}`)).toEqual(old);
    expect((await portrait(w.orgA, `systemId=${String(old.system!.id)}`)).score?.total).toBe(oldOrgA.total);
    expect(await rankingOf('year=2024')).toEqual(older);

    const versions = await okData<{ list: IntegralSystemSummary[] }>(
      w,
      'GET',
      `${BASE}/system/list?year=2025`,
      w.admin,
    );
    const mine = versions.list.find((v) => v.id === id)!;
    expect(mine).toMatchObject({
      status: 'READY',
      statusLabel: '已完成',
      active: true,
      basedOnId: old.system!.id,
      note: '提高研发强度标准',
      scoredCount: 4,
      indicatorCount: 18,
    });
    expect(versions.list.filter((v) => v.active)).toHaveLength(1);
    expect(versions.list.find((v) => v.id === v2025)?.active).toBe(false);
    expect(v2024).toBeGreaterThan(0);
  });

  it('keeps reading the previous version while a new one is computing', async () => {
    const current = await rankingOf('year=2025');
    // A version a stopped process left COMPUTING is not read.
    await w.db
      .insertInto('integral_systems')
      .values({
        tenant_id: 1,
        year: 2025,
        version: 99,
        status: 'COMPUTING',
        based_on_id: null,
        note: '',
        definition: JSON.stringify(GUIDELINE_SYSTEM),
        indicator_count: 18,
        scored_count: 0,
        author_id: null,
        created_at: nowIso(),
        claimed_at: nowIso(),
        computed_at: null,
        error: '',
      })
      .execute();
    expect((await rankingOf('year=2025')).system).toEqual(current.system);

    // Its claim is fresh: another process is on it, this one leaves it alone.
    const log = (error: unknown) => {
      throw error;
    };
    expect(await resumeComputations(w.db, log)).toBe(0);
    // Its claim is stale (the process stopped): this one takes it over and finishes it.
    await w.db
      .updateTable('integral_systems')
      .set({ claimed_at: '2020-01-01T00:00:00.000Z' })
      .where('version', '=', 99)
      .execute();
    expect(await resumeComputations(w.db, log)).toBe(1);
    await computationsSettled();
    const resumed = await rankingOf('year=2025');
    expect([resumed.system?.version, resumed.total]).toEqual([99, current.total]);
    await w.db.deleteFrom('integral_systems').where('version', '=', 99).execute();
  });
});
