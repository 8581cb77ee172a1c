import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type { ItemRow, RoundRow } from '../../../common/scene/collect.js';
import type { AbilityRow, OppRow } from '../../../common/scene/contract.js';
import { parkToday } from '../../lib/park-time.js';
import { call, describeWorld, okData, staffOperator, type TestUser, type World } from '../../testing/world.js';

const BASE = '/api/dpboot/scene';
type Page<T> = { list: T[]; total: number };
const later = (days: number) => parkToday(Date.now(), -days);

const opp = {
  title: '智能工厂产线视觉质检',
  industry: '智能制造',
  ownerUnit: '园区精密部件制造企业联合体',
  needs: '冲压件表面缺陷人工目检漏检率高，需要在线视觉质检方案。',
  budgetMin: 80,
  budgetMax: 200,
  deadline: later(30),
  contactName: '王磊',
  contactPhone: '13912345678',
};
const ability = (orgId: number) => ({
  orgId,
  title: '工业视觉缺陷检测',
  field: '智能制造',
  summary: '自研深度学习缺陷检测算法，可离线部署于产线工控机。',
  cases: '为某汽车零部件企业部署 16 条产线在线检测。',
  contactName: '陈思远',
  contactPhone: '13812345678',
});
const round = { title: '年度智能制造应用场景征集', intro: '面向园区企业征集智能制造领域的场景需求与解决方案。', startDate: later(-5), endDate: later(40), fields: ['智能制造', '智慧能源'] };

const inbox = async (w: World, user: TestUser) =>
  (await okData<Page<{ title: string; content?: string }>>(w, 'GET', '/api/dpboot/message/my/list?kind=NOTICE', user)).list.map((m) => m.title);

