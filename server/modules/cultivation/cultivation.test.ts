import { beforeAll, expect, it } from 'vitest';
import type { CultivationEvaluation, CultivationLibrary, CultivationPool, CultivationTier, QualityDetail } from '../../../common/cultivation/contract.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { refreshDerived } from '../../db/seed/index.js';
import { scopedTo } from '../../kit/tenant-scope.js';
import { insertOrg } from '../../testing/fixtures.js';
import { call, describeWorld, okData, staffOperator } from '../../testing/world.js';
import { integralFiguresApproved } from '../integral/public.js';
import { orgProfileChanged } from '../org/public.js';

const BASE = '/api/dpboot/cultivation';

const INNOVATIVE = {
  name: '创新型中小企业',
  level: 1,
  passPoints: 60,
  description: '评价 60 分以上',
  benefits: '奖励 5 万元',
  criteria: [
    { kind: 'POINTS', grouping: '创新能力', metric: 'rdRatio', min: null, bands: [{ min: 3, points: 30 }, { min: 5, points: 50 }] },
    { kind: 'POINTS', grouping: '专业化', metric: 'mainShare', min: null, bands: [{ min: 60, points: 20 }, { min: 80, points: 50 }] },
    { kind: 'DIRECT', grouping: '直通条件', metric: 'awards', min: 1, bands: [] },
  ],
};
const SPECIALISED = {
  name: '专精特新中小企业',
  level: 2,
  passPoints: null,
  description: '',
  benefits: '',
  criteria: [{ kind: 'REQUIRED', grouping: '基本条件', metric: 'rdExpense', min: 100, bands: [] }],
};

