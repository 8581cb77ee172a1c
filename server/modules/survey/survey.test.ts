import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type { MySurveyRow, SurveyDetail, SurveyPaper, SurveyResult, TargetRow } from '../../../common/survey/contract.js';
import { NOT_SENT, SURVEY_CLOSED } from '../../../common/survey/rules.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { call, describeWorld, okData, staffOperator, type TestUser } from '../../testing/world.js';

const BASE = '/api/dpboot/survey';
type Page<T> = { list: T[]; total: number };

const questionnaire = (title: string) => ({
  title,
  intro: '请如实填写',
  deadline: null,
  questions: [
    { title: '员工规模', kind: 'SINGLE', required: true, options: ['50 人以下', '50–199 人', '200 人及以上'] },
    { title: '紧缺人才', kind: 'MULTI', required: false, options: ['研发', '销售', '生产'] },
    { title: '研发投入', kind: 'NUMBER', required: true, options: [], unit: '万元' },
    { title: '意见建议', kind: 'TEXT', required: false, options: [] },
  ],
});

describeWorld('enterprise surveys (%s)', (w) => {
  const save = (title: string, user: TestUser = w.committee) => okData<{ id: number }>(w, 'POST', `${BASE}/save`, user, questionnaire(title));
  const detail = (id: number) => okData<SurveyDetail>(w, 'GET', `${BASE}/detail/${String(id)}`, w.committee);
  /** The answers by question position: the option labels picked, a number, a text. */
  async function answerAs(user: TestUser, id: number, picks: Array<string[] | number | string | undefined>) {
    const { questions } = await detail(id);
    const answers = questions.flatMap((q, i): Array<Record<string, unknown>> => {
      const pick = picks[i];
      if (pick === undefined) return [];
      if (typeof pick === 'number') return [{ questionId: q.id, value: pick }];
      if (typeof pick === 'string') return [{ questionId: q.id, text: pick }];
      return [{ questionId: q.id, optionIds: q.options.filter((o) => pick.includes(o.label)).map((o) => o.id) }];
    });
    return call<{ id: number }>(w, 'POST', `${BASE}/answer/${String(id)}`, user, { answers });
  }

  beforeAll(async () => {
    await w.db.updateTable('orgs').set({ industry_name: '生物医药', category: '专精特新企业' }).where('id', '=', w.orgB).execute();
  });

  it('keeps a draft to the park: checks its questions, hides it from enterprises, and edits it until sent', async () => {
    const bad = await call(w, 'POST', `${BASE}/save`, w.committee, {
      ...questionnaire('草稿调查'),
      questions: [{ title: '员工规模', kind: 'SINGLE', required: true, options: ['较少'] }],
    });
    expect(bad.body).toMatchObject({ statusCode: 400, message: '第 1 题“员工规模”至少需要 2 个选项' });
    const twice = await call(w, 'POST', `${BASE}/save`, w.committee, {
      ...questionnaire('草稿调查'),
      questions: [{ title: '员工规模', kind: 'MULTI', required: true, options: ['较少', '较少'] }],
    });
    expect(twice.body.message).toBe('第 1 题“员工规模”的选项“较少”重复');
    const { id } = await save('草稿调查');
    const got = await detail(id);
    expect(got).toMatchObject({ status: 'DRAFT', statusLabel: '草稿', questionCount: 4, sentCount: 0 });
    expect(got.questions[0]!.options.map((o) => o.id)).toEqual([1, 2, 3]);
    expect(got.questions[3]!.options).toEqual([]);
    expect((await call(w, 'GET', `${BASE}/paper/${String(id)}`, w.userA)).body).toMatchObject({ statusCode: 403, message: NOT_SENT });
    expect((await okData<Page<MySurveyRow>>(w, 'GET', `${BASE}/mine`, w.userA)).total).toBe(0);
    await okData(w, 'POST', `${BASE}/save`, w.committee, { ...questionnaire('草稿调查（修改）'), id });
    expect((await detail(id)).title).toBe('草稿调查（修改）');
    await okData(w, 'POST', `${BASE}/delete/${String(id)}`, w.committee);
    expect((await call(w, 'GET', `${BASE}/detail/${String(id)}`, w.committee)).body.statusCode).toBe(404);
  });

  it('refuses every survey endpoint of the park to enterprises and to staff without survey.manage', async () => {
    expect((await call(w, 'GET', `${BASE}/list`, w.userA)).body.statusCode).toBe(403);
    expect((await call(w, 'POST', `${BASE}/save`, w.userA, questionnaire('企业自建'))).body.statusCode).toBe(403);
    const clerk = await staffOperator(w, { name: '贷款专员', permissions: ['finance.loan'] });
    expect((await call(w, 'GET', `${BASE}/list`, clerk)).body).toMatchObject({ statusCode: 403, message: NO_PERMISSION });
    const surveyor = await staffOperator(w, { name: '调查专员', permissions: ['survey.manage'] });
    await save('专员建的调查', surveyor);
    expect((await okData<Page<{ title: string }>>(w, 'GET', `${BASE}/list?search=专员`, surveyor)).list.map((s) => s.title)).toEqual(['专员建的调查']);
  });

  it('sends to the chosen enterprises only, tells their users, and keeps other enterprises and parks out (403)', async () => {
    const { id } = await save('研发投入调查');
    const empty = await call(w, 'POST', `${BASE}/send/${String(id)}`, w.committee, { mode: 'LIST', orgIds: [] });
    expect(empty.body).toMatchObject({ statusCode: 400, message: '请选择要发送的企业' });
    const foreign = await call(w, 'POST', `${BASE}/send/${String(id)}`, w.committee, { mode: 'LIST', orgIds: [w.orgC] });
    expect(foreign.body.statusCode).toBe(400);
    const sent = await okData<{ added: number; sentCount: number }>(w, 'POST', `${BASE}/send/${String(id)}`, w.committee, { mode: 'INDUSTRY', values: ['新一代信息技术'] });
    expect(sent).toEqual({ id, added: 1, sentCount: 1 });
    // The service organisation shares the industry's name but is no enterprise: only 甲科技 is reached.
    const targets = await okData<Page<TargetRow>>(w, 'GET', `${BASE}/targets/${String(id)}`, w.committee);
    expect(targets.list.map((t) => [t.orgName, t.via])).toEqual([['杭州甲科技有限公司', '新一代信息技术']]);
    const again = await okData<{ added: number; sentCount: number }>(w, 'POST', `${BASE}/send/${String(id)}`, w.committee, { mode: 'LIST', orgIds: [w.orgA] });
    expect(again).toMatchObject({ added: 0, sentCount: 1 });
    const notices = await w.db.selectFrom('messages').select(['title']).where('title', '=', '企业调查：研发投入调查').execute();
    expect(notices).toHaveLength(1);
    expect((await detail(id)).status).toBe('OPEN');
    expect((await call(w, 'POST', `${BASE}/save`, w.committee, { ...questionnaire('改题'), id })).body.statusCode).toBe(409);

    const mine = await okData<Page<MySurveyRow>>(w, 'GET', `${BASE}/mine`, w.userA2);
    expect(mine.list.map((s) => [s.title, s.answeredAt])).toEqual([['研发投入调查', null]]);
    expect((await okData<SurveyPaper>(w, 'GET', `${BASE}/paper/${String(id)}`, w.userA)).editable).toBe(true);
    expect((await call(w, 'GET', `${BASE}/paper/${String(id)}`, w.userB)).body).toMatchObject({ statusCode: 403, message: NOT_SENT });
    expect((await call(w, 'GET', `${BASE}/paper/${String(id)}`, w.userC, undefined, 2)).body.statusCode).toBe(403);
    expect((await answerAs(w.userB, id, [['50 人以下'], undefined, 10])).body.statusCode).toBe(403);
    expect((await call(w, 'GET', `${BASE}/paper/${String(id)}`, w.individual)).body.statusCode).toBe(403);
    expect((await call(w, 'GET', `${BASE}/detail/${String(id)}`, w.admin2, undefined, 2)).body.statusCode).toBe(404);
  });

  it('enforces required questions in Chinese, answers once per enterprise, edits until closed, then refuses', async () => {
    const { id } = await save('答卷规则调查');
    await okData(w, 'POST', `${BASE}/send/${String(id)}`, w.committee, { mode: 'LIST', orgIds: [w.orgA, w.orgB] });
    expect((await answerAs(w.userA, id, [['50 人以下']])).body).toMatchObject({ statusCode: 400, message: '第 3 题“研发投入”为必答题，请作答' });
    expect((await answerAs(w.userA, id, [undefined, undefined, 5])).body.message).toBe('第 1 题“员工规模”为必答题，请作答');
    expect((await answerAs(w.userA, id, [['50 人以下', '50–199 人'], undefined, 5])).body.message).toBe('第 1 题“员工规模”为单选题，只能选择一项');
    expect((await answerAs(w.userA, id, [['50 人以下'], [], 120, '  '])).body.statusCode).toBe(200);
    // A colleague of the same enterprise edits the one answer sheet.
    expect((await answerAs(w.userA2, id, [['50–199 人'], ['研发'], 150, '希望增加补贴'])).body.statusCode).toBe(200);
    const paper = await okData<SurveyPaper>(w, 'GET', `${BASE}/paper/${String(id)}`, w.userA);
    expect(paper.answers).toHaveLength(4);
    expect(paper.answers[2]).toMatchObject({ value: 150 });
    expect(paper.answererName).not.toBe('');
    const rows = await w.db.selectFrom('survey_responses').select('id').where('survey_id', '=', id).execute();
    expect(rows).toHaveLength(1);

    await okData(w, 'POST', `${BASE}/close/${String(id)}`, w.committee);
    expect((await answerAs(w.userB, id, [['50 人以下'], undefined, 1])).body).toMatchObject({ statusCode: 409, message: SURVEY_CLOSED });
    expect((await answerAs(w.userA, id, [['50 人以下'], undefined, 1])).body.message).toBe(SURVEY_CLOSED);
    const closed = await okData<SurveyPaper>(w, 'GET', `${BASE}/paper/${String(id)}`, w.userA);
    expect(closed).toMatchObject({ editable: false, lockReason: SURVEY_CLOSED });
    expect(closed.answers[2]).toMatchObject({ value: 150 });
    expect((await call(w, 'POST', `${BASE}/send/${String(id)}`, w.committee, { mode: 'LIST', orgIds: [w.orgA] })).body.statusCode).toBe(409);
  });

  it('counts choices with their shares, averages numbers, lists texts, and exports both as .xlsx', async () => {
    const { id } = await save('结果统计调查');
    await okData(w, 'POST', `${BASE}/send/${String(id)}`, w.committee, { mode: 'CATEGORY', values: ['高新技术企业', '专精特新企业'] });
    await answerAs(w.userA, id, [['50 人以下'], ['研发', '销售'], 100, '希望增加人才公寓']);
    await answerAs(w.userB, id, [['200 人及以上'], ['研发'], 250]);
    const result = await okData<SurveyResult>(w, 'GET', `${BASE}/result/${String(id)}`, w.committee);
    expect(result.survey).toMatchObject({ sentCount: 2, answerCount: 2 });
    const [size, talents, spend, advice] = result.questions;
    expect(size!.answered).toBe(2);
    expect(size!.options.map((o) => [o.label, o.count, o.share])).toEqual([['50 人以下', 1, 50], ['50–199 人', 0, 0], ['200 人及以上', 1, 50]]);
    expect(talents!.options.map((o) => [o.count, o.share])).toEqual([[2, 100], [1, 50], [0, 0]]);
    expect(spend).toMatchObject({ answered: 2, average: 175, min: 100, max: 250 });
    expect(advice).toMatchObject({ answered: 1, texts: [{ orgName: '杭州甲科技有限公司', text: '希望增加人才公寓' }] });

    const res = await w.t.app.inject({
      method: 'POST',
      url: `${BASE}/result/export`,
      headers: { ...w.t.sign(1, w.committee.token), host: 'localhost' },
      payload: { id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('企业调查结果-结果统计调查'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const summary = book.getWorksheet('逐题统计')!.getSheetValues().slice(2) as unknown[][];
    expect(summary[0]!.slice(1)).toEqual([1, '员工规模', '单选题', 2, '50 人以下', 1, '50%']);
    expect(summary.find((r) => r[5] === '平均值（万元）')?.[6]).toBe(175);
    const sheets = book.getWorksheet('答卷明细')!.getSheetValues().slice(2) as unknown[][];
    expect(sheets.map((r) => [r[1], r[4], r[5], r[6]])).toEqual([
      ['杭州甲科技有限公司', '50 人以下', '研发、销售', '100万元'],
      ['杭州乙智能有限公司', '200 人及以上', '研发', '250万元'],
    ]);
  });
});