describeWorld('应用场景: opportunities, capabilities and collection rounds (%s)', (w) => {
  let abilityOnly: TestUser;

  beforeAll(async () => {
    abilityOnly = await staffOperator(w, { name: '场景能力专员', permissions: ['scene.ability'] });
  });

  it('reviews an opportunity: a reason to return it, an edit back to review, then published', async () => {
    expect((await call(w, 'POST', `${BASE}/opp/save`, w.committee, { ...opp, budgetMax: 50 })).body).toMatchObject({ statusCode: 400, message: '预算上限不能低于预算下限' });
    expect((await call(w, 'POST', `${BASE}/opp/save`, w.committee, { ...opp, deadline: later(-1) })).body).toMatchObject({ statusCode: 400, message: '截止日期不能早于今天' });
    expect((await call(w, 'POST', `${BASE}/opp/save`, w.committee, { ...opp, title: '质检' })).body.statusCode).toBe(400);
    const saved = await okData<{ id: number; status: string }>(w, 'POST', `${BASE}/opp/save`, w.committee, opp);
    expect(saved.status).toBe('CHECK');
    const id = String(saved.id);
    // Not an operator of the kind: 403, whether an enterprise or a staff member without scene.opp.
    expect((await call(w, 'POST', `${BASE}/opp/approve/${id}`, w.userA)).body.statusCode).toBe(403);
    expect((await call(w, 'GET', `${BASE}/opp/list`, abilityOnly)).body.statusCode).toBe(403);
    expect((await call(w, 'POST', `${BASE}/opp/reject/${id}`, w.admin, {})).body.statusCode).toBe(400);
    await okData(w, 'POST', `${BASE}/opp/reject/${id}`, w.admin, { reason: '预算区间与建设内容不匹配' });
    expect(await inbox(w, w.committee)).toContain(`场景机会审核不通过：${opp.title}`);
    expect((await call(w, 'POST', `${BASE}/opp/approve/${id}`, w.admin)).body).toMatchObject({ statusCode: 409, message: '该场景机会已审核不通过' });
    const edited = await okData<{ status: string }>(w, 'POST', `${BASE}/opp/save`, w.committee, { ...opp, id: saved.id, budgetMin: 0, budgetMax: 0 });
    expect(edited.status).toBe('CHECK');
    await okData(w, 'POST', `${BASE}/opp/approve/${id}`, w.admin);
    const listed = await okData<Page<OppRow>>(w, 'GET', `${BASE}/opp/list?status=JOINT&industry=智能制造`, w.admin);
    expect(listed.list.map((o) => [o.title, o.budget, o.reason, o.expired])).toEqual([[opp.title, '面议', '', false]]);
    expect((await call(w, 'DELETE', `${BASE}/opp/delete/${id}`, w.admin)).body).toMatchObject({ statusCode: 409, message: '已发布的场景机会不能删除，请先下架' });
    const history = await okData<{ action: string }[]>(w, 'GET', `${BASE}/opp/history/${id}`, w.admin);
    expect(history.map((h) => h.action)).toEqual(['CREATE', 'RETURN', 'RESUBMIT', 'APPROVE']);
    expect(await okData<Record<string, number>>(w, 'GET', `${BASE}/opp/counts`, w.admin)).toMatchObject({ JOINT: 1, CHECK: 0, total: 1 });
  });

  it('records an enterprise capability for it, tells its members of the review, and keeps each park apart', async () => {
    expect((await call(w, 'POST', `${BASE}/ability/save`, abilityOnly, ability(w.orgC))).body).toMatchObject({ statusCode: 404, message: '企业不存在' });
    const { id } = await okData<{ id: number; status: string }>(w, 'POST', `${BASE}/ability/save`, abilityOnly, ability(w.orgA));
    expect((await call(w, 'POST', `${BASE}/ability/back/${String(id)}`, abilityOnly, { reason: '' })).body.statusCode).toBe(400);
    await okData(w, 'POST', `${BASE}/ability/back/${String(id)}`, abilityOnly, { reason: '请补充典型案例的实施时间与成效' });
    expect(await inbox(w, w.userA2)).toContain('场景能力退回修改：工业视觉缺陷检测');
    expect(await inbox(w, w.userB)).not.toContain('场景能力退回修改：工业视觉缺陷检测');
    await okData(w, 'POST', `${BASE}/ability/save`, abilityOnly, { ...ability(w.orgA), id, cases: '2025 年为某汽车零部件企业部署 16 条产线，漏检率降至 0.05%。' });
    expect((await call(w, 'POST', `${BASE}/ability/save`, abilityOnly, { ...ability(w.orgB), id })).body.statusCode).toBe(400);
    const passed = await okData<{ status: string }>(w, 'POST', `${BASE}/ability/pass/${String(id)}`, abilityOnly);
    expect(passed.status).toBe('PASS');
    const list = await okData<Page<AbilityRow>>(w, 'GET', `${BASE}/ability/list?search=甲科技`, abilityOnly);
    expect(list.list.map((a) => [a.orgName, a.status])).toEqual([['杭州甲科技有限公司', 'PASS']]);
    // Park 2 sees none of park 1's, and cannot act on one.
    expect((await okData<Page<AbilityRow>>(w, 'GET', `${BASE}/ability/list`, w.admin2, undefined, 2)).total).toBe(0);
    expect((await call(w, 'GET', `${BASE}/ability/detail/${String(id)}`, w.admin2, undefined, 2)).body.statusCode).toBe(404);
    expect((await call(w, 'POST', `${BASE}/ability/offline/${String(id)}`, w.admin2, { reason: '企业信息不一致' }, 2)).body.statusCode).toBe(404);
    expect((await call(w, 'GET', `${BASE}/item/list`, abilityOnly)).body.statusCode).toBe(403);
  });

  it('runs a collection round: items of its fields only, reviewed one by one, closed once none waits, exported', async () => {
    expect((await call(w, 'POST', `${BASE}/round/save`, w.committee, { ...round, endDate: later(-10) })).body).toMatchObject({ statusCode: 400, message: '截止日期不能早于开始日期' });
    const { id: roundId } = await okData<{ id: number }>(w, 'POST', `${BASE}/round/save`, w.committee, round);
    const item = { roundId, orgId: w.orgB, kind: 'NEED', title: '注塑车间能耗分项计量', field: '智慧能源', content: '车间 40 台注塑机能耗不透明，希望按机台分项计量。', contactName: '周婷', contactPhone: '13700001111' };
    expect((await call(w, 'POST', `${BASE}/item/save`, w.committee, { ...item, field: '智慧医疗' })).body).toMatchObject({ statusCode: 400, message: `征集“${round.title}”不含“智慧医疗”领域` });
    const a = await okData<{ id: number }>(w, 'POST', `${BASE}/item/save`, w.committee, item);
    const b = await okData<{ id: number }>(w, 'POST', `${BASE}/item/save`, w.committee, { ...item, orgId: w.orgA, kind: 'ABILITY', title: '产线能耗在线监测方案' });
    expect((await call(w, 'POST', `${BASE}/round/save`, w.committee, { ...round, id: roundId, fields: ['智能制造'] })).body.statusCode).toBe(400);
    expect((await call(w, 'POST', `${BASE}/round/close/${String(roundId)}`, w.committee)).body).toMatchObject({ statusCode: 409, message: '尚有2条征集内容待审核，审核后才能结束征集' });
    expect((await call(w, 'POST', `${BASE}/item/fail/${String(a.id)}`, w.committee, {})).body.statusCode).toBe(400);
    await okData(w, 'POST', `${BASE}/item/pass/${String(a.id)}`, w.committee);
    await okData(w, 'POST', `${BASE}/item/batch`, w.committee, { action: 'FAIL', ids: [b.id], reason: '提交内容与征集领域不符' });
    expect(await inbox(w, w.userA)).toContain('征集内容审核不通过：产线能耗在线监测方案');
    const received = await okData<Page<ItemRow>>(w, 'GET', `${BASE}/item/list?roundId=${String(roundId)}`, w.committee);
    expect(received.list.map((i) => [i.title, i.status, i.roundTitle]).sort()).toEqual([
      ['注塑车间能耗分项计量', 'PASS', round.title],
      ['产线能耗在线监测方案', 'FAIL', round.title],
    ].sort());
    const closed = await okData<RoundRow>(w, 'POST', `${BASE}/round/close/${String(roundId)}`, w.committee);
    expect(closed).toMatchObject({ status: 'CLOSED', received: 2, pending: 0, passed: 1 });
    expect((await call(w, 'POST', `${BASE}/item/save`, w.committee, item)).body).toMatchObject({ statusCode: 409, message: `征集“${round.title}”已结束，不能再录入或修改` });
    expect((await okData<Page<RoundRow>>(w, 'GET', `${BASE}/round/list`, w.admin2, undefined, 2)).total).toBe(0);

    const res = await w.t.app.inject({ method: 'POST', url: `${BASE}/item/export`, headers: { ...w.t.sign(1, w.committee.token), host: 'localhost' }, payload: { roundId, status: 'PASS' } });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('场景征集内容');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(5).value).toBe('注塑车间能耗分项计量');
  });
});
