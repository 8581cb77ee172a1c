import { beforeAll, expect, it } from 'vitest';
import type { AppealAnalysis, AppealCounts, AppealListItem } from '../../../common/appeal/contract.js';
import { nowIso } from '../../lib/clock.js';
import { SessionRepo } from '../../plugins/session-repo.js';
import { describeBuilt, okData, send, testPhone } from '../../testing/world.js';
import type { TestUser } from '../../testing/fixtures.js';
import { appealFields, BASE, buildWorld, call, EXPORT, filed, ledgerRows } from './test-helpers.js';

type Page = { list: AppealListItem[]; total: number };

/**
 * The operators' data scope on appeals (common/appeal/README.md): an appeal is an operator's when
 * it is with a department the scope covers or was acted on by the staff it covers; the intake
 * queue (待受理, no department: 甲公司停车位不足, 乙公司用电增容) is every appeal.handle holder's.
 */
describeBuilt('appeal data scope (%s)', buildWorld, (w) => {
  /** 企业服务局 with its section 企业服务科 under it; 规划建设局 beside them. */
  let bureau: number;
  let section: number;
  let planning: number;
  /** DEPT_AND_BELOW and DEPT in the bureau, SELF in the section. */
  let below: TestUser;
  let dept: TestUser;
  let self: TestUser;
  let ids: Record<'inBureau' | 'inSection' | 'inPlanning' | 'waiting' | 'selfFiled' | 'park2', number>;

  const titles = (page: Page) => page.list.map((a) => a.title).sort();
  const list = async (user: TestUser, query = '') => (await call<Page>(w, 'GET', `${BASE}/list?size=50&${query}`, user)).body.data;
  const snapshot = async (id: number) => ({
    appeal: await w.db.selectFrom('appeals').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    events: await w.db.selectFrom('appeal_events').selectAll().where('appeal_id', '=', id).orderBy('id').execute(),
  });
  const exportTitles = async (user: TestUser, payload: Record<string, unknown>) => {
    const rows = (await ledgerRows(await send(w, 'POST', EXPORT, user, payload))).slice(1);
    return rows.map((r) => String(r[1])).sort();
  };

  beforeAll(async () => {
    bureau = w.depts[1]['企业服务局']!;
    planning = w.depts[1]['规划建设局']!;
    section = (
      await w.db
        .insertInto('departments')
        .values({ tenant_id: 1, name: '企业服务科', parent_id: bureau, sort: 1, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const role = (dataScope: string) =>
      okData<{ id: number }>(w, 'POST', '/api/dpboot/system/role/save', w.admin, {
        rolename: `诉求岗${dataScope}`,
        description: '',
        dataScope,
        permissions: ['appeal.handle', 'appeal.analyse'],
      });
    const operator = async (name: string, deptId: number, dataScope: string): Promise<TestUser> => {
      const { id } = await okData<{ id: number }>(w, 'POST', '/api/dpboot/system/operator/save', w.admin, {
        name,
        phone: testPhone(),
        roleIds: [(await role(dataScope)).id],
        deptId,
        postId: null,
      });
      return { id, token: await new SessionRepo(w.db).create(1, id) };
    };
    below = await operator('局里下级', bureau, 'DEPT_AND_BELOW');
    dept = await operator('局里本部门', bureau, 'DEPT');
    self = await operator('科里本人', section, 'SELF');

    const file = (title: string, category = 'INFRA') => filed(w, w.userA, { fields: appealFields({ title, category }) });
    ids = {
      inBureau: await file('甲公司政策兑现咨询', 'POLICY'),
      inSection: await file('甲公司申报材料辅导'),
      inPlanning: await file('甲公司门前道路破损'),
      waiting: await file('甲公司停车位不足'),
      // The section's officer files one for enterprise B (代企业提交).
      selfFiled: await filed(w, self, { fields: appealFields({ title: '乙公司用电增容', orgId: String(w.orgB) }) }),
      park2: await filed(w, w.userC, { tenant: 2, fields: appealFields({ title: '苏州园区的诉求' }) }),
    };
    const assign = (id: number, departmentId: number) =>
      okData(w, 'POST', `${BASE}/assign/${id}`, w.admin, { departmentId });
    await assign(ids.inBureau, bureau);
    await assign(ids.inSection, section);
    await assign(ids.inPlanning, planning);
  });

  const INTAKE = ['乙公司用电增容', '甲公司停车位不足'];

  it('ALL sees every appeal of the park; DEPT_AND_BELOW its departments and their staff’s; DEPT its own; SELF what it acted on; each the intake', async () => {
    expect((await list(w.admin)).total).toBe(5);
    expect(titles(await list(below))).toEqual([...INTAKE, '甲公司政策兑现咨询', '甲公司申报材料辅导'].sort());
    expect(titles(await list(dept))).toEqual([...INTAKE, '甲公司政策兑现咨询'].sort());
    expect(titles(await list(self))).toEqual(INTAKE);
    // Filters narrow within the scope, never widen it.
    expect(titles(await list(below, `departmentId=${planning}`))).toEqual([]);
    expect(titles(await list(below, 'states=SUBMITTED'))).toEqual(INTAKE);
  });

  it('keeps the intake to the intake permission: the figures of appeal.analyse alone leave it out', async () => {
    const { id: roleId } = await okData<{ id: number }>(w, 'POST', '/api/dpboot/system/role/save', w.admin, {
      rolename: '诉求统计岗',
      description: '',
      dataScope: 'SELF',
      permissions: ['appeal.analyse'],
    });
    const { id } = await okData<{ id: number }>(w, 'POST', '/api/dpboot/system/operator/save', w.admin, {
      name: '统计员',
      phone: testPhone(),
      roleIds: [roleId],
      deptId: section,
      postId: null,
    });
    const analyst = { id, token: await new SessionRepo(w.db).create(1, id) };
    expect((await call<AppealAnalysis>(w, 'GET', `${BASE}/analyse`, analyst)).body.data.total).toBe(0);
    expect((await call(w, 'GET', `${BASE}/detail/${ids.waiting}`, analyst)).body.statusCode).toBe(404);
  });

  it('counts the tabs within the scope', async () => {
    const counts = async (user: TestUser) => (await call<AppealCounts>(w, 'GET', `${BASE}/counts`, user)).body.data;
    expect(await counts(w.admin)).toMatchObject({ total: 5, SUBMITTED: 2, ASSIGNED: 3 });
    expect(await counts(below)).toMatchObject({ total: 4, SUBMITTED: 2, ASSIGNED: 2 });
    expect(await counts(dept)).toMatchObject({ total: 3, SUBMITTED: 2, ASSIGNED: 1 });
    expect(await counts(self)).toMatchObject({ total: 2, SUBMITTED: 2, ASSIGNED: 0 });
  });

  it('answers a detail outside the scope as a missing appeal', async () => {
    expect((await call(w, 'GET', `${BASE}/detail/${ids.inSection}`, below)).body.statusCode).toBe(200);
    const missing = await call(w, 'GET', `${BASE}/detail/999999`, below);
    expect(missing.body).toMatchObject({ statusCode: 404, message: '诉求不存在' });
    expect((await call(w, 'GET', `${BASE}/detail/${ids.waiting}`, self)).body.statusCode).toBe(200);
    for (const id of [ids.inPlanning, ids.park2]) {
      const res = await call(w, 'GET', `${BASE}/detail/${id}`, below);
      expect([id, res.http, res.body]).toEqual([id, missing.http, missing.body]);
    }
    expect((await call(w, 'GET', `${BASE}/detail/${ids.inSection}`, dept)).body).toEqual(missing.body);
    expect((await call(w, 'GET', `${BASE}/detail/${ids.inBureau}`, self)).body).toEqual(missing.body);
  });

  it('refuses every step on an appeal outside the scope as not found, changing nothing', async () => {
    const steps: Array<[string, number, Record<string, unknown>]> = [
      ['assign', ids.inPlanning, { departmentId: bureau }],
      ['progress', ids.inPlanning, { note: '已联系企业了解情况' }],
      ['reply', ids.inPlanning, { content: '已安排施工队修复路面。' }],
      ['close', ids.inPlanning, { reason: '企业已确认解决' }],
    ];
    const missing = await call(w, 'POST', `${BASE}/reply/999999`, below, { content: '已安排施工队修复路面。' });
    expect(missing.body).toMatchObject({ statusCode: 404, message: '诉求不存在' });
    for (const [step, id, body] of steps) {
      const before = await snapshot(id);
      const res = await call(w, 'POST', `${BASE}/${step}/${id}`, below, body);
      expect([step, id, res.http, res.body]).toEqual([step, id, missing.http, missing.body]);
      expect(await snapshot(id)).toEqual(before);
    }
    // DEPT does not reach the section below; SELF not even its own department's queue.
    const before = await snapshot(ids.inSection);
    expect((await call(w, 'POST', `${BASE}/progress/${ids.inSection}`, dept, { note: '已电话联系' })).body.statusCode).toBe(404);
    expect((await call(w, 'POST', `${BASE}/progress/${ids.inSection}`, self, { note: '已电话联系' })).body.statusCode).toBe(404);
    expect(await snapshot(ids.inSection)).toEqual(before);
  });

  it('lets the scope act on its own; what the department’s staff acted on stays in its view, a 转办 out included', async () => {
    const moved = await call(w, 'POST', `${BASE}/assign/${ids.inBureau}`, dept, { departmentId: planning, note: '属规划建设局职责' });
    expect(moved.body.statusCode).toBe(200);
    // Still the bureau's: its officer handed it on.
    expect(titles(await list(dept))).toEqual([...INTAKE, '甲公司政策兑现咨询'].sort());
    expect(titles(await list(below))).toContain('甲公司政策兑现咨询');
    // A bureau officer notes progress on the section's appeal: the bureau (DEPT) now sees it too.
    expect((await call(w, 'POST', `${BASE}/progress/${ids.inSection}`, below, { note: '已上门辅导' })).body.statusCode).toBe(200);
    expect(titles(await list(dept))).toEqual([...INTAKE, '甲公司政策兑现咨询', '甲公司申报材料辅导'].sort());
    expect((await call(w, 'GET', `${BASE}/detail/${ids.inBureau}`, dept)).body.statusCode).toBe(200);
  });

  it('exports only the scope’s appeals, the selected ones included', async () => {
    expect(await exportTitles(below, {})).toEqual(titles(await list(below)));
    expect(await exportTitles(self, {})).toEqual(INTAKE);
    expect(await exportTitles(below, { ids: [ids.inPlanning, ids.waiting, ids.inSection] })).toEqual(['甲公司停车位不足', '甲公司申报材料辅导']);
    expect(await exportTitles(w.admin, { ids: [ids.inPlanning, ids.waiting, ids.inSection] })).toEqual(
      ['甲公司门前道路破损', '甲公司停车位不足', '甲公司申报材料辅导'].sort(),
    );
  });

  it('analyses the scope’s appeals only', async () => {
    const analysis = async (user: TestUser) => (await call<AppealAnalysis>(w, 'GET', `${BASE}/analyse`, user)).body.data;
    expect((await analysis(w.admin)).total).toBe(5);
    const mine = await analysis(self);
    expect(mine.total).toBe(2);
    expect(mine.byState.find((s) => s.key === 'SUBMITTED')!.count).toBe(2);
    const section = await analysis(below);
    expect(section.total).toBe((await list(below)).total);
    expect(section.byDepartment.map((d) => d.name).sort()).toEqual(['企业服务科', '规划建设局']);
  });
});
