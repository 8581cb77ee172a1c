import { beforeAll, expect, it } from 'vitest';
import type { IntegralField, IntegralValues, SystemDefinition } from '../../../../common/integral/model.js';
import type {
  AchievementList,
  OrgAnalysis,
  QualityDir,
  QualityDirInfo,
  QualityReserve,
  QualityThresholdAnswer,
} from '../../../../common/integral/quality/contract.js';
import { NO_PERMISSION } from '../../../../common/permissions.js';
import { nowIso } from '../../../lib/clock.js';
import { parkToday } from '../../../lib/park-time.js';
import { insertOrg, insertTestPolicy, insertStaffRole, insertUser, type TestUser } from '../../../testing/fixtures.js';
import { call, describeWorld, okData, send, testPhone } from '../../../testing/world.js';
import { rowsOf } from '../../../testing/workbooks.js';
import { banded, everyStage } from '../../../../common/integral/test-fixtures.js';
import { computationsSettled } from '../compute.js';

const BASE = '/api/dpboot/integral';

/**
 * A small system whose arithmetic can be done by hand: the same weights at every stage (and the
 * enterprises are all 成长期: set up in 2018, 7 years old at the end of 2025).
 *   研发费用 (30): 0–100 → 20, 100–300 → 50, >300 → 100
 *   研发强度 (20): 0–3% → 20, 3–6% → 60, >6% → 100
 *   发明专利 (20): 10 per 件, cap 100
 *   营业收入 (30): 0–1000 → 30, 1000–5000 → 60, >5000 → 100
 */
const SYSTEM: SystemDefinition = {
  stageRule: { startupMaxAge: 3, startupMaxRevenue: 2000, matureMinAge: 10, matureMinRevenue: 20000 },
  indicators: [
    {
      code: 'rdExpense',
      name: '研发费用总额',
      dimension: 'TECH',
      unit: '万元',
      source: { kind: 'FIELD', field: 'rdExpense' },
      rule: banded([0, 100, 20], [100, 300, 50], [300, null, 100]),
      weights: everyStage(30),
    },
    {
      code: 'rdIntensity',
      name: '研发费用占营业收入比例',
      dimension: 'TECH',
      unit: '%',
      source: { kind: 'RATIO', numerator: 'rdExpense', denominator: 'revenue' },
      rule: banded([0, 3, 20], [3, 6, 60], [6, null, 100]),
      weights: everyStage(20),
    },
    {
      code: 'patents',
      name: '有效发明专利数',
      dimension: 'TECH',
      unit: '件',
      source: { kind: 'FIELD', field: 'inventionPatents' },
      rule: { kind: 'LINEAR', perUnit: 10, cap: 100 },
      weights: everyStage(20),
    },
    {
      code: 'revenue',
      name: '营业收入',
      dimension: 'GROWTH',
      unit: '万元',
      source: { kind: 'FIELD', field: 'revenue' },
      rule: banded([0, 1000, 30], [1000, 5000, 60], [5000, null, 100]),
      weights: everyStage(30),
    },
  ],
};

const IT = '新一代信息技术';
const EQUIP = '高端装备制造';

