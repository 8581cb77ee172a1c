import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  BigscreenAnalyse,
  BigscreenChain,
  BigscreenChains,
  BigscreenOverview,
  BigscreenRank,
} from '../../../../common/integral/bigscreen/contract.js';
import type { IntegralStage, SystemDefinition } from '../../../../common/integral/model.js';
import { describeEachDialect } from '../../../testing/databases.js';
import { insertOrg } from '../../../testing/fixtures.js';
import { buildWorld, call, okData, type World } from '../../../testing/world.js';

const BASE = '/api/dpboot/integral/bigscreen';

/** Three indicators, one per dimension; full marks by stage: 技术创新 60/50/40, 成长经营 30/40/40, 特色指标 10/10/20. */
const DEFINITION: SystemDefinition = {
  stageRule: { startupMaxAge: 3, startupMaxRevenue: 2000, matureMinAge: 10, matureMinRevenue: 20000 },
  indicators: [
    ['rd', '研发费用总额', 'TECH', 'rdExpense', { STARTUP: 60, GROWTH: 50, MATURE: 40 }],
    ['rev', '营业收入', 'GROWTH', 'revenue', { STARTUP: 30, GROWTH: 40, MATURE: 40 }],
    ['awards', '省级以上科技奖励数', 'FEATURE', 'awards', { STARTUP: 10, GROWTH: 10, MATURE: 20 }],
  ].map(([code, name, dimension, field, weights]) => ({
    code,
    name,
    dimension,
    unit: '万元',
    source: { kind: 'FIELD', field },
    rule: { kind: 'LINEAR', perUnit: 1, cap: 100 },
    weights,
  })) as SystemDefinition['indicators'],
};

type Score = [orgKey: string, stage: IntegralStage, tech: number, growth: number, feature: number];

/**
 * The active 2025 version: seven enterprises, totals 72.5, 35, 88, 55, 55, 100, 9.5 (the dimension
 * scores add up to them); e4 and e5 tie.
 */
const ACTIVE_2025: Score[] = [
  ['e1', 'GROWTH', 40, 30, 2.5],
  ['e2', 'STARTUP', 20, 12, 3],
  ['e3', 'MATURE', 35, 38, 15],
  ['e4', 'GROWTH', 30, 20, 5],
  ['e5', 'STARTUP', 35, 15, 5],
  ['e6', 'MATURE', 40, 40, 20],
  ['e7', 'GROWTH', 5, 4.5, 0],
];

const INDUSTRY: Record<string, string> = {
  e1: '新能源',
  e2: '新材料',
  e3: '高端装备制造',
  e4: '新一代信息技术',
  e5: '新一代信息技术',
  e6: '生物医药',
  e7: '新能源',
};

