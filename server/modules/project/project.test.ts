import { beforeAll, expect, it } from 'vitest';
import type {
  ProjectChangeView,
  ProjectDetailView,
  ProjectRowItem,
  ProjectTargets,
} from '../../../common/project/contract.js';
import { nowIso } from '../../lib/clock.js';
import { parkToday } from '../../lib/park-time.js';
import { call, describeWorld, okData, staffOperator, type TestUser } from '../../testing/world.js';

const BASE = '/api/dpboot/project';
const TODAY = parkToday();
const YEAR = Number(TODAY.slice(0, 4));
const daysAgo = (n: number) => new Date(Date.parse(TODAY) - n * 86_400_000).toISOString().slice(0, 10);

type Page = { list: ProjectRowItem[]; total: number };

describeWorld('projects (%s)', (w) => {
  let economic: number;
  let planning: number;
  /** A DEPT-scoped clerk of 经济发展局 who may manage, and an approver with the whole park. */
  let clerk: TestUser;
  let approver: TestUser;
  const ids: Record<string, number> = {};

  async function dept(name: string) {
    const row = await w.db
      .insertInto('departments')
      .values({ tenant_id: 1, name, parent_id: null, sort: 0, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  async function project(
    tenant: number,
    name: string,
    deptId: number | null,
    extra: Record<string, unknown> = {},
  ) {
    const row = await w.db
      .insertInto('projects')
      .values({
        tenant_id: tenant,
        name,
        investor: `${name}投资方`,
        industry: '高端装备',
        area: '东区',
        investment: 10000,
        stage: 'SIGN',
        sign_date: daysAgo(100),
        begin_plan: daysAgo(-30),
        begin_date: null,
        produce_plan: daysAgo(-300),
        produce_date: null,
        dept_id: deptId,
        target_year: YEAR,
        target_stage: 'BEGIN',
        description: '',
        created_at: nowIso(),
        updated_at: nowIso(),
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = row.id;
    return row.id;
  }

  beforeAll(async () => {
    economic = await dept('经济发展局');
    planning = await dept('规划建设局');
    await project(1, '电驱系统项目', economic);
    await project(1, '芯片封测项目', economic);
    await project(1, '数据中心项目', planning, { begin_plan: daysAgo(10) });
    await project(2, '苏州纳米项目', null);
    clerk = await staffOperator(w, {
      name: '经发局项目专员',
      permissions: ['project.view', 'project.manage'],
      dataScope: 'DEPT',
      deptId: economic,
    });
    approver = await staffOperator(w, { name: '分管领导', permissions: ['project.view', 'project.approve'] });
  });

  const list = (query: string, user = w.admin) =>
    okData<Page>(w, 'GET', `${BASE}/list?size=50&${query}`, user);
  const names = (page: Page) => page.list.map((p) => p.name).sort();
  const move = (id: number, body: Record<string, unknown>, user = w.admin) =>
    call<ProjectRowItem>(w, 'POST', `${BASE}/stage/${String(id)}`, user, body);

  it('lists each stage apart; a move to 开工 leaves 签约 and appears under 开工 with its date', async () => {
    expect(names(await list('stage=SIGN'))).toEqual(['数据中心项目', '电驱系统项目', '芯片封测项目']);
    const moved = await move(ids['电驱系统项目']!, {
      stage: 'BEGIN',
      date: daysAgo(2),
      evidence: '取得施工许可证，主体工程开工',
    });
    expect(moved.body).toMatchObject({ statusCode: 200, data: { stage: 'BEGIN', beginDate: daysAgo(2) } });
    expect(names(await list('stage=SIGN'))).toEqual(['数据中心项目', '芯片封测项目']);
    expect((await list('stage=BEGIN')).list.map((p) => [p.name, p.beginDate])).toEqual([
      ['电驱系统项目', daysAgo(2)],
    ]);
    const detail = await okData<ProjectDetailView>(
      w,
      'GET',
      `${BASE}/detail/${String(ids['电驱系统项目']!)}`,
      w.admin,
    );
    expect(detail.events[0]).toMatchObject({
      kind: 'STAGE',
      stage: 'BEGIN',
      text: '取得施工许可证，主体工程开工',
    });
  });

  it('refuses skipping 开工 without a reason, a move back, a future or earlier date, and no evidence', async () => {
    const id = ids['芯片封测项目']!;
    const refused = async (body: Record<string, unknown>) => (await move(id, body)).body.message;
    expect(await refused({ stage: 'PRODUCE', date: daysAgo(1), evidence: '试生产' })).toBe(
      '跳过开工阶段须说明原因（不少于5个字）',
    );
    expect(await refused({ stage: 'BEGIN', date: daysAgo(-1), evidence: '开工' })).toBe(
      '开工日期不能晚于今天',
    );
    expect(await refused({ stage: 'BEGIN', date: daysAgo(200), evidence: '开工' })).toBe(
      `开工日期不能早于签约日期（${daysAgo(100)}）`,
    );
    expect(await refused({ stage: 'BEGIN', date: daysAgo(1), evidence: ' ' })).toContain('请填写开工依据');
    expect(await refused({ stage: 'SIGN', date: daysAgo(1), evidence: '签约' })).toBe(
      '项目已处于签约阶段，只能推进到后续阶段',
    );
    expect((await list('stage=SIGN')).list.map((p) => p.name)).toContain('芯片封测项目');
    const skipped = await move(id, {
      stage: 'PRODUCE',
      date: daysAgo(1),
      evidence: '首批产品下线',
      reason: '租用标准厂房，无需新建土建工程',
    });
    expect(skipped.body.data).toMatchObject({ stage: 'PRODUCE', beginDate: null, produceDate: daysAgo(1) });
  });

  it('keeps a DEPT operator to the department’s projects, for lists, details and moves alike', async () => {
    expect(names(await list('', clerk))).toEqual(['电驱系统项目', '芯片封测项目']);
    expect(names(await list('own=true', clerk))).toEqual(['电驱系统项目', '芯片封测项目']);
    expect((await list('own=true')).total).toBe(0);
    const other = ids['数据中心项目']!;
    expect((await call(w, 'GET', `${BASE}/detail/${String(other)}`, clerk)).body.message).toBe('项目不存在');
    expect(
      (await move(other, { stage: 'BEGIN', date: daysAgo(1), evidence: '开工' }, clerk)).body.message,
    ).toBe('项目不存在');
    // The other park's project is nobody's here.
    expect(
      (await call(w, 'GET', `${BASE}/detail/${String(ids['苏州纳米项目']!)}`, w.admin)).body.message,
    ).toBe('项目不存在');
    expect((await list('behind=true')).list.map((p) => p.name)).toEqual(['数据中心项目']);
  });

  it('applies a change once someone else approves it; refusing needs a note', async () => {
    const id = ids['数据中心项目']!;
    const asked = await okData<ProjectChangeView>(w, 'POST', `${BASE}/change/${String(id)}`, w.admin, {
      item: 'beginPlan',
      after: daysAgo(-60),
      why: '受土地征收进度影响，开工顺延',
    });
    expect(asked).toMatchObject({
      status: 'PENDING',
      before: daysAgo(10),
      after: daysAgo(-60),
      mayDecide: false,
    });
    const again = await call(w, 'POST', `${BASE}/change/${String(id)}`, w.admin, {
      item: 'beginPlan',
      after: daysAgo(-90),
      why: '再次顺延开工时间',
    });
    expect(again.body.message).toBe('该项目的计划开工日期已有待审批的变更申请');
    expect((await okData<{ PENDING: number }>(w, 'GET', `${BASE}/change/counts`, approver)).PENDING).toBe(1);
    const self = await call(w, 'POST', `${BASE}/change/decide/${String(asked.id)}`, w.admin, {
      approve: true,
    });
    expect(self.body.message).toBe('不能审批本人提交的变更申请');
    const noNote = await call(w, 'POST', `${BASE}/change/decide/${String(asked.id)}`, approver, {
      approve: false,
    });
    expect(noNote.body.message).toBe('不批准时请填写审批意见');
    const ok = await okData<ProjectChangeView>(
      w,
      'POST',
      `${BASE}/change/decide/${String(asked.id)}`,
      approver,
      { approve: true },
    );
    expect(ok).toMatchObject({ status: 'APPROVED', decidedBy: '分管领导', mayDecide: false });
    const row = (await list('search=数据中心')).list[0]!;
    expect(row).toMatchObject({ beginPlan: daysAgo(-60), behind: false });
  });

  it('counts this year’s targets by stage against what reached it', async () => {
    const t = await okData<ProjectTargets>(w, 'GET', `${BASE}/targets?year=${String(YEAR)}`, w.admin);
    // Three 开工 targets: 电驱 began this year (if its day is this year), 芯片 skipped it, 数据中心 not yet.
    const beganThisYear = daysAgo(2).startsWith(String(YEAR)) ? 1 : 0;
    expect(t.park.BEGIN).toMatchObject({ target: 3, done: beganThisYear });
    expect(t.depts.map((d) => d.deptName)).toEqual(
      ['经济发展局', '规划建设局'].sort((a, b) => a.localeCompare(b, 'zh-CN')),
    );
  });
});