describeWorld('innovation score quality (%s)', (w) => {
  /** Totals by hand: top 100, good 55, near 42, far 35, weak 19. */
  const org: Record<'top' | 'good' | 'near' | 'far' | 'weak', number> = { top: 0, good: 0, near: 0, far: 0, weak: 0 };
  let clerk: TestUser;

  async function fill(orgId: number, values: IntegralValues, tenantId = 1) {
    await w.db
      .insertInto('integral_values')
      .values(
        Object.entries(values).map(([field, value]) => ({
          tenant_id: tenantId,
          org_id: orgId,
          year: 2025,
          field: field as IntegralField,
          value: value as number,
          approved_at: nowIso(),
        })),
      )
      .execute();
  }

  const get = <T>(path: string, user: TestUser = w.admin, tenant: 1 | 2 = 1) =>
    okData<T>(w, 'GET', `${BASE}/${path}`, user, undefined, tenant);
  const post = (path: string, body: Record<string, unknown>, user: TestUser = w.admin, tenant: 1 | 2 = 1) =>
    call<{ id: number }>(w, 'POST', `${BASE}/${path}`, user, body, tenant);
  const xlsxRows = async (path: string, body: Record<string, unknown>, user: TestUser = w.admin) => {
    const res = await send(w, 'POST', `${BASE}/${path}`, user, body);
    if (res.statusCode !== 200) return { status: res.statusCode, name: '', rows: [] as unknown[][] };
    return { status: 200, name: decodeURIComponent(String(res.headers['content-disposition'])), rows: await rowsOf(res) };
  };

  beforeAll(async () => {
    const add = (fullname: string, industry: string) =>
      insertOrg(w.db, 1, { fullname, setup_date: '2018-05-01', industry_name: industry, sub_park: '物联网产业园' });
    org.top = await add('杭州云帆数据科技有限公司', IT);
    org.good = await add('杭州精工传动设备有限公司', EQUIP);
    org.near = await add('杭州星火软件有限公司', IT);
    org.far = await add('杭州恒力机械制造有限公司', EQUIP);
    org.weak = await add('杭州微光信息技术有限公司', IT);
    await fill(org.top, { rdExpense: 400, revenue: 6000, inventionPatents: 12 });
    await fill(org.good, { rdExpense: 200, revenue: 4000, inventionPatents: 5 });
    await fill(org.near, { rdExpense: 80, revenue: 2000, inventionPatents: 3 });
    await fill(org.far, { rdExpense: 50, revenue: 800, inventionPatents: 0 });
    await fill(org.weak, { rdExpense: 10, revenue: 500, inventionPatents: 0 });
    await w.db.updateTable('orgs').set({ setup_date: '2018-05-01' }).where('id', '=', w.orgC).execute();
    await fill(w.orgC, { rdExpense: 90, revenue: 2000, inventionPatents: 3 }, 2);
    for (const [user, tenant] of [
      [w.admin, 1],
      [w.admin2, 2],
    ] as const) {
      const res = await post('system/save', { year: 2025, definition: SYSTEM }, user, tenant);
      expect(res.body.statusCode).toBe(200);
    }
    await computationsSettled();

    // Staff with the reads of the score but not the entry of achievements.
    await insertStaffRole(w.db, 1, '积分专员', ['integral.score']);
    clerk = await insertUser(w.db, 1, testPhone(), ['积分专员']);
  });

  it('uses the top 20% until the park sets a threshold, then the score line it sets', async () => {
    const before = await get<QualityThresholdAnswer>('quality/threshold?year=2025');
    // 5 scored: ceil(5 × 20%) = 1 → the line is the first total.
    expect(before.threshold).toMatchObject({ mode: 'TOP', value: 20, isDefault: true, score: 100, qualifiedCount: 1, scoredCount: 5 });
    expect(before.threshold.text).toBe('排名前20%（总分不低于100分）');
    const dir = await get<QualityDir>('dir?year=2025', w.userA);
    expect(dir.list.map((r) => r.orgId)).toEqual([org.top]);
    // A total equal to the line is in: the card of the one enterprise on it is answered.
    expect((await get<QualityDirInfo>(`dir/info/${String(org.top)}?year=2025`, w.userA)).score.total).toBe(100);

    // Only the indicator system's holders set it; a bad value is refused with the reason.
    expect((await post('quality/threshold/save', { year: 2025, mode: 'SCORE', value: 50 }, clerk)).body.message).toBe(NO_PERMISSION);
    expect((await post('quality/threshold/save', { year: 2025, mode: 'TOP', value: 0.5 })).body.message).toBe('排名前百分比应在1到100之间');
    const saved = await post('quality/threshold/save', { year: 2025, mode: 'SCORE', value: 50 });
    expect(saved.body.statusCode).toBe(200);
    const after = await get<QualityThresholdAnswer>('quality/threshold?year=2025');
    expect(after.threshold).toMatchObject({ mode: 'SCORE', value: 50, isDefault: false, score: 50, qualifiedCount: 2 });
    // Park 2 keeps its default.
    expect((await get<QualityThresholdAnswer>('quality/threshold?year=2025', w.admin2, 2)).threshold.isDefault).toBe(true);

    // The top 30% of 5: ⌈1.5⌉ = 2 enterprises, so the line is the second total (55), not the first.
    expect((await post('quality/threshold/save', { year: 2025, mode: 'TOP', value: 30 })).body.statusCode).toBe(200);
    const top30 = await get<QualityThresholdAnswer>('quality/threshold?year=2025');
    expect(top30.threshold).toMatchObject({ mode: 'TOP', value: 30, score: 55, qualifiedCount: 2, text: '排名前30%（总分不低于55分）' });
    expect((await get<QualityDir>('dir?year=2025', w.userA)).list.map((r) => r.orgId)).toEqual([org.top, org.good]);
    // The enterprise exactly on the line has its card; the next one down has none.
    expect((await get<QualityDirInfo>(`dir/info/${String(org.good)}?year=2025`, w.userA)).score.total).toBe(55);
    expect((await call(w, 'GET', `${BASE}/dir/info/${String(org.near)}?year=2025`, w.userA)).body.message).toBe('名录中的企业不存在');
    // The same line set as a score: 55 is in.
    expect((await post('quality/threshold/save', { year: 2025, mode: 'SCORE', value: 55 })).body.statusCode).toBe(200);
    expect((await get<QualityDirInfo>(`dir/info/${String(org.good)}?year=2025`, w.userA)).score.total).toBe(55);
    expect((await post('quality/threshold/save', { year: 2025, mode: 'SCORE', value: 50 })).body.statusCode).toBe(200);
  });

  it('lists in the directory only the enterprises at or above the threshold, filtered, for signed-in users', async () => {
    const dir = await get<QualityDir>('dir?year=2025', w.userB);
    expect(dir.list.map((r) => [r.orgId, r.total, r.rank])).toEqual([
      [org.top, 100, 1],
      [org.good, 55, 2],
    ]);
    expect(dir.total).toBe(2);
    expect(dir.industries).toEqual([EQUIP, IT].sort());
    expect((await get<QualityDir>(`dir?year=2025&industry=${encodeURIComponent(EQUIP)}`)).list.map((r) => r.orgId)).toEqual([org.good]);
    expect((await get<QualityDir>(`dir?search=${encodeURIComponent('云帆')}`)).list.map((r) => r.orgId)).toEqual([org.top]);
    expect((await get<QualityDir>('dir?stage=MATURE')).total).toBe(0);
    // A visitor is asked to sign in; park 2 sees its own park only (its one enterprise, top 20%).
    expect((await call(w, 'GET', `${BASE}/dir`)).http).toBe(401);
    const other = await get<QualityDir>('dir', w.userC, 2);
    expect(other.list.map((r) => r.orgId)).toEqual([w.orgC]);

    // The card: in the directory only.
    const card = await get<QualityDirInfo>(`dir/info/${String(org.good)}?year=2025`, w.userA);
    expect(card.score).toMatchObject({ total: 55, rank: 2, count: 5, percentile: 75, stageLabel: '成长期' });
    expect(card.score.dimensions.map((d) => [d.name, d.score, d.max])).toEqual([
      ['技术创新', 37, 70],
      ['成长经营', 18, 30],
      ['特色指标', 0, 0],
    ]);
    expect(card.org).toMatchObject({ fullname: '杭州精工传动设备有限公司', industryName: EQUIP });
    expect(card.org).not.toHaveProperty('contactPhone');
    const refused = await call(w, 'GET', `${BASE}/dir/info/${String(org.near)}?year=2025`, w.userA);
    expect(refused.body.message).toBe('名录中的企业不存在');
    expect((await call(w, 'GET', `${BASE}/dir/info/${String(org.top)}`, w.userC, undefined, 2)).body.message).toBe('名录中的企业不存在');

    const file = await xlsxRows('dir/export', { year: 2025 }, w.userA);
    expect(file.name).toContain('优质企业名录-2025年度-');
    expect(file.rows.slice(1).map((r) => [r[0], r[1], r[5]])).toEqual([
      [1, '杭州云帆数据科技有限公司', 100],
      [2, '杭州精工传动设备有限公司', 55],
    ]);
  });

  it('keeps in the reserve pool the enterprises within the window under the line, with their gap and the moves that close it', async () => {
    const pool = await get<QualityReserve>('reserve?year=2025');
    expect(pool.gap).toBe(10);
    // 42 is 8 under 50; 35 is 15 under, outside the default window of 10.
    expect(pool.list.map((r) => [r.orgId, r.total, r.gap])).toEqual([[org.near, 42, 8]]);
    const near = pool.list[0]!;
    // By hand, for 研发费用 80, 营业收入 2000, 专利 3 (研发强度 4%):
    // - 研发强度 to >6%: 研发费用 ⌈6.01% × 2000⌉ = 120.2, which also lifts 研发费用 to 100–300:
    //   (100 − 60) × 20% + (50 − 20) × 30% = 8 + 9 = 17;
    // - 研发费用 to 100.01 (研发强度 5%, same band): (50 − 20) × 30% = 9;
    // - 营业收入 to 5000.01: (100 − 60) × 30% = 12, but 研发强度 falls to 1.6% (60 → 20): −8 → 4;
    // - 专利 3 → 4 件: 10 × 20% = 2.
    expect(near.moves.map((m) => [m.code, m.target, m.pointsBefore, m.pointsAfter, m.gain])).toEqual([
      ['rdIntensity', 6.01, 60, 100, 17],
      ['rdExpense', 100.01, 20, 50, 9],
      ['revenue', 5000.01, 60, 100, 4],
      ['patents', 4, 30, 40, 2],
    ]);
    // Together (each figure at the highest asked): 42 + 17 = 59 closes 8 with the first move;
    // 营业收入 5000.01 then brings 研发强度 (120.2 / 5000.01 = 2.4%) down to 20: 55 − 42 = 13; 专利: 15.
    expect(near.moves.map((m) => [m.cumulative, m.closes])).toEqual([
      [17, true],
      [17, false],
      [13, false],
      [15, false],
    ]);
    expect(near.movesNeeded).toBe(1);
    expect(near.moves[0]).toMatchObject({ fromLabel: '3–6%', toLabel: '>6%', weight: 20 });

    // A wider window takes in 35 (gap 15), the closest first; the weak one (31 under) stays out.
    const wide = await get<QualityReserve>('reserve?year=2025&gap=20');
    expect(wide.list.map((r) => [r.orgId, r.gap])).toEqual([
      [org.near, 8],
      [org.far, 15],
    ]);
    // 35: 研发费用 50 → 100.01 (研发强度 12.5%, same band) +9; 营业收入 800 → 1000.01 (研发强度 5%: 100 → 60) +9 − 8 = 1;
    // 专利 0 → 1 件 +2; 研发强度 already top. One by one they add 12, but together 研发费用 100.01 keeps
    // 研发强度 at 10% when 营业收入 rises: 15 + 20 + 2 + 18 = 55, 20 more, which closes 15.
    const far = wide.list[1]!;
    expect(far.moves.map((m) => [m.code, m.gain, m.cumulative, m.closes])).toEqual([
      ['rdExpense', 9, 9, false],
      ['patents', 2, 11, false],
      ['revenue', 1, 20, true],
    ]);
    expect(far.movesNeeded).toBe(3);
    expect((await call(w, 'GET', `${BASE}/reserve?gap=80`, w.admin)).body.statusCode).not.toBe(200);

    const file = await xlsxRows('reserve/export', { year: 2025, gap: 20 });
    expect(file.name).toContain('优质企业后备库-2025年度-');
    expect(file.rows[0]).toEqual(['企业名称', '行业', '名次', '总分', '门槛分数线', '分差', '需提升指标数', '建议提升（按加分从多到少）']);
    expect(file.rows.slice(1).map((r) => [r[0], r[3], r[4], r[5], r[6]])).toEqual([
      ['杭州星火软件有限公司', 42, 50, 8, '1'],
      ['杭州恒力机械制造有限公司', 35, 50, 15, '3'],
    ]);
    expect(String(file.rows[1]![7])).toContain('研发费用占营业收入比例 3–6%→>6% +17分');
    // Operators only, with the permission; park 2's pool is its own.
    expect((await call(w, 'GET', `${BASE}/reserve`, w.userA)).http).toBe(403);
    expect((await get<QualityReserve>('reserve', w.admin2, 2)).list).toEqual([]);
  });

  it('sets an enterprise against its park and its industry, with percentiles and the indicators that stand out', async () => {
    const a = await get<OrgAnalysis>(`organalysis/${String(org.near)}?year=2025`, clerk);
    const r = a.result!;
    expect(r.total).toBe(42);
    // Park: 100, 55, 42, 35, 19 → 3rd, 2 of the 4 others below = 50%, average 50.2.
    expect(r.park).toEqual({ count: 5, rank: 3, percentile: 50, average: 50.2 });
    // Industry 新一代信息技术: 100, 42, 19 → 2nd, 1 of 2 below = 50%, average 53.67.
    expect(r.industry).toEqual({ name: IT, count: 3, rank: 2, percentile: 50, average: 53.67 });
    const tech = r.dimensions.find((d) => d.dimension === 'TECH')!;
    // TECH: near 6 + 12 + 6 = 24; industry (70 + 24 + 10) / 3 = 34.67; park (70 + 37 + 24 + 26 + 10) / 5 = 33.4.
    expect([tech.score, tech.max, tech.industryAverage, tech.parkAverage]).toEqual([24, 70, 34.67, 33.4]);
    const rd = r.indicators.find((i) => i.code === 'rdExpense')!;
    // Points of 研发费用 in the industry: 100, 20, 20 → 46.67.
    expect([rd.value, rd.points, rd.industryAverage, rd.diff]).toEqual([80, 20, 46.67, -26.67]);
    expect(r.weaknesses).toContain('研发费用总额：80万元，得20分，同行业平均46.67分');
    expect(r.summary).toBe(
      '杭州星火软件有限公司2025年度创新积分42分，园区第3名（共5家，超过50%的企业），比园区平均低8.2分；在新一代信息技术3家企业中排第2名，比行业平均低11.67分。',
    );
    // The weak one's percentile in its industry: nobody below.
    const weak = await get<OrgAnalysis>(`organalysis/${String(org.weak)}`);
    expect(weak.result!.industry).toMatchObject({ rank: 3, percentile: 0 });
    // Another park's enterprise does not exist here; an enterprise without a score has no result.
    expect((await call(w, 'GET', `${BASE}/organalysis/${String(w.orgC)}`, w.admin)).body.message).toBe('企业不存在');
    expect((await get<OrgAnalysis>(`organalysis/${String(w.orgB)}`)).result).toBeNull();
  });

  it('records achievements with checks, lists them with approved declarations and totals, and exports them', async () => {
    const save = (body: Record<string, unknown>, user: TestUser = w.admin, tenant: 1 | 2 = 1) =>
      post('achievement/save', body, user, tenant);
    const loan = { orgId: org.top, type: 'LOAN', amount: 500, date: '2025-11-03', note: '杭州银行科技支行创新积分贷' };
    expect((await save({ ...loan, amount: null })).body.message).toBe('请填写积分贷的金额（万元），应大于0');
    expect((await save({ ...loan, date: '2025-02-30' })).body.message).toBe('日期无效，请按 年-月-日 填写');
    expect((await save({ ...loan, date: '2999-01-01' })).body.message).toBe('日期不能晚于今天');
    expect((await save({ ...loan, orgId: w.orgC })).body.message).toBe('请选择本园区的企业');
    expect((await save({ ...loan, type: 'GIFT' })).body.statusCode).not.toBe(200);
    // The reads' holders cannot enter them; enterprises cannot either.
    expect((await save(loan, clerk)).body.message).toBe(NO_PERMISSION);
    expect((await save(loan, w.userA)).http).toBe(403);

    const first = await save(loan);
    expect(first.body.statusCode).toBe(200);
    const cultivation = await save({ orgId: org.near, type: 'CULTIVATE', amount: null, date: '2026-01-15', note: '入选高新技术企业培育库' });
    expect(cultivation.body.statusCode).toBe(200);
    // Edited: the amount changes; another park cannot touch it.
    expect((await save({ ...loan, id: first.body.data.id, amount: 600 })).body.statusCode).toBe(200);
    expect((await save({ ...loan, orgId: w.orgC, id: first.body.data.id }, w.admin2, 2)).body.message).toBe('成果记录不存在');

    // An approved declaration of a scored enterprise counts as 政策扶持 (landed 30 of 45 applied); a
    // declaration still in review and one of an enterprise without a score do not.
    const policy = await insertTestPolicy(w.db, 1, '研发费用补助政策');
    const now = nowIso();
    const { id: item } = await w.db
      .insertInto('policy_apply_items')
      .values({ tenant_id: 1, policy_id: policy, name: '研发补助', description: '', auto_grant: 0, indexnumber: 1, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: declaration } = await w.db
      .insertInto('declarations')
      .values({
        tenant_id: 1,
        policy_id: policy,
        apply_item_id: item,
        title: '2025年度研发费用补助申报',
        name: '研发补助',
        start_date: '2025-03-01',
        end_date: '2025-06-30',
        dept: '科技局',
        phone: '0571-87702100',
        content: '',
        creator_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const apply = async (orgId: number, state: 'PASS' | 'TOAUDIT', amount: number) =>
      (
        await w.db
          .insertInto('declare_applications')
          .values({
            tenant_id: 1,
            declaration_id: declaration,
            org_id: orgId,
            user_id: null,
            state,
            contact_name: '李工',
            contact_phone: '13900000000',
            project_name: '工业数据平台研发',
            project_summary: '',
            amount_applied: amount,
            revenue: null,
            rd_expense: null,
            employees: null,
            remark: '',
            reason: '',
            submitted_at: now,
            audited_at: state === 'PASS' ? '2025-08-10T02:00:00.000Z' : null,
            auditor_id: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const passed = await apply(org.good, 'PASS', 45);
    await apply(org.far, 'TOAUDIT', 20);
    await apply(w.orgB, 'PASS', 80);
    await w.db
      .insertInto('declare_landings')
      .values({ tenant_id: 1, application_id: passed, amount: 30, landed_on: '2025-09-01', note: '', attachment_id: null, recorder_id: null, created_at: now, updated_at: now })
      .execute();

    const list = await get<AchievementList>('achievement/list', clerk);
    expect(list.list.map((a) => [a.source, a.fullname, a.typeLabel, a.amount, a.date])).toEqual([
      ['ENTERED', '杭州星火软件有限公司', '培育入库', null, '2026-01-15'],
      ['ENTERED', '杭州云帆数据科技有限公司', '积分贷', 600, '2025-11-03'],
      ['DECLARE', '杭州精工传动设备有限公司', '政策扶持', 30, '2025-09-01'],
    ]);
    expect(list.list[2]!).toMatchObject({ id: null, note: '2025年度研发费用补助申报：工业数据平台研发（已兑现）', total: 55 });
    expect(list.totals).toMatchObject({ count: 3, amount: 630, orgCount: 3 });
    expect(list.totals.byType.map((t) => [t.typeLabel, t.count, t.amount])).toEqual([
      ['积分贷', 1, 600],
      ['政策扶持', 1, 30],
      ['培育入库', 1, 0],
      ['其他', 0, 0],
    ]);
    const loans = await get<AchievementList>('achievement/list?type=LOAN&year=2025');
    expect([loans.total, loans.totals.amount]).toEqual([1, 600]);
    expect((await get<AchievementList>('achievement/list?source=DECLARE')).list.map((a) => a.key)).toEqual([`D${String(passed)}`]);
    expect((await get<AchievementList>('achievement/list', w.admin2, 2)).total).toBe(0);

    const file = await xlsxRows('achievement/export', { type: '' });
    expect(file.name).toContain(`积分应用成果-${parkToday().replaceAll('-', '')}`);
    expect(file.rows.slice(1).map((r) => [r[0], r[1], r[2], r[4]])).toEqual([
      // No amount is an empty cell.
      ['杭州星火软件有限公司', '培育入库', undefined, '运营登记'],
      ['杭州云帆数据科技有限公司', '积分贷', 600, '运营登记'],
      ['杭州精工传动设备有限公司', '政策扶持', 30, '政策申报'],
    ]);

    // Deleted by its park only, with the permission.
    const remove = (id: number, user: TestUser, tenant: 1 | 2 = 1) =>
      call(w, 'DELETE', `${BASE}/achievement/delete/${String(id)}`, user, undefined, tenant);
    expect((await remove(first.body.data.id, clerk)).body.message).toBe(NO_PERMISSION);
    expect((await remove(first.body.data.id, w.admin2, 2)).body.message).toBe('成果记录不存在');
    expect((await remove(first.body.data.id, w.committee)).body.statusCode).toBe(200);
    expect((await get<AchievementList>('achievement/list')).totals).toMatchObject({ count: 2, amount: 30 });
  });
});
