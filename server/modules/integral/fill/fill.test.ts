import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type {
  FillAuditResult,
  FillData,
  FillImportResult,
  FillMineItem,
  FillProgress,
  FillRound,
  FillRoundDetail,
  FillSubmission,
} from '../../../../common/integral/fill/contract.js';
import { GUIDELINE_SYSTEM } from '../../../../common/integral/guideline.js';
import type { IntegralPortrait, IntegralRanking } from '../../../../common/integral/contract.js';
import { INTEGRAL_FIELD_KEYS, type IntegralField, type IntegralValues } from '../../../../common/integral/model.js';
import { scoreOrganisation } from '../../../../common/integral/scoring.js';
import { NO_PERMISSION } from '../../../../common/permissions.js';
import { parkToday } from '../../../lib/park-time.js';
import { insertOrg, insertStaffRole, insertUser, type TestUser } from '../../../testing/fixtures.js';
import { multipartBody } from '../../../testing/uploads.js';
import { call, describeWorld, okData, send, testPhone } from '../../../testing/world.js';
import { rowsOf } from '../../../testing/workbooks.js';
import { computationsSettled } from '../compute.js';
import { lockSubmission, submissionOf } from './submission.js';
import { insertApproved, STRONG_FIGURES } from '../test-helpers.js';

const BASE = '/api/dpboot/integral';
const FILL = `${BASE}/fill`;