describeEachDialect('score big-screen aggregates (%s)', (dialect) => {
  let w: World;
  const org: Record<string, number> = {};
  const get = <T>(path: string, tenant: 1 | 2 = 1) =>
    okData<T>(w, 'GET', `${BASE}/${path}`, undefined, undefined, tenant);

  async function system(
    tenantId: number,
    year: number,
    version: number,
    status: 'READY' | 'COMPUTING',
    scores: Score[],
  ) {
    const { id } = await w.db
      .insertInto('integral_systems')
      .values({
        tenant_id: tenantId,
        year,
        version,
        status,
        based_on_id: null,
        note: '',
        definition: JSON.stringify(DEFINITION),
        indicator_count: 3,
        scored_count: scores.length,
        author_id: null,
        created_at: '2026-01-01T00:00:00.000Z',
        claimed_at: null,
        computed_at: status === 'READY' ? `${String(year + 1)}-04-01T08:00:00.000Z` : null,
        error: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const totals = scores.map(([, , t, g, f]) => t + g + f);
    await w.db
      .insertInto('integral_scores')
      .values(
        scores.map(([key, stage, tech, growth, feature], i) => ({
          tenant_id: tenantId,
          system_id: id,
          year,
          org_id: org[key]!,
          stage,
          age: 5,
          total: totals[i]!,
          tech,
          growth,
          feature,
          missing_count: 0,
          park_rank: 1 + totals.filter((t) => t > totals[i]!).length,
          breakdown: '[]',
          inputs: '{}',
          computed_at: '2026-01-01T00:00:00.000Z',
        })),
      )
      .execute();
    return id;
  }

  beforeAll(async () => {
    w = await buildWorld(dialect);
    for (const key of Object.keys(INDUSTRY))
      org[key] = await insertOrg(w.db, 1, {
        fullname: `杭州${key}科技有限公司`,
        simplename: key,
        industry_name: INDUSTRY[key],
      });
    org.other = await insertOrg(w.db, 2, { fullname: '苏州他园科技有限公司', industry_name: '新能源' });
    await system(1, 2024, 1, 'READY', [
      ['e1', 'GROWTH', 30, 25, 5],
      ['e3', 'MATURE', 30, 30, 10],
    ]);
    // 2025: version 1 is superseded by version 2; version 3 is still being computed. Only 2 is read.
    await system(1, 2025, 1, 'READY', [['e1', 'GROWTH', 1, 1, 1]]);
    await system(1, 2025, 2, 'READY', ACTIVE_2025);
    await system(1, 2025, 3, 'COMPUTING', [['e2', 'STARTUP', 60, 30, 10]]);
    await system(2, 2025, 1, 'READY', [['other', 'MATURE', 40, 40, 19]]);
  });
  afterAll(() => w?.t.close());

  it('overview: counts, average, extremes, histogram, stages, dimensions against full marks and the top list', async () => {
    const o = await get<BigscreenOverview>('overview');
    expect(o.year).toBe(2025);
    expect(o.system?.version).toBe(2);
    expect(o.computedAt).toBe('2026-04-01T08:00:00.000Z');
    // 415 / 7 = 59.2857…
    expect([o.count, o.average, o.max, o.min]).toEqual([7, 59.29, 100, 9.5]);
    expect(o.histogram.map((b) => b.count)).toEqual([1, 0, 0, 1, 0, 2, 0, 1, 1, 1]);
    expect(o.histogram[9]).toEqual({ from: 90, to: 100, count: 1 });
    expect(o.stages).toEqual([
      { stage: 'STARTUP', stageLabel: '初创期', count: 2, average: 45 },
      { stage: 'GROWTH', stageLabel: '成长期', count: 3, average: 45.67 },
      { stage: 'MATURE', stageLabel: '成熟期', count: 2, average: 94 },
    ]);
    // Full marks weighted by the stages: 技术创新 (2×60 + 3×50 + 2×40) / 7 = 50.
    expect(o.dimensions).toEqual([
      { dimension: 'TECH', name: '技术创新', average: 29.29, maxAverage: 50 },
      { dimension: 'GROWTH', name: '成长经营', average: 22.79, maxAverage: 37.14 },
      { dimension: 'FEATURE', name: '特色指标', average: 7.21, maxAverage: 12.86 },
    ]);
    expect(o.top.map((r) => [r.orgId, r.rank])).toEqual([
      [org.e6, 1],
      [org.e3, 2],
      [org.e1, 3],
      [org.e4, 4],
      [org.e5, 4],
      [org.e2, 6],
      [org.e7, 7],
    ]);
    expect(o.top[0]).toMatchObject({
      fullname: '杭州e6科技有限公司',
      industryName: '生物医药',
      total: 100,
      stageLabel: '成熟期',
    });
  });

  it('answers a year by its active version, an unknown year empty, and each park its own', async () => {
    const y2024 = await get<BigscreenOverview>('overview?year=2024');
    expect([y2024.count, y2024.average, y2024.system?.version]).toEqual([2, 65, 1]);
    const none = await get<BigscreenOverview>('overview?year=2020');
    expect([none.year, none.system, none.count, none.top]).toEqual([2020, null, 0, []]);
    const other = await get<BigscreenOverview>('overview', 2);
    expect([other.count, other.average, other.top.map((r) => r.orgId)]).toEqual([1, 99, [org.other]]);
  });

  it('rank: each industry with its count, average and top list (ties share the place), the largest first', async () => {
    const r = await get<BigscreenRank>('rank?size=1');
    expect(r.industries.map((i) => [i.industryName, i.count, i.average])).toEqual([
      ['新能源', 2, 41],
      ['新一代信息技术', 2, 55],
      ['高端装备制造', 1, 88],
      ['生物医药', 1, 100],
      ['新材料', 1, 35],
    ]);
    expect(r.industries.map((i) => i.list.map((e) => e.orgId))).toEqual([
      [org.e1],
      [org.e4],
      [org.e3],
      [org.e6],
      [org.e2],
    ]);
    const full = await get<BigscreenRank>('rank');
    const it = full.industries.find((i) => i.industryName === '新一代信息技术')!;
    expect(it.list.map((e) => [e.orgId, e.industryRank, e.rank])).toEqual([
      [org.e4, 1, 4],
      [org.e5, 1, 4],
    ]);
    expect(full.industries[0]!.list.map((e) => [e.orgId, e.industryRank])).toEqual([
      [org.e1, 1],
      [org.e7, 2],
    ]);
  });

  it('analyse: dimensions by stage and by industry against their full marks, and the trend of the years', async () => {
    const a = await get<BigscreenAnalyse>('analyse');
    expect(a.count).toBe(7);
    const dims = (list: BigscreenAnalyse['stages'][number]['dimensions']) =>
      list.map((d) => [d.average, d.maxAverage]);
    expect(a.stages.map((s) => [s.stage, s.count, dims(s.dimensions)])).toEqual([
      [
        'STARTUP',
        2,
        [
          [27.5, 60],
          [13.5, 30],
          [4, 10],
        ],
      ],
      [
        'GROWTH',
        3,
        [
          [25, 50],
          [18.17, 40],
          [2.5, 10],
        ],
      ],
      [
        'MATURE',
        2,
        [
          [37.5, 40],
          [39, 40],
          [17.5, 20],
        ],
      ],
    ]);
    expect(a.industries.map((i) => [i.industryName, i.average])).toEqual([
      ['生物医药', 100],
      ['高端装备制造', 88],
      ['新一代信息技术', 55],
      ['新能源', 41],
      ['新材料', 35],
    ]);
    // A growth firm (full marks 50/40/10) and a start-up (60/30/10).
    expect(dims(a.industries[2]!.dimensions)).toEqual([
      [32.5, 55],
      [17.5, 35],
      [5, 10],
    ]);
    expect(a.trend.map((t) => [t.year, t.version, t.count, t.average])).toEqual([
      [2024, 1, 2, 65],
      [2025, 2, 7, 59.29],
    ]);
    expect(dims(a.trend[0]!.dimensions)).toEqual([
      [30, 45],
      [27.5, 40],
      [7.5, 15],
    ]);
    // A year before the last shows the years up to it.
    expect((await get<BigscreenAnalyse>('analyse?year=2024')).trend.map((t) => t.year)).toEqual([2024]);
  });

  it('chains: each chain’s enterprises by its links, stages and top three, beside the park', async () => {
    const c = await get<BigscreenChains>('chains');
    expect([c.parkCount, c.parkAverage]).toEqual([7, 59.29]);
    const [car, equip, electron] = c.chains;
    // 汽车及零部件: 新能源 (e1 72.5, e7 9.5) and 新材料 (e2 35).
    expect([car!.key, car!.name, car!.count, car!.average, car!.max]).toEqual([
      'car',
      '汽车及零部件',
      3,
      39,
      72.5,
    ]);
    expect(car!.stages.map((s) => [s.stage, s.count, s.average])).toEqual([
      ['STARTUP', 1, 35],
      ['GROWTH', 2, 41],
      ['MATURE', 0, 0],
    ]);
    expect(car!.links).toEqual([
      { name: '动力电池与充电设施', industryName: '新能源', count: 2, average: 41 },
      { name: '车用新材料', industryName: '新材料', count: 1, average: 35 },
    ]);
    expect(car!.top.map((r) => r.orgId)).toEqual([org.e1, org.e2, org.e7]);
    expect([equip!.count, equip!.average, equip!.links.map((l) => l.count)]).toEqual([1, 88, [1, 0]]);
    expect([electron!.count, electron!.average, electron!.top.map((r) => r.orgId)]).toEqual([
      2,
      55,
      [org.e4, org.e5],
    ]);
  });

  it('wallChains: the standard three, named and described, while the park has drawn no chain', async () => {
    expect(await get<{ key: string; name: string }[]>('wallChains')).toEqual([
      expect.objectContaining({ key: 'car', name: '汽车及零部件' }),
      expect.objectContaining({ key: 'equip', name: '高端装备' }),
      expect.objectContaining({ key: 'electron', name: '电子信息' }),
    ]);
  });

  it('chain: one chain’s figures and its enterprises in score order with their place in the chain', async () => {
    const car = await get<BigscreenChain>('chain/car?size=2');
    expect([car.name, car.count, car.average, car.max, car.parkCount, car.parkAverage]).toEqual([
      '汽车及零部件',
      3,
      39,
      72.5,
      7,
      59.29,
    ]);
    expect(car.histogram.map((b) => b.count)).toEqual([1, 0, 0, 1, 0, 0, 0, 1, 0, 0]);
    expect(car.dimensions.map((d) => [d.average, d.maxAverage])).toEqual([
      [21.67, 53.33],
      [15.5, 36.67],
      [1.83, 10],
    ]);
    expect(car.links).toEqual([
      { name: '动力电池与充电设施', industryName: '新能源', count: 2, average: 41, max: 72.5 },
      { name: '车用新材料', industryName: '新材料', count: 1, average: 35, max: 35 },
    ]);
    expect(car.list.map((r) => [r.orgId, r.chainRank, r.rank, r.link, r.total, r.tech])).toEqual([
      [org.e1, 1, 3, '动力电池与充电设施', 72.5, 40],
      [org.e2, 2, 6, '车用新材料', 35, 20],
    ]);
    const electron = await get<BigscreenChain>('chain/electron');
    expect(electron.list.map((r) => [r.orgId, r.chainRank])).toEqual([
      [org.e4, 1],
      [org.e5, 1],
    ]);
    // A park without a chain of that key: the wall's screen says so.
    const missing = await call(w, 'GET', `${BASE}/chain/bike`);
    expect([missing.body.statusCode, missing.body.message]).toEqual([404, '该产业链不存在']);
    const refused = await call(w, 'GET', `${BASE}/chain/${encodeURIComponent('汽车')}`);
    expect(refused.body.statusCode).toBe(400);
    expect(refused.body.message).toContain('产业链');
  });

  it('serves a newer version once it is computed: a kept answer is of one version only', async () => {
    expect((await get<BigscreenOverview>('overview')).count).toBe(7);
    await w.db
      .updateTable('integral_systems')
      .set({ status: 'READY', computed_at: '2026-05-01T08:00:00.000Z' })
      .where('version', '=', 3)
      .where('year', '=', 2025)
      .where('tenant_id', '=', 1)
      .execute();
    const o = await get<BigscreenOverview>('overview');
    expect([o.system?.version, o.count, o.average, o.top.map((r) => r.orgId)]).toEqual([3, 1, 100, [org.e2]]);
    expect((await get<BigscreenChain>('chain/car')).list.map((r) => [r.orgId, r.total])).toEqual([
      [org.e2, 100],
    ]);
  });
});
