import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RequireDetail, RequireRow } from '../../../common/service/require/contract.js';
import { describeEachDialect } from '../../testing/databases.js';
import { insertOrg, insertUser } from '../../testing/fixtures.js';
import { buildWorld, call, okData, testPhone, type TestUser, type World } from '../../testing/world.js';
import { answer, requirement } from './test-fixtures.js';

const BASE = '/api/dpboot/service/require';
type Page<T> = { list: T[]; total: number };

describeEachDialect('service requirements (%s)', (dialect) => {
  let w: World;
  let other: TestUser;

  beforeAll(async () => {
    w = await buildWorld(dialect);
    const otherOrg = await insertOrg(w.t.database.db, 1, { fullname: '杭州戊检测技术有限公司', simplename: '戊检测', orgtype: 'SERVICE' });
    other = await insertUser(w.t.database.db, 1, testPhone(), [], otherOrg);
  });
  afterAll(() => w?.t.close());

  it('is posted by an enterprise, answered by service organisations, chosen and solved, each step told to the enterprise', async () => {
    expect((await call(w, 'POST', `${BASE}/save`, w.service, requirement)).body.statusCode).toBe(403);
    expect((await call(w, 'POST', `${BASE}/save`, w.userA, { ...requirement, title: '检' })).body.statusCode).toBe(400);
    const { id } = await okData<{ id: number }>(w, 'POST', `${BASE}/save`, w.userA, requirement);
    const path = String(id);
    // Another enterprise neither reads nor acts on it; the enterprise cannot answer it.
    expect((await call(w, 'GET', `${BASE}/detail/${path}`, w.userB)).body.statusCode).toBe(403);
    expect((await call(w, 'POST', `${BASE}/step/${path}`, w.userB, { step: 'DECLINE', note: '不需要了' })).body.statusCode).toBe(403);
    expect((await call(w, 'GET', `${BASE}/detail/${path}`, w.userC, undefined, 2)).body.statusCode).toBe(404);
    expect((await call(w, 'POST', `${BASE}/answer/${path}`, w.userA, answer)).body.statusCode).toBe(403);
    // The hall shows it to service organisations without the enterprise's contact.
    const hall = await okData<Page<RequireRow>>(w, 'GET', `${BASE}/hall?scope=open`, w.service);
    expect(hall.list.find((r) => r.id === id)).toMatchObject({ contactPhone: '', orgName: '杭州甲科技有限公司' });
    await okData(w, 'POST', `${BASE}/answer/${path}`, w.service, answer);
    await okData(w, 'POST', `${BASE}/answer/${path}`, w.service, { ...answer, quote: 60000 });
    await okData(w, 'POST', `${BASE}/answer/${path}`, other, { ...answer, quote: null });
    const seen = await okData<RequireDetail>(w, 'GET', `${BASE}/detail/${path}`, w.service);
    expect(seen.answerList.map((a) => a.quote)).toEqual([60000]);
    expect(seen).toMatchObject({ canAnswer: true, canPick: false, steps: [] });
    const owned = await okData<RequireDetail>(w, 'GET', `${BASE}/detail/${path}`, w.userA2);
    expect(owned).toMatchObject({ answers: 2, canPick: true, canEdit: true, steps: ['DECLINE'] });
    const chosen = owned.answerList.find((a) => a.providerId === w.serviceOrg)!;
    await okData(w, 'POST', `${BASE}/pick/${path}`, w.userA, { answerId: chosen.id });
    expect((await call(w, 'POST', `${BASE}/answer/${path}`, other, answer)).body.statusCode).toBe(409);
    expect((await call(w, 'POST', `${BASE}/save`, w.userA, { ...requirement, id })).body.statusCode).toBe(409);
    // The organisation not chosen still reads what it answered; the chosen one now sees the contact.
    expect((await okData<RequireDetail>(w, 'GET', `${BASE}/detail/${path}`, other)).contactPhone).toBe('');
    expect(await okData<RequireDetail>(w, 'GET', `${BASE}/detail/${path}`, w.service)).toMatchObject({ contactPhone: '13900002222', steps: ['NOTE'] });
    await okData(w, 'POST', `${BASE}/step/${path}`, w.service, { step: 'NOTE', note: '已约定下周送样' });
    expect((await call(w, 'POST', `${BASE}/step/${path}`, w.service, { step: 'FINISH', note: '已完成' })).body.statusCode).toBe(403);
    await okData(w, 'POST', `${BASE}/step/${path}`, w.committee, { step: 'NOTE', note: '园区已协调检测排期' });
    expect((await call(w, 'POST', `${BASE}/step/${path}`, w.userA, { step: 'FINISH' })).body.statusCode).toBe(400);
    await okData(w, 'POST', `${BASE}/step/${path}`, w.userA, { step: 'FINISH', note: '报告已取得，问题已整改' });
    const done = await okData<RequireDetail>(w, 'GET', `${BASE}/detail/${path}`, w.userA);
    expect(done).toMatchObject({ status: 'PASS', statusLabel: '已解决', assignedName: '杭州丙咨询服务有限公司', outcome: '报告已取得，问题已整改', steps: [] });
    expect(done.trail.map((s) => [s.label, s.side])).toEqual([
      ['提交', '企业'],
      ['机构应答', '服务机构'],
      ['机构应答', '服务机构'],
      ['机构应答', '服务机构'],
      ['选定服务机构', '企业'],
      ['跟进记录', '服务机构'],
      ['跟进记录', '园区'],
      ['确认解决', '企业'],
    ]);
    const inbox = await okData<Page<{ title: string; link: string | null }>>(w, 'GET', '/api/dpboot/message/my/list?kind=NOTICE', w.userA2);
    const told = inbox.list.filter((m) => m.link === `/user/serviceRequire?id=${path}`).map((m) => m.title);
    expect(told).toEqual(expect.arrayContaining(['服务需求有新的应答', '服务需求对接中', '服务需求有新的跟进', '服务需求已解决']));
    const provider = await okData<Page<{ title: string }>>(w, 'GET', '/api/dpboot/message/my/list?kind=NOTICE', w.service);
    expect(provider.list.map((m) => m.title)).toContain('您的应答已被选定');
  });

  it('keeps each list to its side, closes with a reason, counts and exports the ledger', async () => {
    const { id } = await okData<{ id: number }>(w, 'POST', `${BASE}/save`, w.userB, { ...requirement, title: '高企认定辅导需求', category: '财税咨询', budget: null, deadline: '' });
    expect((await call(w, 'POST', `${BASE}/step/${String(id)}`, w.userB, { step: 'DECLINE' })).body.statusCode).toBe(400);
    await okData(w, 'POST', `${BASE}/step/${String(id)}`, w.userB, { step: 'DECLINE', note: '已自行解决' });
    expect((await okData<Page<RequireRow>>(w, 'GET', `${BASE}/mine`, w.userB)).list.map((r) => [r.title, r.statusLabel])).toEqual([['高企认定辅导需求', '已关闭']]);
    expect((await okData<Page<RequireRow>>(w, 'GET', `${BASE}/mine`, w.userA)).list.map((r) => r.title)).toEqual(['锂电池热失控检测方案']);
    expect((await call(w, 'GET', `${BASE}/mine`, w.service)).body.statusCode).toBe(403);
    expect((await call(w, 'GET', `${BASE}/hall`, w.userA)).body.statusCode).toBe(403);
    expect((await okData<Page<RequireRow>>(w, 'GET', `${BASE}/hall?scope=mine`, other)).total).toBe(1);
    expect((await okData<Page<RequireRow>>(w, 'GET', `${BASE}/hall?scope=open`, other)).total).toBe(0);
    expect((await call(w, 'GET', `${BASE}/list`, w.userA)).body.statusCode).toBe(403);
    expect(await okData(w, 'GET', `${BASE}/counts`, w.admin)).toEqual({ TOAUDIT: 0, AUDITING: 0, PASS: 1, BACK: 1, total: 2 });
    const listed = await okData<Page<RequireRow>>(w, 'GET', `${BASE}/list?category=检验检测`, w.committee);
    expect(listed.list.map((r) => [r.title, r.answers, r.budget])).toEqual([['锂电池热失控检测方案', 2, 80000]]);
    const res = await w.t.app.inject({ method: 'POST', url: `${BASE}/export`, headers: { ...w.t.sign(1, w.admin.token), host: 'localhost' }, payload: { status: 'BACK' } });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.getWorksheet('服务需求')!.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((r) => [r[2], r[4], r[5], r[7]])).toEqual([['高企认定辅导需求', '杭州乙智能有限公司', '面议', '已关闭']]);
  });
});