/** A calendar day `days` from today (park time). */
const dayFrom = (days: number) => {
  const d = new Date(`${parkToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A strong enterprise's figures, every field filled. */
const STRONG = STRONG_FIGURES;

/** A modest one. */
const MODEST: IntegralValues = {
  revenue: 800,
  revenuePrev: 760,
  rdExpense: 12,
  staff: 20,
  rdStaff: 2,
  taxPaid: 20,
  netProfit: 16,
};

describeWorld('innovation score fill rounds (%s)', (w) => {
  let leader: number;
  let outsider: number;
  let clerk: TestUser;
  let roundId: number;

  const approved = (orgId: number, year: number, values: IntegralValues, tenantId = 1) => insertApproved(w.db, orgId, year, values, tenantId);

  const roundBody = (extra: Record<string, unknown> = {}) => ({
    year: 2025,
    name: '2025年度创新积分数据填报',
    description: '请如实填写2025年度数据，并上传财务报表等证明材料。',
    startDate: dayFrom(-3),
    endDate: dayFrom(20),
    fields: INTEGRAL_FIELD_KEYS,
    scope: { mode: 'LIST', industries: [], areas: [] },
    orgIds: [w.orgA, w.orgB, leader],
    ...extra,
  });

  const mineDetail = (user: TestUser = w.userA, id = roundId) => okData<FillSubmission>(w, 'GET', `${FILL}/mine/${id}`, user);
  const submit = (values: IntegralValues, user: TestUser = w.userA, attachmentIds: number[] = []) =>
    call<{ state: string }>(w, 'POST', `${FILL}/mine/${roundId}/submit`, user, { values, attachmentIds });
  const save = (values: IntegralValues, user: TestUser = w.userA, attachmentIds: number[] = []) =>
    call<{ state: string }>(w, 'POST', `${FILL}/mine/${roundId}/save`, user, { values, attachmentIds });
  const audit = (orgId: number, payload: Record<string, unknown>, user: TestUser = w.admin) =>
    call<FillAuditResult>(w, 'POST', `${FILL}/audit/${roundId}/${orgId}`, user, payload);
  const ranking = () => okData<IntegralRanking>(w, 'GET', `${BASE}/ranking?year=2025`, w.admin);
  const valuesOf = async (orgId: number) =>
    Object.fromEntries(
      (
        await w.db
          .selectFrom('integral_values')
          .select(['field', 'value'])
          .where('org_id', '=', orgId)
          .where('year', '=', 2025)
          .execute()
      ).map((r) => [r.field, Number(r.value)]),
    );

  beforeAll(async () => {
    leader = await insertOrg(w.db, 1, { fullname: '杭州领航智能装备股份有限公司', setup_date: '2008-06-18' });
    outsider = await insertOrg(w.db, 1, { fullname: '杭州局外新材料有限公司' });
    await w.db.updateTable('orgs').set({ setup_date: '2016-04-01' }).where('id', '=', w.orgA).execute();
    // 2025 before the round: the leader strong, orgA modest, the outsider in between.
    await approved(leader, 2025, STRONG);
    await approved(w.orgA, 2025, MODEST);
    await approved(outsider, 2025, { ...MODEST, revenue: 3000, rdExpense: 200, inventionPatents: 3 });
    await approved(w.orgC, 2025, MODEST, 2);
    const res = await call<{ id: number }>(w, 'POST', `${BASE}/system/save`, w.admin, { year: 2025, definition: GUIDELINE_SYSTEM });
    if (res.body.statusCode !== 200) throw new Error(res.body.message);
    await computationsSettled();

    await insertStaffRole(w.db, 1, '诉求专员', ['appeal.handle']);
    clerk = await insertUser(w.db, 1, testPhone(), ['诉求专员']);

    roundId = (await okData<{ id: number; orgCount: number }>(w, 'POST', `${FILL}/save`, w.admin, roundBody())).id;
  });

  it('opens a round for chosen enterprises, refusing a window that ends before it starts', async () => {
    const detail = await okData<FillRoundDetail>(w, 'GET', `${FILL}/detail/${roundId}`, w.committee);
    expect(detail).toMatchObject({ year: 2025, phase: 'OPEN', phaseLabel: '填报中', closed: false, orgCount: 3, fieldsLocked: false });
    expect(detail.counts).toEqual({ UNFILLED: 3, DRAFT: 0, TOAUDIT: 0, BACK: 0, PASS: 0 });
    expect(detail.orgs.map((o) => o.id).sort((a, b) => a - b)).toEqual([w.orgA, w.orgB, leader].sort((a, b) => a - b));
    expect(detail.fields.find((f) => f.field === 'staff')).toMatchObject({ label: '职工总数', unit: '人', integer: true });

    const bad = await call(w, 'POST', `${FILL}/save`, w.admin, roundBody({ startDate: dayFrom(5), endDate: dayFrom(1) }));
    expect(bad.body.message).toBe('截止日期不能早于开始日期');
    const list = await okData<{ list: FillRound[]; total: number }>(w, 'GET', `${FILL}/list?phase=OPEN`, w.admin);
    expect(list.list.map((r) => r.id)).toEqual([roundId]);

    // The enterprise sees it as its own round to fill; one outside it does not.
    const mine = await okData<{ list: FillMineItem[] }>(w, 'GET', `${FILL}/mine`, w.userA);
    expect(mine.list).toEqual([expect.objectContaining({ id: roundId, state: 'UNFILLED', stateLabel: '未填报', editable: true, fieldCount: 18 })]);
    const outsiderUser = await insertUser(w.db, 1, testPhone(), [], outsider);
    expect((await okData<{ list: FillMineItem[] }>(w, 'GET', `${FILL}/mine`, outsiderUser)).list).toEqual([]);
    expect((await call(w, 'GET', `${FILL}/mine/${roundId}`, outsiderUser)).body.message).toBe('填报批次不存在');
  });

  it('saves a draft with blanks kept blank, and checks every figure with a clear message', async () => {
    const bad = await save({ rdExpense: -5, staff: 12.5 });
    expect(bad.body.message).toBe('研发费用不能为负数；职工总数应为整数（单位：人）');
    const saved = await save({ rdExpense: 360, revenue: 0, staff: 80 });
    expect(saved.body.data.state).toBe('DRAFT');
    const draft = await mineDetail();
    const item = (field: IntegralField) => draft.items.find((i) => i.field === field)!;
    expect([item('rdExpense').value, item('revenue').value, item('staff').value]).toEqual([360, 0, 80]);
    // A field not filled is null, never 0 — in the answer and in the database.
    expect(item('netProfit')).toMatchObject({ value: null, audit: null, editable: true });
    const stored = await w.db.selectFrom('integral_fill_items').select(['field', 'value']).where('field', '=', 'netProfit').execute();
    expect(stored.map((r) => r.value)).toEqual([null]);
    expect(item('rdExpense').approved).toBe(MODEST.rdExpense);
    // Submitting needs every field, and parts within their whole.
    const incomplete = await submit({ rdExpense: 360, revenue: 0, staff: 80 });
    expect(incomplete.body.message).toContain('请填写上年营业收入（没有请填0）');
    const partTooBig = await submit({ ...STRONG, rdStaff: 400 });
    expect(partTooBig.body.message).toBe('研发人员数不能大于职工总数');
    expect((await mineDetail()).state).toBe('DRAFT');
  });

  it('keeps enterprises, other staff and other parks out', async () => {
    // Another enterprise reads and writes only its own submission, never orgA's.
    const b = await mineDetail(w.userB);
    expect([b.org.id, b.state]).toEqual([w.orgB, 'UNFILLED']);
    expect((await call(w, 'GET', `${FILL}/audit/${roundId}/${w.orgA}`, w.userB)).http).toBe(403);
    expect((await call(w, 'POST', `${FILL}/opfill/${roundId}/${w.orgA}`, w.userB, { values: {}, attachmentIds: [], submit: false })).http).toBe(403);
    // A service organisation's user has no rounds.
    expect((await call(w, 'GET', `${FILL}/mine`, w.service)).body.message).toBe('仅认证企业的用户可以填报创新积分数据，请先完成企业认证');
    // Staff without integral.fill are refused every operator endpoint.
    for (const url of [`${FILL}/list`, `${FILL}/counts`, `${FILL}/orgs/${roundId}`, `${FILL}/data/${roundId}`, `${FILL}/audit/${roundId}/${w.orgA}`]) {
      const res = await call(w, 'GET', url, clerk);
      expect([res.http, res.body.message]).toEqual([403, NO_PERMISSION]);
    }
    // Park 2 neither sees nor touches park 1's round.
    expect((await okData<{ total: number }>(w, 'GET', `${FILL}/list`, w.admin2, undefined, 2)).total).toBe(0);
    expect(await okData(w, 'GET', `${FILL}/counts`, w.admin2, undefined, 2)).toEqual({ TOAUDIT: 0 });
    expect((await call(w, 'GET', `${FILL}/detail/${roundId}`, w.admin2, undefined, 2)).body.message).toBe('填报批次不存在');
    expect((await call(w, 'POST', `${FILL}/audit/${roundId}/${w.orgA}`, w.admin2, { items: [], passRest: true }, 2)).body.message).toBe('填报批次不存在');
    expect((await call(w, 'GET', `${FILL}/mine/${roundId}`, w.userC, undefined, 2)).body.message).toBe('填报批次不存在');
    // A round naming another park's enterprise is refused.
    const foreign = await call(w, 'POST', `${FILL}/save`, w.admin, roundBody({ orgIds: [w.orgC] }));
    expect(foreign.body.message).toBe('所选企业中有的不存在或不是本园区的认证企业');
  });

  it('returns an item with its reason, takes the correction, and on passing scores the enterprise again', async () => {
    const before = await ranking();
    const rankOf = (list: IntegralRanking['list'], orgId: number) => list.find((r) => r.orgId === orgId)?.rank;
    expect([rankOf(before.list, leader), rankOf(before.list, outsider), rankOf(before.list, w.orgA)]).toEqual([1, 2, 3]);

    const upload = async () => {
      const form = multipartBody([{ name: 'file', filename: '2025年度财务报表.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') }]);
      const res = await w.t.app.inject({
        method: 'POST',
        url: '/api/dpboot/attach/upload/single',
        headers: { ...w.t.sign(1, w.userA.token), host: 'localhost', ...form.headers },
        payload: form.payload,
      });
      return res.json<{ data: { id: number } }>().data.id;
    };
    const file = await upload();
    // A file uploaded by another enterprise's user cannot be taken.
    const others = await submit({ ...STRONG, rdExpense: 2000 }, w.userB, [file]);
    expect(others.body.message).toBe('证明材料不存在或不能使用，请重新上传');

    const values = { ...STRONG, rdExpense: 2000, inventionPatents: 40 };
    expect((await submit(values, w.userA, [file])).body.data.state).toBe('TOAUDIT');
    const submitted = await mineDetail();
    expect([submitted.state, submitted.stateLabel, submitted.editable, submitted.files.map((f) => f.id)]).toEqual(['TOAUDIT', '待审核', false, [file]]);
    expect((await save(values)).body.message).toBe('填报已提交，正在审核，不能修改');

    // Returning needs a reason.
    expect((await audit(w.orgA, { items: [{ field: 'inventionPatents', decision: 'BACK' }] })).body.message).toBe('请填写退回有效发明专利数的原因');
    // One item returned; the rest passed → the submission goes back to the enterprise.
    const reason = '有效发明专利数与知识产权证书清单不符，请核对后重新填写';
    // The workbench counts the submission among the fills waiting for their audit.
    const waiting = await okData<{ TOAUDIT: number }>(w, 'GET', `${FILL}/counts`, w.admin);
    expect(waiting.TOAUDIT).toBeGreaterThan(0);
    const back = await audit(w.orgA, { items: [{ field: 'inventionPatents', decision: 'BACK', reason }], passRest: true });
    expect(back.body.data).toMatchObject({ state: 'BACK', stateLabel: '申请退回', approved: false, score: null });
    expect((await okData<{ TOAUDIT: number }>(w, 'GET', `${FILL}/counts`, w.admin)).TOAUDIT).toBe(waiting.TOAUDIT - 1);
    // The enterprise is told in its system notifications, with what to correct and why.
    const told = await okData<{ list: { title: string; topic: string; summary: string; link: string | null }[] }>(
      w,
      'GET',
      '/api/dpboot/message/my/list?kind=NOTICE',
      w.userA,
    );
    expect(told.list.find((m) => m.title === '创新积分填报被退回修改')).toMatchObject({
      topic: '创新积分',
      link: `/info/integral/fill/auditDetail/${roundId}/${w.orgA}`,
    });
    expect(told.list.find((m) => m.title === '创新积分填报被退回修改')!.summary).toContain('有效发明专利数');
    expect(await valuesOf(w.orgA)).toEqual(MODEST);

    const returned = await mineDetail();
    const patents = returned.items.find((i) => i.field === 'inventionPatents')!;
    expect(patents).toMatchObject({ audit: 'BACK', auditLabel: '申请退回', reason, returnedValue: 40, editable: true });
    expect(returned.items.find((i) => i.field === 'revenue')).toMatchObject({ audit: 'PASS', auditLabel: '审核通过', editable: false });
    expect(returned.history.map((h) => h.action)).toEqual(['SUBMIT', 'BACK']);
    expect(returned.history[1]!.reason).toBe(`有效发明专利数：${reason}`);
    const listed = await okData<{ list: FillMineItem[] }>(w, 'GET', `${FILL}/mine`, w.userA);
    expect(listed.list[0]).toMatchObject({ orgId: w.orgA, state: 'BACK', backCount: 1, editable: true });

    // The correction: a passed item cannot be changed by it (its value is kept).
    expect((await submit({ ...values, inventionPatents: 18, revenue: 1 }, w.userA, [file])).body.data.state).toBe('TOAUDIT');
    const resubmitted = await mineDetail();
    expect(resubmitted.items.find((i) => i.field === 'revenue')!.value).toBe(STRONG.revenue);
    expect(resubmitted.items.find((i) => i.field === 'inventionPatents')).toMatchObject({ value: 18, audit: 'TOAUDIT', returnedValue: 40 });
    // Only the corrected item awaits the audit.
    const progress = await okData<FillProgress>(w, 'GET', `${FILL}/orgs/${roundId}?state=TOAUDIT`, w.admin);
    expect(progress.list.map((p) => [p.orgId, p.pendingCount, p.passCount])).toEqual([[w.orgA, 1, 17]]);
    expect((await audit(w.orgA, { items: [{ field: 'revenue', decision: 'PASS' }] })).body.message).toBe('营业收入不是待审核的项');

    const passed = await audit(w.orgA, { items: [{ field: 'inventionPatents', decision: 'PASS' }] });
    expect(passed.body.data).toMatchObject({ state: 'PASS', stateLabel: '审核通过', approved: true });
    const approvedValues = { ...values, inventionPatents: 18 };
    expect(await valuesOf(w.orgA)).toEqual(approvedValues);
    const expected = scoreOrganisation(GUIDELINE_SYSTEM, approvedValues, { setupDate: '2016-04-01', year: 2025 });
    expect(passed.body.data.score).toMatchObject({ total: expected.total, count: 3 });

    // The ranking and the enterprise's portrait changed, explained by the breakdown.
    const after = await ranking();
    expect(after.list.find((r) => r.orgId === w.orgA)!.total).toBe(expected.total);
    expect(rankOf(after.list, w.orgA)).toBeLessThan(3);
    expect(after.list.map((r) => r.rank)).toEqual([1, 2, 3]);
    const portrait = await okData<IntegralPortrait>(w, 'GET', `${BASE}/mine?year=2025`, w.userA);
    expect(portrait.score?.total).toBe(expected.total);
    expect(portrait.score?.items.find((i) => i.code === 'inventionPatents')).toMatchObject({ value: 18 });
    expect((await mineDetail()).history.map((h) => h.action)).toEqual(['SUBMIT', 'BACK', 'RESUBMIT', 'PASS']);
  });

  it('lets an operator fill on behalf, recorded as the operator’s', async () => {
    const url = `${FILL}/opfill/${roundId}/${w.orgB}`;
    const incomplete = await call(w, 'POST', url, w.admin, { values: { revenue: 500 }, attachmentIds: [], submit: true });
    expect(incomplete.body.message).toContain('请填写研发费用（没有请填0）');
    const done = await call<{ state: string }>(w, 'POST', url, w.committee, { values: { ...STRONG, equityFinancing: 0 }, attachmentIds: [], submit: true });
    expect(done.body.data.state).toBe('TOAUDIT');
    const detail = await okData<FillSubmission>(w, 'GET', `${FILL}/audit/${roundId}/${w.orgB}`, w.admin);
    expect([detail.state, detail.filledByOperator, detail.history.map((h) => h.action)]).toEqual(['TOAUDIT', true, ['OPFILL']]);
    expect(detail.history[0]!.actorId).toBe(w.committee.id);
    // The enterprise sees it submitted and can no longer change it.
    expect((await mineDetail(w.userB)).state).toBe('TOAUDIT');
    expect((await call(w, 'POST', url, w.admin, { values: STRONG, attachmentIds: [], submit: false })).body.message).toBe('填报已提交，正在审核，不能修改');
  });

  it('exports the submitted figures as .xlsx with the round’s fields as columns', async () => {
    const data = await okData<FillData>(w, 'GET', `${FILL}/data/${roundId}`, w.admin);
    const byOrg = (a: [number, string], b: [number, string]) => a[0] - b[0];
    expect(data.list.map((r): [number, string] => [r.orgId, r.state]).sort(byOrg)).toEqual(
      ([[w.orgA, 'PASS'], [w.orgB, 'TOAUDIT']] as [number, string][]).sort(byOrg),
    );
    expect(data.total).toBe(2);
    const res = await send(w, 'POST', `${FILL}/data/${roundId}/export`, w.admin, { state: 'TOAUDIT' });
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('创新积分填报-2025年度创新积分数据填报-'));
    const rows = await rowsOf(res);
    expect(rows[0]!.slice(0, 6)).toEqual(['统一社会信用代码', '企业名称', '填报状态', '提交时间', '研发费用（万元）', '营业收入（万元）']);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(1, 3)).toEqual(['杭州乙智能有限公司', '待审核']);
    expect(rows[1]![4]).toBe(STRONG.rdExpense);
    expect(rows[1]![4 + INTEGRAL_FIELD_KEYS.indexOf('equityFinancing')]).toBe(0);
    const refused = await w.t.app.inject({
      method: 'POST',
      url: `${FILL}/data/${roundId}/export`,
      headers: { ...w.t.sign(1, clerk.token), host: 'localhost' },
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
  });

  it('imports a spreadsheet all or nothing, naming each bad row', async () => {
    // A round of two fields for orgB's colleagues: the leader and a new enterprise.
    const fresh = await insertOrg(w.db, 1, { fullname: '杭州新锐生物科技有限公司' });
    const small = await okData<{ id: number }>(
      w,
      'POST',
      `${FILL}/save`,
      w.admin,
      roundBody({ name: '2025年度研发数据补充填报', fields: ['rdExpense', 'staff'], orgIds: [leader, fresh] }),
    );
    const codes = Object.fromEntries(
      (await w.db.selectFrom('orgs').select(['id', 'credit_code']).where('id', 'in', [leader, fresh, outsider]).execute()).map((o) => [o.id, o.credit_code]),
    );

    const template = await w.t.app.inject({
      method: 'GET',
      url: `${FILL}/import/template/${small.id}`,
      headers: { ...w.t.sign(1, w.admin.token), host: 'localhost' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['统一社会信用代码', '企业名称', '研发费用（万元）', '职工总数（人）']);
    expect(sheet.rowCount).toBe(3);

    const send = async (rows: (string | number | null)[][]) => {
      const out = new ExcelJS.Workbook();
      const s = out.addWorksheet('填报数据');
      s.addRow(['统一社会信用代码', '企业名称', '研发费用（万元）', '职工总数（人）']);
      for (const row of rows) s.addRow(row);
      const buffer = Buffer.from(await out.xlsx.writeBuffer());
      const form = multipartBody([{ name: 'file', filename: 'import.xlsx', contentType: 'application/octet-stream', data: buffer }]);
      const res = await w.t.app.inject({
        method: 'POST',
        url: `${FILL}/import/${small.id}`,
        headers: { ...w.t.sign(1, w.admin.token), host: 'localhost', ...form.headers },
        payload: form.payload,
      });
      return res.json<{ statusCode: number; message: string; data: FillImportResult }>();
    };
    const states = async () =>
      (await w.db.selectFrom('integral_fill_submissions').select('state').where('round_id', '=', small.id).orderBy('org_id').execute()).map((r) => r.state);

    const failed = await send([
      [codes[leader]!, '杭州领航智能装备股份有限公司', 1200, 260],
      [codes[fresh]!, '杭州新锐生物科技有限公司', 35.5, 12.5],
      [codes[outsider]!, '杭州局外新材料有限公司', 10, 5],
    ]);
    expect(failed.data.saved).toBe(false);
    expect(failed.data.errors).toEqual([
      expect.objectContaining({ row: 3, messages: ['职工总数应为整数（单位：人）'] }),
      expect.objectContaining({ row: 4, messages: [`本批次没有统一社会信用代码为 ${codes[outsider]!} 的企业`] }),
    ]);
    expect(failed.message).toBe('有2行数据有误（第3、4行），未导入任何数据');
    // Nothing was saved, not even the good first row.
    expect(await states()).toEqual(['UNFILLED', 'UNFILLED']);
    expect(await w.db.selectFrom('integral_fill_items').select('field').where('value', '=', 1200).execute()).toEqual([]);

    const blank = await send([[codes[leader]!, '', null, 260]]);
    expect(blank.data.errors).toEqual([expect.objectContaining({ row: 2, messages: ['请填写研发费用（没有请填0）'] })]);

    const good = await send([
      [codes[leader]!, '杭州领航智能装备股份有限公司', 1200, 260],
      [codes[fresh]!, '杭州新锐生物科技有限公司', '35.5', 12],
    ]);
    expect([good.data.saved, good.data.imported, good.message]).toEqual([true, 2, '已导入2家企业的数据并提交审核']);
    expect(await states()).toEqual(['TOAUDIT', 'TOAUDIT']);
    const leaderFill = await okData<FillSubmission>(w, 'GET', `${FILL}/audit/${small.id}/${leader}`, w.admin);
    expect(leaderFill.items.map((i) => [i.field, i.value, i.audit])).toEqual([
      ['rdExpense', 1200, 'TOAUDIT'],
      ['staff', 260, 'TOAUDIT'],
    ]);
    expect(leaderFill.history.map((h) => h.action)).toEqual(['IMPORT']);
  });

  it('edits a round: new enterprises join, unfilled ones leave, filled ones stay; year and fields lock once submitted', async () => {
    const options = await okData<{ fields: unknown[]; industries: string[]; enterpriseCount: number }>(w, 'GET', `${FILL}/options`, w.admin);
    // orgA, orgB, the leader, the outsider and the import's new enterprise.
    expect([options.fields.length, options.enterpriseCount]).toEqual([18, 5]);
    const found = await okData<{ list: { id: number }[]; total: number }>(w, 'GET', `${FILL}/enterprises?search=${encodeURIComponent('局外')}`, w.admin);
    expect(found.list.map((o) => o.id)).toEqual([outsider]);

    const draftRound = await okData<{ id: number; orgCount: number }>(
      w,
      'POST',
      `${FILL}/save`,
      w.admin,
      roundBody({ name: '2025年度专项填报', fields: ['revenue'], orgIds: [w.orgA, w.orgB] }),
    );
    expect(draftRound.orgCount).toBe(2);
    // orgB saves a draft; then the scope becomes orgA and the outsider only.
    await okData(w, 'POST', `${FILL}/mine/${draftRound.id}/save`, w.userB, { values: { revenue: 10 }, attachmentIds: [] });
    const edited = await okData<{ orgCount: number }>(
      w,
      'POST',
      `${FILL}/save`,
      w.admin,
      roundBody({ id: draftRound.id, name: '2025年度专项填报', fields: ['revenue', 'staff'], orgIds: [outsider] }),
    );
    expect(edited.orgCount).toBe(2);
    const detail = await okData<FillRoundDetail>(w, 'GET', `${FILL}/detail/${draftRound.id}`, w.admin);
    expect(detail.orgs.map((o) => o.id).sort((a, b) => a - b)).toEqual([w.orgB, outsider].sort((a, b) => a - b));
    expect([detail.fields.map((f) => f.field), detail.fieldsLocked]).toEqual([['revenue', 'staff'], false]);
    // The draft keeps its value; the new field is blank.
    const b = await mineDetail(w.userB, draftRound.id);
    expect(b.items.map((i) => [i.field, i.value])).toEqual([['revenue', 10], ['staff', null]]);
    await okData(w, 'POST', `${FILL}/mine/${draftRound.id}/submit`, w.userB, { values: { revenue: 10, staff: 3 }, attachmentIds: [] });
    const locked = await call(w, 'POST', `${FILL}/save`, w.admin, roundBody({ id: draftRound.id, fields: ['revenue'], orgIds: [outsider] }));
    expect(locked.body.message).toBe('已有企业提交，不能再修改年度和填报项');
    expect((await call(w, 'DELETE', `${FILL}/delete/${draftRound.id}`, w.admin)).body.message).toBe('已有企业填报的批次不能删除，可以结束填报');

    // A round nobody filled can be deleted.
    const empty = await okData<{ id: number }>(w, 'POST', `${FILL}/save`, w.admin, roundBody({ name: '误建的批次', orgIds: [outsider] }));
    await okData(w, 'DELETE', `${FILL}/delete/${empty.id}`, w.admin);
    expect((await call(w, 'GET', `${FILL}/detail/${empty.id}`, w.admin)).body.message).toBe('填报批次不存在');
  });

  it('refuses a write over a state that changed since it was read (two writers of one submission)', async () => {
    const stale = await submissionOf(w.db, roundId, w.orgB);
    expect(stale?.state).toBe('TOAUDIT');
    await w.db.updateTable('integral_fill_submissions').set({ state: 'BACK' }).where('id', '=', stale!.id).execute();
    try {
      await expect(w.db.transaction().execute((trx) => lockSubmission(trx, stale!))).rejects.toThrow('填报的状态刚刚有了变化，请刷新后重试');
    } finally {
      await w.db.updateTable('integral_fill_submissions').set({ state: 'TOAUDIT' }).where('id', '=', stale!.id).execute();
    }
  });

  it('closes a round: the enterprise can no longer write, the audit goes on', async () => {
    await okData(w, 'POST', `${FILL}/close/${roundId}`, w.admin);
    const closed = await mineDetail(w.userB);
    expect([closed.round.phase, closed.round.phaseLabel, closed.round.closed]).toEqual(['CLOSED', '已截止', true]);
    const op = await call(w, 'POST', `${FILL}/opfill/${roundId}/${leader}`, w.admin, { values: STRONG, attachmentIds: [], submit: false });
    expect(op.body.message).toBe('该填报批次已结束，不能再填写');
    const passed = await audit(w.orgB, { items: [], passRest: true });
    expect(passed.body.data.state).toBe('PASS');
    expect((await call(w, 'DELETE', `${FILL}/delete/${roundId}`, w.admin)).body.message).toBe('已有企业填报的批次不能删除，可以结束填报');
  });
});
