import { expect, it } from 'vitest';
import { BASE, buildWorld, call, completeDraft, createDeclaration, day, type Detail, FULL_FORM, insertAttachment, okData, type World } from './test-helpers.js';
import { send } from '../../testing/call.js';
import { sheetsOf } from '../../testing/workbooks.js';
import { describeBuilt } from '../../testing/world.js';

const setEnd = (w: World, declareId: number, endDate: string) =>
  w.db.updateTable('declarations').set({ end_date: endDate }).where('id', '=', declareId).execute();

async function exported(w: World, path: string, user: World['admin'], body: Record<string, unknown>, tenant: 1 | 2 = 1) {
  const res = await send(w, 'POST', `${BASE}/${path}`, user, body, tenant);
  return { disposition: String(res.headers['content-disposition']), sheets: await sheetsOf(res) };
}

describeBuilt('declaration review, landing and exports (%s)', buildWorld, (w) => {
  it('runs submit → BACK → edit → resubmit (after the deadline too) → PASS → landing, with the trail', async () => {
    const declareId = await createDeclaration(w);
    const id = await completeDraft(w, declareId);
    await okData(w, 'POST', `${BASE}/sendDeclare`, w.userA, { id });
    const audit = (body: Record<string, unknown>, user = w.admin) => call(w, 'POST', `${BASE}/auditDeclareAndOrg`, user, { id, ...body });
    expect((await audit({ action: 'BACK' })).body).toMatchObject({ statusCode: 400, message: '请填写审核意见' });
    expect((await audit({ action: 'BACK', reason: '好' })).body.message).toBe('审核意见不能少于2个字符');
    expect((await audit({ action: 'MAYBE' })).body.message).toBe('审核结果的取值无效');
    expect((await call(w, 'POST', `${BASE}/auditDeclareAndOrg`, w.userA, { id, action: 'PASS' })).http).toBe(403);
    expect((await audit({ action: 'BACK', reason: '请补充研发费用专项审计报告' })).body).toMatchObject({ statusCode: 200, data: { id, state: 'BACK' } });

    // The deadline passes while the enterprise is fixing it: a returned application may still be resubmitted.
    await setEnd(w, declareId, day(-1));
    const returned = await okData<Detail>(w, 'GET', `${BASE}/detail_declareAndOrg?id=${id}`, w.userA);
    expect(returned).toMatchObject({ state: 'BACK', reason: '请补充研发费用专项审计报告', editable: true });
    await okData(w, 'POST', `${BASE}/saveDeclareAndOrg/${declareId}`, w.userA, { ...FULL_FORM, remark: '已补充专项审计报告' });
    const audited = await insertAttachment(w.db, 1, w.userA, { filename: '专项审计报告.zip', mime: 'application/zip' });
    await okData(w, 'POST', `${BASE}/upFileInfo`, w.userA, { id, materialId: returned.materials[2]!.id, attachmentIds: [audited] });
    expect(await okData(w, 'POST', `${BASE}/sendDeclare`, w.userA2, { id })).toEqual({ id, state: 'TOAUDIT' });
    expect((await okData<Detail>(w, 'GET', `${BASE}/detail_declareAndOrg?id=${id}`, w.userA)).reason).toBe('');

    expect((await call(w, 'POST', `${BASE}/addLandingInfo`, w.admin, { id, amount: 50, landedOn: day(0) })).body).toMatchObject({
      statusCode: 409,
      message: '审核通过后才能登记兑现信息',
    });
    expect((await audit({ action: 'PASS' }, w.committee)).body.data).toEqual({ id, state: 'PASS' });
    expect((await audit({ action: 'FAIL', reason: '重复审核' })).body).toMatchObject({ statusCode: 409, message: '该申报已审核通过' });

    const landing = (body: Record<string, unknown>, user = w.admin) => call(w, 'POST', `${BASE}/addLandingInfo`, user, { id, ...body });
    expect((await landing({ amount: 50, landedOn: day(3) })).body.message).toBe('兑现日期不能晚于今天');
    expect((await landing({ amount: 0, landedOn: day(0) })).body.message).toBe('兑现金额须大于0');
    expect((await landing({ amount: 50, landedOn: '2026-13-01' })).body.message).toBe('兑现日期不是有效的日期');
    const foreignDoc = await insertAttachment(w.db, 1, w.userB);
    expect((await landing({ amount: 50, landedOn: day(0), attachmentId: foreignDoc })).body.message).toBe('兑现凭证不存在或不可用，请重新上传');
    expect((await landing({ amount: 50, landedOn: day(0) }, w.userA)).http).toBe(403);
    const doc = await insertAttachment(w.db, 1, w.admin, { filename: '拨付凭证.pdf' });
    expect((await landing({ amount: 45.5, landedOn: day(-1), note: '首期拨付', attachmentId: doc })).body.statusCode).toBe(200);

    const done = await okData<Detail & { landing: { amount: number; landedOn: string; note: string; file: { filename: string } | null } }>(
      w,
      'GET',
      `${BASE}/detail_declareAndOrg?id=${id}`,
      w.userA,
    );
    expect(done).toMatchObject({ state: 'PASS', editable: false, landing: { amount: 45.5, landedOn: day(-1), note: '首期拨付', file: { filename: '拨付凭证.pdf' } } });
    expect(done.history.map((e) => e.action)).toEqual(['START', 'SUBMIT', 'BACK', 'RESUBMIT', 'PASS', 'LANDING']);
    expect(done.history[2]!.reason).toBe('请补充研发费用专项审计报告');
    expect((await call(w, 'POST', `${BASE}/saveDeclareAndOrg/${declareId}`, w.userA, FULL_FORM)).body.message).toBe('申报已审核完成，不能修改');
  });

  it('refuses to submit a draft after the deadline; FAIL is final; drafts cannot be audited', async () => {
    const declareId = await createDeclaration(w);
    const late = await completeDraft(w, declareId, w.userA);
    const failed = await completeDraft(w, declareId, w.userB);
    // A draft is the enterprise's own: to an operator it does not exist.
    expect((await call(w, 'POST', `${BASE}/auditDeclareAndOrg`, w.admin, { id: late, action: 'PASS' })).body).toMatchObject({
      statusCode: 404,
      message: '申报不存在',
    });
    await okData(w, 'POST', `${BASE}/sendDeclare`, w.userB, { id: failed });
    await setEnd(w, declareId, day(-1));
    const refused = await call(w, 'POST', `${BASE}/sendDeclare`, w.userA, { id: late });
    expect(refused.body).toEqual({ statusCode: 409, message: `该申报已于${day(-1)}截止，不能再修改或提交`, data: null });
    expect((await okData<Detail>(w, 'GET', `${BASE}/detail_declareAndOrg?id=${late}`, w.userA)).editable).toBe(false);

    await okData(w, 'POST', `${BASE}/auditDeclareAndOrg`, w.admin, { id: failed, action: 'FAIL', reason: '不符合申报条件' });
    expect((await call(w, 'POST', `${BASE}/sendDeclare`, w.userB, { id: failed })).body.message).toBe('申报已审核完成，不能修改');
    expect((await call(w, 'POST', `${BASE}/addLandingInfo`, w.admin, { id: failed, amount: 1, landedOn: day(0) })).body.statusCode).toBe(409);
  });

  it('counts by state for the workbench; park 2 counts its own', async () => {
    const counts = await okData<Record<string, number>>(w, 'GET', `${BASE}/countDeclareAndOrg`, w.admin);
    // The draft left after the deadline is not counted.
    expect(counts).toEqual({ TOSUBMIT: 0, TOAUDIT: 0, PASS: 1, FAIL: 1, BACK: 0 });
    expect(await okData(w, 'GET', `${BASE}/countDeclareAndOrg`, w.admin2, undefined, 2)).toEqual({ TOSUBMIT: 0, TOAUDIT: 0, PASS: 0, FAIL: 0, BACK: 0 });
    expect((await call(w, 'GET', `${BASE}/countDeclareAndOrg`, w.userA)).http).toBe(403);
  });

  it('exports the list under the filters and one application in full; park 2 exports none of park 1', async () => {
    const list = await exported(w, 'downloadDeclareAndOrg', w.admin, { state: 'PASS' });
    expect(list.disposition).toContain(encodeURIComponent('政策申报列表-'));
    const [sheet] = list.sheets;
    expect(sheet!.rows[0]).toEqual(expect.arrayContaining(['申报编号', '企业名称', '申报状态', '兑现金额（万元）']));
    expect(sheet!.rows).toHaveLength(2);
    const header = sheet!.rows[0]!;
    const row = sheet!.rows[1]!;
    const cell = (title: string) => row[header.indexOf(title)];
    expect([cell('企业名称'), cell('申报状态'), cell('申请金额（万元）'), cell('兑现金额（万元）'), cell('审核意见')]).toEqual([
      '杭州甲科技有限公司',
      '审核通过',
      50,
      45.5,
      undefined,
    ]);
    // Header, the passed and the failed one; never the draft.
    const all = await exported(w, 'downloadDeclareAndOrg', w.admin, {});
    expect(all.sheets[0]!.rows).toHaveLength(3);
    const other = await exported(w, 'downloadDeclareAndOrg', w.admin2, {}, 2);
    expect(other.sheets[0]!.rows).toHaveLength(1);

    const passedId = row[0] as number;
    const detail = await exported(w, 'exportDeclareAndOrgDetail', w.committee, { id: passedId });
    expect(detail.sheets.map((s) => s.name)).toEqual(['申报信息', '申报材料', '审核记录']);
    const pairs = new Map(detail.sheets[0]!.rows.slice(1).map((r) => [r[0], r[1]]));
    expect(pairs.get('企业名称')).toBe('杭州甲科技有限公司');
    expect(pairs.get('项目名称')).toBe(FULL_FORM.projectName);
    expect(pairs.get('兑现说明')).toBe('首期拨付');
    expect(detail.sheets[1]!.rows.map((r) => r[2])).toContain('专项审计报告.zip');
    expect(detail.sheets[2]!.rows.slice(1).map((r) => r[1])).toEqual(['开始申报', '提交申报', '退回修改', '修改后重新提交', '审核通过', '登记兑现']);

    const foreign = await call(w, 'POST', `${BASE}/exportDeclareAndOrgDetail`, w.admin2, { id: passedId }, 2);
    expect(foreign.body.statusCode).toBe(404);
    expect((await call(w, 'POST', `${BASE}/downloadDeclareAndOrg`, w.userA, {})).http).toBe(403);
  });
});
