import { beforeAll, expect, it } from 'vitest';
import { BASE, buildWorld, call, completeDraft, createDeclaration, day, type Detail, FULL_FORM, insertAttachment, okData } from './test-helpers.js';
import { describeBuilt } from '../../testing/world.js';

type List = { list: { id: number; orgName: string; state: string; stateLabel: string }[]; total: number };

describeBuilt('declaration applications: scope and filling (%s)', buildWorld, (w) => {
  let open: number;
  beforeAll(async () => {
    open = await createDeclaration(w);
  });

  it('lets only certified enterprises start, once per enterprise, only while open', async () => {
    expect((await call(w, 'POST', `${BASE}/startDeclare`, undefined, { declareId: open })).http).toBe(401);
    for (const user of [w.service, w.individual, w.admin]) {
      const res = await call(w, 'POST', `${BASE}/startDeclare`, user, { declareId: open });
      expect(res.body).toEqual({ statusCode: 403, message: '仅认证企业的用户可以申报政策，请先完成企业认证', data: null });
    }
    const first = await call<{ id: number; state: string; created: boolean }>(w, 'POST', `${BASE}/startDeclare`, w.userA, { declareId: open });
    expect(first.body).toMatchObject({ statusCode: 200, message: '已开始申报', data: { state: 'TOSUBMIT', created: true } });
    // The colleague of the same enterprise reaches the same application.
    const again = await okData<{ id: number; created: boolean }>(w, 'POST', `${BASE}/startDeclare`, w.userA2, { declareId: open });
    expect(again).toEqual({ id: first.body.data.id, state: 'TOSUBMIT', created: false });
    const rows = await w.db.selectFrom('declare_applications').selectAll().where('declaration_id', '=', open).execute();
    expect(rows.map((r) => [r.org_id, r.contact_phone.length])).toEqual([[w.orgA, 11]]);

    const closed = await createDeclaration(w, { startDate: day(-30), endDate: day(-1) });
    expect((await call(w, 'POST', `${BASE}/startDeclare`, w.userA, { declareId: closed })).body).toMatchObject({
      statusCode: 409,
      message: `该申报已于${day(-1)}截止`,
    });
    const upcoming = await createDeclaration(w, { startDate: day(2), endDate: day(9) });
    expect((await call(w, 'POST', `${BASE}/startDeclare`, w.userA, { declareId: upcoming })).body.statusCode).toBe(404);
    // Park 2's user cannot start park 1's declaration: it does not exist there.
    expect((await call(w, 'POST', `${BASE}/startDeclare`, w.userC, { declareId: open }, 2)).body.statusCode).toBe(404);
  });

  it('shows an enterprise only its own applications; operators their park; park 2 none of park 1', async () => {
    const a = await completeDraft(w, open);
    const b = (await okData<{ id: number }>(w, 'POST', `${BASE}/startDeclare`, w.userB, { declareId: open })).id;
    const mineA = await okData<List>(w, 'GET', `${BASE}/list_declareAndOrg`, w.userA2);
    expect(mineA.list.map((x) => x.id)).toEqual([a]);
    expect((await okData<List>(w, 'GET', `${BASE}/list_declareAndOrg`, w.userB)).list.map((x) => x.id)).toEqual([b]);
    // Operators see the park's submitted applications: A's, not B's draft.
    await okData(w, 'POST', `${BASE}/sendDeclare`, w.userA, { id: a });
    const park = await okData<List>(w, 'GET', `${BASE}/list_declareAndOrg`, w.committee);
    expect(park.list.map((x) => x.id)).toEqual([a]);
    expect(park.list[0]).toMatchObject({ orgName: '杭州甲科技有限公司', stateLabel: '待审核' });
    const searched = await okData<List>(w, 'GET', `${BASE}/list_declareAndOrg?search=${encodeURIComponent('甲科技')}`, w.admin);
    expect(searched.list.map((x) => x.id)).toEqual([a]);
    expect((await okData<List>(w, 'GET', `${BASE}/list_declareAndOrg?search=${encodeURIComponent('乙智能')}`, w.admin)).total).toBe(0);
    expect((await call(w, 'GET', `${BASE}/list_declareAndOrg`, w.individual)).body.statusCode).toBe(403);
    expect((await okData<List>(w, 'GET', `${BASE}/list_declareAndOrg`, w.admin2, undefined, 2)).total).toBe(0);

    // Reads and writes of another enterprise's (or park's) application: not found, nothing changes.
    for (const [user, tenant] of [[w.userB, 1], [w.admin2, 2], [w.userC, 2]] as const) {
      expect((await call(w, 'GET', `${BASE}/detail_declareAndOrg?id=${a}`, user, undefined, tenant)).body.statusCode).toBe(404);
      expect((await call(w, 'GET', `${BASE}/getFiles?id=${a}`, user, undefined, tenant)).body.statusCode).toBe(404);
    }
    const before = await w.db.selectFrom('declare_applications').selectAll().where('id', '=', a).executeTakeFirstOrThrow();
    const detail = await okData<Detail>(w, 'GET', `${BASE}/detail_declareAndOrg?id=${a}`, w.userA);
    const bFile = await insertAttachment(w.db, 1, w.userB);
    expect((await call(w, 'POST', `${BASE}/upFileInfo`, w.userB, { id: a, materialId: detail.materials[0]!.id, attachmentIds: [bFile] })).body.statusCode).toBe(404);
    expect((await call(w, 'POST', `${BASE}/sendDeclare`, w.userB, { id: a })).body.statusCode).toBe(404);
    expect((await call(w, 'POST', `${BASE}/sendDeclare`, w.admin, { id: a })).body.statusCode).toBe(403);
    expect((await call(w, 'POST', `${BASE}/auditDeclareAndOrg`, w.admin2, { id: a, action: 'PASS' }, 2)).body.statusCode).toBe(404);
    expect(await w.db.selectFrom('declare_applications').selectAll().where('id', '=', a).executeTakeFirstOrThrow()).toEqual(before);
    // The enterprise's own detail by declaration, for the form screen.
    expect((await okData<Detail>(w, 'GET', `${BASE}/detail_declareAndOrg?declareId=${open}`, w.userA2)).id).toBe(a);
    expect((await call(w, 'GET', `${BASE}/detail_declareAndOrg?declareId=${open}`, w.service)).body.statusCode).toBe(403);
  });

  it('keeps optional figures left blank as blank (null) and a typed 0 as 0', async () => {
    const declareId = await createDeclaration(w);
    const { id } = await okData<{ id: number }>(w, 'POST', `${BASE}/startDeclare`, w.userA, { declareId });
    type Form = { amountApplied: number | null; revenue: number | null; rdExpense: number | null; employees: number | null };
    const formOf = async () => (await okData<{ form: Form }>(w, 'GET', `${BASE}/detail_declareAndOrg?id=${id}`, w.userA)).form;
    const save = (body: Record<string, unknown>) => okData(w, 'POST', `${BASE}/saveDeclareAndOrg/${declareId}`, w.userA, body);

    await save({ ...FULL_FORM, revenue: null, rdExpense: null, employees: null, amountApplied: null });
    expect(await formOf()).toMatchObject({ amountApplied: null, revenue: null, rdExpense: null, employees: null });

    await save({ revenue: 0, rdExpense: 0, employees: 0 });
    expect(await formOf()).toMatchObject({ revenue: 0, rdExpense: 0, employees: 0, amountApplied: null });
    // Clearing a typed figure again leaves it blank.
    await save({ revenue: null, rdExpense: 12.5 });
    expect(await formOf()).toMatchObject({ revenue: null, rdExpense: 12.5, employees: 0 });
  });

  it('validates the form and the files of each material slot', async () => {
    const declareId = await createDeclaration(w);
    const { id } = await okData<{ id: number }>(w, 'POST', `${BASE}/startDeclare`, w.userA, { declareId });
    const save = (body: Record<string, unknown>) => call(w, 'POST', `${BASE}/saveDeclareAndOrg/${declareId}`, w.userA, body);
    expect((await save({ contactPhone: '123' })).body.message).toBe('联系电话格式不正确，请填写手机号或带区号的固定电话');
    expect((await save({ amountApplied: -1 })).body.message).toBe('申请金额不能小于0');
    expect((await save({ projectName: 'x'.repeat(101) })).body.message).toBe('项目名称不能超过100个字符');
    expect((await save({ employees: 1.5 })).body.message).toBe('职工人数格式不正确');
    // A draft may be incomplete.
    expect((await save({ projectName: '半成品', amountApplied: null })).body).toMatchObject({ statusCode: 200, data: { id, state: 'TOSUBMIT' } });
    expect((await call(w, 'POST', `${BASE}/saveDeclareAndOrg/${declareId}`, w.userB, FULL_FORM)).body.message).toBe('尚未开始该申报，请先点击“立即申报”');

    const detail = await okData<Detail>(w, 'GET', `${BASE}/detail_declareAndOrg?id=${id}`, w.userA);
    const [form, license] = detail.materials;
    const up = (materialId: number, attachmentIds: number[], user = w.userA) => call(w, 'POST', `${BASE}/upFileInfo`, user, { id, materialId, attachmentIds });
    const image = await insertAttachment(w.db, 1, w.userA, { filename: '申请表.png', mime: 'image/png' });
    expect((await up(form!.id, [image])).body.message).toBe('“申请表”只接受PDF、Word格式，文件“申请表.png”不符合');
    const someoneElses = await insertAttachment(w.db, 1, w.userB);
    expect((await up(form!.id, [someoneElses])).body.message).toBe('附件不存在或不可用，请重新上传');
    const six = await Promise.all(Array.from({ length: 6 }, () => insertAttachment(w.db, 1, w.userA)));
    expect((await up(form!.id, six)).body.message).toBe('材料文件最多5项');
    expect((await up(999_999, [six[0]!])).body.message).toBe('申报材料不存在，请刷新后重试');
    // A colleague's upload is the enterprise's file.
    const colleagues = await insertAttachment(w.db, 1, w.userA2);
    const answer = await call<{ files: { id: number }[] }[]>(w, 'POST', `${BASE}/upFileInfo`, w.userA, { id, materialId: form!.id, attachmentIds: [six[0], colleagues] });
    expect(answer.body.data[0]!.files.map((f) => f.id)).toEqual([six[0], colleagues]);
    const files = await okData<{ id: number; files: { id: number; url: string }[] }[]>(w, 'GET', `${BASE}/getFiles?id=${id}`, w.userA2);
    expect(files.map((m) => m.files.length)).toEqual([2, 0, 0]);
    expect(files[0]!.files[0]!.url).toBe(`/api/dpboot/attach/download/${six[0]!}`);

    // Submitting names the first thing missing.
    const send = () => call(w, 'POST', `${BASE}/sendDeclare`, w.userA, { id });
    expect((await send()).body.message).toBe('请填写项目简介（至少10个字符）');
    await okData(w, 'POST', `${BASE}/saveDeclareAndOrg/${declareId}`, w.userA, FULL_FORM);
    expect((await send()).body.message).toBe('请上传必传材料“营业执照”');
    await okData(w, 'POST', `${BASE}/upFileInfo`, w.userA, { id, materialId: license!.id, attachmentIds: [image] });
    expect((await send()).body).toMatchObject({ statusCode: 200, message: '提交成功', data: { id, state: 'TOAUDIT' } });
    // Submitted: no more changes.
    expect((await save(FULL_FORM)).body).toMatchObject({ statusCode: 409, message: '申报已提交，正在审核中，不能修改' });
    expect((await up(form!.id, [])).body.statusCode).toBe(409);
    expect((await send()).body.statusCode).toBe(409);
  });
});