describeWorld('cultivation (%s)', (w) => {
  let tiers: CultivationTier[];
  let orgD: number;

  const evaluation = (user: Parameters<typeof call>[3], orgId?: number) =>
    call<CultivationEvaluation>(w, 'GET', `${BASE}/evaluation${orgId ? `?orgId=${String(orgId)}` : ''}`, user);
  const figures = (user: Parameters<typeof call>[3], values: { key: string; value: number | null }[], orgId?: number) =>
    call<CultivationEvaluation>(w, 'POST', `${BASE}/figures/save`, user, { values, ...(orgId ? { orgId } : {}) });

  beforeAll(async () => {
    orgD = await insertOrg(w.db, 1, { fullname: '杭州丁精密机械有限公司', category: '一般企业' });
    tiers = [
      await okData<CultivationTier>(w, 'POST', `${BASE}/tier/save`, w.committee, INNOVATIVE),
      await okData<CultivationTier>(w, 'POST', `${BASE}/tier/save`, w.admin, SPECIALISED),
    ];
    // The fixtures' enterprises were written as a grown park's are, telling no module: the seed's full refresh.
    await refreshDerived(w.db, 2);
  });

  it('keeps each park’s tiers and checks a tier’s rules', async () => {
    expect(tiers.map((t) => [t.level, t.criteria.length])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect((await okData<{ list: unknown[] }>(w, 'GET', `${BASE}/editor`, w.admin2, undefined, 2)).list).toEqual([]);
    const clash = await call(w, 'POST', `${BASE}/tier/save`, w.admin, { ...SPECIALISED, name: '另一个' });
    expect(clash.body).toMatchObject({ statusCode: 400, message: '层级 2 已有梯度' });
    const noBands = await call(w, 'POST', `${BASE}/tier/save`, w.admin, { ...SPECIALISED, level: 3, criteria: [{ ...INNOVATIVE.criteria[0], bands: [] }] });
    expect(noBands.body.message).toBe('第 1 项条件是评分指标，请至少设置一个评分档位');
    const clerk = await staffOperator(w, { name: '诉求专员', permissions: ['appeal.handle'] });
    expect((await call(w, 'POST', `${BASE}/tier/save`, clerk, INNOVATIVE)).body).toMatchObject({ statusCode: 403, message: NO_PERMISSION });
  });

  it('evaluates the enterprise from its figures: points, the gap in words, and the next tier once raised', async () => {
    let e = (await figures(w.userA, [{ key: 'rdExpense', value: 80 }, { key: 'revenue', value: 2000 }, { key: 'mainShare', value: 65 }])).body.data;
    // rdRatio 4% → 30, mainShare 65 → 20: 50 of 60.
    expect(e.tiers[0]).toMatchObject({ points: 50, qualified: false });
    expect(e.next).toMatchObject({ name: '创新型中小企业', deficit: 10 });
    // Per point: 主营业务收入占比 65 → 80 is (15 / 80) / 30 ≈ 0.006, 研发费用占比 4 → 5 is (1 / 5) / 20 = 0.01.
    expect(e.gap).toBe('还差 10 分：主营业务收入占比 65% → 80%（+30 分）');
    expect(e.figures.find((f) => f.key === 'rdExpense')).toMatchObject({ value: 80, source: 'ENTERED' });

    e = (await figures(w.userA, [{ key: 'rdExpense', value: 120 }])).body.data;
    expect(e.reached?.name).toBe('专精特新中小企业');
    expect([e.next, e.gap]).toEqual([null, '']);
    expect((await okData<CultivationEvaluation>(w, 'GET', `${BASE}/evaluation`, w.userA2)).reached?.level).toBe(2);
  });

  it('reads the innovation score’s approved figures, the newer of them and an entered one winning', async () => {
    await w.db
      .insertInto('integral_values')
      .values([{ tenant_id: 1, org_id: w.orgB, year: 2024, field: 'rdExpense', value: 10, approved_at: '2025-03-01T00:00:00.000Z' }])
      .execute();
    // Approved as the score's fill audit approves (its rows and its signal in one transaction): the enterprise is evaluated again.
    await w.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('integral_values')
        .values([
          { tenant_id: 1, org_id: w.orgB, year: 2025, field: 'rdExpense', value: 300, approved_at: '2026-03-01T00:00:00.000Z' },
          { tenant_id: 1, org_id: w.orgB, year: 2025, field: 'revenue', value: 5000, approved_at: '2026-03-01T00:00:00.000Z' },
        ])
        .execute();
      await integralFiguresApproved.emit(scopedTo(trx, 1), { orgIds: [w.orgB] });
    });
    const e = await okData<CultivationEvaluation>(w, 'GET', `${BASE}/evaluation`, w.userB);
    expect(e.figures.find((f) => f.key === 'rdExpense')).toMatchObject({ value: 300, source: 'SCORE' });
    expect(e.tiers[0]!.criteria[0]).toMatchObject({ value: 6, points: 50 });
    const stored = (await okData<CultivationLibrary>(w, 'GET', `${BASE}/library`, w.userB)).list.find((r) => r.orgId === w.orgB)!;
    expect(stored).toMatchObject({ next: { name: '创新型中小企业', deficit: 10 } });
    const entered = (await figures(w.userB, [{ key: 'rdExpense', value: 50 }])).body.data;
    expect(entered.figures.find((f) => f.key === 'rdExpense')).toMatchObject({ value: 50, source: 'ENTERED' });
  });

  it('lets an enterprise see and enter only its own; an operator holding cultivation.manage any of the park', async () => {
    expect((await evaluation(w.userA, w.orgB)).body.statusCode).toBe(403);
    expect((await figures(w.userA, [{ key: 'revenue', value: 1 }], w.orgB)).body.statusCode).toBe(403);
    expect((await evaluation(w.individual)).body.statusCode).toBe(403);
    expect((await evaluation(undefined)).body.statusCode).toBe(401);
    const e = (await figures(w.committee, [{ key: 'awards', value: 1 }], orgD)).body.data;
    expect(e).toMatchObject({ org: { id: orgD }, reached: { name: '创新型中小企业' } });
    expect(e.tiers[0]!.direct).toBe('省级以上科技奖励');
    // Park 2's operator does not find park 1's enterprise.
    expect((await call(w, 'GET', `${BASE}/evaluation?orgId=${String(orgD)}`, w.admin2, undefined, 2)).body.statusCode).toBe(404);
  });

  it('lists the library for anyone, the figures behind another enterprise’s gap only for operators and itself', async () => {
    await figures(w.userB, [{ key: 'rdExpense', value: 200 }, { key: 'mainShare', value: 61 }]);
    const anonymous = await okData<CultivationLibrary>(w, 'GET', `${BASE}/library`);
    const b = anonymous.list.find((r) => r.orgId === w.orgB)!;
    expect(b.gap).toBe('还差 10 分');
    expect(anonymous.list[0]!.next).toBeNull();
    const own = await okData<CultivationLibrary>(w, 'GET', `${BASE}/library?gap=near`, w.userB);
    expect(own.list.find((r) => r.orgId === w.orgB)!.gap).toMatch(/^还差 10 分：/);
    const reached = await okData<CultivationLibrary>(w, 'GET', `${BASE}/library?tierId=${String(tiers[1]!.id)}`);
    expect(reached.list.map((r) => r.orgId)).toEqual([w.orgA]);
    expect((await okData<CultivationLibrary>(w, 'GET', `${BASE}/library`, undefined, undefined, 2)).list.every((r) => r.orgId === w.orgC)).toBe(true);
  });

  it('moves enterprises in the pool with a note, tells them, and lists the recognised ones as quality enterprises', async () => {
    const moved = await call(w, 'POST', `${BASE}/pool/move`, w.committee, { orgIds: [w.orgA, orgD], stage: 'RECOGNISED', tierId: tiers[0]!.id, note: '已通过省级认定' });
    expect(moved.body).toMatchObject({ statusCode: 200, data: { moved: 2 } });
    const messages = await w.db.selectFrom('messages').select(['title', 'topic']).where('topic', '=', 'cultivation.stage').execute();
    expect(messages.map((m) => m.title)).toContain('企业培育：已列入已认定（创新型中小企业）');
    const pool = await okData<CultivationPool>(w, 'GET', `${BASE}/pool?stage=RECOGNISED`, w.committee);
    expect(pool.list.map((r) => r.orgId).sort()).toEqual([w.orgA, orgD].sort());
    expect(pool.counts).toMatchObject({ RECOGNISED: 2, RESERVE: 0 });
    const history = await okData<{ list: { toStage: string; note: string }[] }>(w, 'GET', `${BASE}/pool/moves/${String(w.orgA)}`, w.committee);
    expect(history.list).toEqual([expect.objectContaining({ toStage: 'RECOGNISED', note: '已通过省级认定' })]);

    const quality = await okData<{ list: { orgId: number; tierName: string }[] }>(w, 'GET', `${BASE}/quality/list`);
    expect(quality.list.map((q) => q.tierName)).toEqual(['创新型中小企业', '创新型中小企业']);
    const detail = await okData<QualityDetail>(w, 'GET', `${BASE}/quality/${String(w.orgA)}`);
    expect(detail.tiers[0]!.criteria.every((c) => c.value === null)).toBe(true);
    expect((await call(w, 'GET', `${BASE}/quality/${String(w.orgB)}`)).body.statusCode).toBe(404);

    // A note too short, another park's enterprise, a tier still targeted.
    expect((await call(w, 'POST', `${BASE}/pool/move`, w.committee, { orgIds: [w.orgA], stage: 'RESERVE', tierId: tiers[0]!.id, note: '好' })).body.statusCode).toBe(400);
    const foreign = await call(w, 'POST', `${BASE}/pool/move`, w.committee, { orgIds: [w.orgC], stage: 'RESERVE', tierId: tiers[0]!.id, note: '跨园区' });
    expect(foreign.body.message).toBe('所选企业不存在或不是本园区企业');
    expect((await call(w, 'POST', `${BASE}/tier/delete/${String(tiers[0]!.id)}`, w.admin)).body.message).toBe('培育库中仍有以该梯度为目标的企业，不能删除');
    expect((await okData<{ list: unknown[] }>(w, 'GET', `${BASE}/quality/list`, undefined, undefined, 2)).list).toEqual([]);
  });

  it('keeps the library’s stored evaluations up to date: a new profile, an edited ladder, a birthday, the full refresh', async () => {
    const library = async (query = '') => (await okData<CultivationLibrary>(w, 'GET', `${BASE}/library${query}`, w.committee)).list;
    // A profile written and signalled in one transaction (as certification creates an enterprise).
    const orgE = await w.db.transaction().execute(async (trx) => {
      const id = await insertOrg(trx, 1, { fullname: '杭州戊新材料有限公司', category: '高新技术企业' });
      await orgProfileChanged.emit(scopedTo(trx, 1), { orgIds: [id] });
      return id;
    });
    expect((await library()).find((r) => r.orgId === orgE)).toMatchObject({ reached: null, next: { name: '创新型中小企业', deficit: 60 } });

    // The ladder edited: 乙 (50 points, 研发费用 200 万元) now passes 创新型 at 50 and with it 专精特新.
    expect((await library()).find((r) => r.orgId === w.orgB)!.reached).toBeNull();
    await okData(w, 'POST', `${BASE}/tier/save`, w.committee, { ...INNOVATIVE, id: tiers[0]!.id, passPoints: 50 });
    expect((await library(`?tierId=${String(tiers[1]!.id)}`)).map((r) => r.orgId).sort()).toEqual([w.orgA, w.orgB].sort());

    // An evaluation due again (成立年限 grows on the setup date's anniversary) is refreshed before the read.
    await w.db.updateTable('cultivation_evaluations').set({ reached_name: '过期的评价', stale_on: '2000-01-01' }).where('org_id', '=', orgD).execute();
    expect((await library()).find((r) => r.orgId === orgD)!.reached?.name).toBe('创新型中小企业');
    const row = await w.db.selectFrom('cultivation_evaluations').select('stale_on').where('org_id', '=', orgD).executeTakeFirstOrThrow();
    expect(row.stale_on > '2000-01-01').toBe(true);

    // The full refresh (the seed's) rewrites the park's rows and leaves the other park's alone.
    await w.db.deleteFrom('cultivation_evaluations').where('tenant_id', '=', 1).execute();
    expect(await library()).toEqual([]);
    expect(await refreshDerived(w.db, 1)).toBe(4);
    expect((await library()).map((r) => r.orgId).sort()).toEqual([w.orgA, w.orgB, orgD, orgE].sort());
    expect((await okData<CultivationLibrary>(w, 'GET', `${BASE}/library`, undefined, undefined, 2)).list.map((r) => r.orgId)).toEqual([w.orgC]);
  });
  it('rewrites in a refresh only the rows that changed, drops those of organisations no longer enterprises, and lists the park’s industries and counties', async () => {
    const rows = async () => new Map((await w.db.selectFrom('cultivation_evaluations').selectAll().where('tenant_id', '=', 1).execute()).map((r) => [r.org_id, r]));
    const orgF = await insertOrg(w.db, 1, { fullname: '杭州己生物医药有限公司', industry_name: '生物医药', county: '西湖区' });
    expect(await refreshDerived(w.db, 1)).toBe(5);
    const MARK = '2000-01-01T00:00:00.000Z';
    await w.db.updateTable('cultivation_evaluations').set({ evaluated_at: MARK }).where('tenant_id', '=', 1).execute();
    await w.db.updateTable('cultivation_evaluations').set({ gap_summary: '过期的摘要' }).where('org_id', '=', orgD).execute();
    await w.db.updateTable('orgs').set({ orgtype: 'SERVICE' }).where('id', '=', orgF).execute();

    expect(await refreshDerived(w.db, 1)).toBe(4);
    const after = await rows();
    expect(after.has(orgF)).toBe(false);
    // The row that no longer said what its evaluation says is written again; the others are left as they were.
    expect(after.get(orgD)!.gap_summary).toBe('未满足 1 项条件');
    expect(after.get(orgD)!.evaluated_at).not.toBe(MARK);
    expect([w.orgA, w.orgB].map((id) => after.get(id)!.evaluated_at)).toEqual([MARK, MARK]);

    // An organisation refreshed by id that is no enterprise loses its row too.
    await w.db.updateTable('orgs').set({ orgtype: 'ORG' }).where('id', '=', orgF).execute();
    expect(await refreshDerived(w.db, 1)).toBe(5);
    await w.db.updateTable('orgs').set({ orgtype: 'SERVICE' }).where('id', '=', orgF).execute();
    await w.db.transaction().execute((trx) => orgProfileChanged.emit(scopedTo(trx, 1), { orgIds: [orgF] }));
    expect((await rows()).has(orgF)).toBe(false);

    await w.db.updateTable('orgs').set({ orgtype: 'ORG' }).where('id', '=', orgF).execute();
    await refreshDerived(w.db, 1);
    const library = await okData<CultivationLibrary>(w, 'GET', `${BASE}/library?industry=${encodeURIComponent('生物医药')}&county=${encodeURIComponent('西湖区')}`);
    expect(library.list.map((r) => r.orgId)).toEqual([orgF]);
    expect([library.industries, library.counties]).toEqual([
      ['生物医药', '新一代信息技术'],
      ['滨江区', '西湖区'],
    ]);
  });
});
