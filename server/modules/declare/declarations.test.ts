import { beforeAll, expect, it } from 'vitest';
import { BASE, buildWorld, call, completeDraft, createDeclaration, day, declarationForm, insertPolicy, okData } from './test-helpers.js';
import { describeBuilt } from '../../testing/world.js';

interface Item {
  id: number;
  title: string;
  phase: string;
  phaseLabel: string;
  policyTitle: string;
  applyItemName: string;
  applied: number | null;
  mine: { id: number; state: string } | null;
}
type List = { list: Item[]; total: number };
interface Detail extends Item {
  content: string;
  materials: { id: number; name: string; required: boolean; types: string[]; note: string }[];
  counts: Record<string, number> | null;
}

describeBuilt('declaration notices (%s)', buildWorld, (w) => {
  let open: number;
  let closed: number;
  let upcoming: number;
  let other: number;
  beforeAll(async () => {
    open = await createDeclaration(w);
    closed = await createDeclaration(w, { startDate: day(-40), endDate: day(-1) });
    upcoming = await createDeclaration(w, { startDate: day(3), endDate: day(30), applyItemId: w.item1b });
    other = await createDeclaration(w, {}, 2);
  });

  it('lists started notices publicly, open first; operators see every one with counts; each park its own', async () => {
    const anonymous = await okData<List>(w, 'GET', `${BASE}/xg_list_declare`);
    expect(anonymous.list.map((d) => d.id)).toEqual([open, closed]);
    expect(anonymous.list.map((d) => [d.phase, d.phaseLabel])).toEqual([
      ['OPEN', '申报中'],
      ['CLOSED', '已截止'],
    ]);
    expect(anonymous.list[0]).toMatchObject({ policyTitle: '关于支持高新技术企业发展的若干政策', applyItemName: '首次认定奖励', applied: null, mine: null });

    const all = await okData<List>(w, 'GET', `${BASE}/xg_list_declare`, w.admin);
    expect(new Set(all.list.map((d) => d.id))).toEqual(new Set([open, closed, upcoming]));
    expect(all.list.every((d) => d.applied === 0)).toBe(true);
    const notStarted = await okData<List>(w, 'GET', `${BASE}/xg_list_declare?phase=NOTSTARTED`, w.admin);
    expect(notStarted.list.map((d) => d.id)).toEqual([upcoming]);
    const byPolicy = await okData<List>(w, 'GET', `${BASE}/xg_list_declare?policyId=${w.policy2}`, w.admin);
    expect(byPolicy.total).toBe(0);
    const searched = await okData<List>(w, 'GET', `${BASE}/xg_list_declare?search=${encodeURIComponent('高新技术企业发展')}`);
    expect(searched.total).toBe(2);

    const park2 = await okData<List>(w, 'GET', `${BASE}/xg_list_declare`, w.admin2, undefined, 2);
    expect(park2.list.map((d) => d.id)).toEqual([other]);
    // Park 1's notice is not found from park 2, nor a not-yet-started one by a visitor.
    expect((await call(w, 'GET', `${BASE}/detail_declare?id=${open}`, undefined, undefined, 2)).body.statusCode).toBe(404);
    expect((await call(w, 'GET', `${BASE}/detail_declare?id=${upcoming}`)).body).toEqual({ statusCode: 404, message: '申报通知不存在', data: null });
    expect((await okData<Detail>(w, 'GET', `${BASE}/detail_declare?id=${upcoming}`, w.committee)).phase).toBe('NOTSTARTED');
  });

  it('shows the enterprise its own application in the list and the detail', async () => {
    const app = await okData<{ id: number }>(w, 'POST', `${BASE}/startDeclare`, w.userA, { declareId: open });
    const mine = (await okData<List>(w, 'GET', `${BASE}/xg_list_declare`, w.userA2)).list.find((d) => d.id === open);
    expect(mine?.mine).toEqual({ id: app.id, state: 'TOSUBMIT' });
    expect((await okData<List>(w, 'GET', `${BASE}/xg_list_declare`, w.userB)).list.find((d) => d.id === open)?.mine).toBeNull();
    const detail = await okData<Detail>(w, 'GET', `${BASE}/detail_declare?id=${open}`, w.userA);
    expect(detail.mine).toEqual({ id: app.id, state: 'TOSUBMIT' });
    expect(detail.counts).toBeNull();
    expect(detail.materials.map((m) => [m.name, m.required, m.types, m.note])).toEqual([
      ['申请表', true, ['pdf', 'word'], '加盖公章'],
      ['营业执照', true, ['image', 'pdf'], ''],
      ['其他证明材料', false, ['pdf', 'image', 'zip'], ''],
    ]);
    const forOperator = await okData<Detail>(w, 'GET', `${BASE}/detail_declare?id=${open}`, w.admin);
    // The enterprise's draft is its own: operators do not count it.
    expect(forOperator.counts).toMatchObject({ TOSUBMIT: 0, TOAUDIT: 0 });
    expect(forOperator.applied).toBe(0);
  });

  it('is written by operators only: 401 anonymous, 403 for enterprises, nothing written', async () => {
    const before = await w.db.selectFrom('declarations').selectAll().orderBy('id').execute();
    const calls: ['GET' | 'POST' | 'DELETE', string, Record<string, unknown>?][] = [
      ['POST', `${BASE}/save_declare`, declarationForm(w)],
      ['GET', `${BASE}/is_declare_title?value=x`],
      ['GET', `${BASE}/is_declare_name?value=x`],
      ['DELETE', `${BASE}/delete_declare?id=${open}`],
    ];
    for (const [method, path, payload] of calls) {
      expect((await call(w, method, path, undefined, payload)).http).toBe(401);
      expect((await call(w, method, path, w.userA, payload)).http).toBe(403);
    }
    expect(await w.db.selectFrom('declarations').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('validates the form with messages naming the field', async () => {
    const refused = async (extra: Record<string, unknown>) =>
      (await call(w, 'POST', `${BASE}/save_declare`, w.admin, declarationForm(w, extra))).body;
    expect(await refused({ title: '' })).toMatchObject({ statusCode: 400, message: '通知标题不能为空' });
    expect((await refused({ title: '通知' })).message).toBe('通知标题不能少于4个字符');
    expect((await refused({ startDate: '2026-02-30' })).message).toBe('开始日期不是有效的日期');
    expect((await refused({ endDate: '2026/03/01' })).message).toBe('截止日期格式不正确');
    expect((await refused({ startDate: day(5), endDate: day(1) })).message).toBe('截止日期不能早于开始日期');
    expect((await refused({ phone: '12345' })).message).toContain('咨询电话格式不正确');
    expect((await refused({ materials: [] })).message).toBe('申报材料至少需要1项');
    expect((await refused({ materials: [{ name: '申请表', required: true, types: [] }] })).message).toBe('材料格式至少需要1项');
    expect((await refused({ materials: [{ name: '申请表', required: true, types: ['exe'] }] })).message).toBe('材料格式的取值无效');
    const twice = { name: '申请表', required: true, types: ['pdf'] };
    expect((await refused({ materials: [twice, twice] })).message).toBe('申报材料“申请表”重复');
    expect((await refused({ applyItemId: w.item2a })).message).toBe('申报项目不属于所选政策，请重新选择');
    // Another park's apply item does not exist here.
    expect((await refused({ policyId: w.policy3, applyItemId: w.item3a })).message).toBe('所选申报项目不存在，请重新选择');
  });

  it('offers the published policies with their items, and refuses an unpublished policy for a new notice', async () => {
    const [draftPolicy, draftItem] = await insertPolicy(w.db, 1, '尚在审核的政策', ['某事项'], 'CHECK');
    const options = await okData<{ id: number; title: string; items: { id: number; name: string }[] }[]>(w, 'GET', `${BASE}/policyOptions`, w.admin);
    expect(options.map((o) => o.id).sort()).toEqual([w.policy1, w.policy2].sort());
    expect(options.find((o) => o.id === w.policy1)?.items.map((i) => i.name)).toEqual(['首次认定奖励', '重新认定奖励']);
    expect((await okData<unknown[]>(w, 'GET', `${BASE}/policyOptions`, w.admin2, undefined, 2)).length).toBe(1);
    expect((await call(w, 'GET', `${BASE}/policyOptions`, w.userA)).http).toBe(403);
    const refused = await call(w, 'POST', `${BASE}/save_declare`, w.admin, declarationForm(w, { policyId: draftPolicy, applyItemId: draftItem }));
    expect(refused.body.message).toBe('所选政策尚未发布，不能发布申报通知');
    // 免申即享 items are granted without applying: neither offered nor accepted.
    const [autoPolicy, applied, automatic] = await insertPolicy(w.db, 1, '免申即享的政策', ['需申报事项', '自动兑现事项'], 'JOINT', ['自动兑现事项']);
    const again = await okData<{ id: number; items: { id: number }[] }[]>(w, 'GET', `${BASE}/policyOptions`, w.admin);
    expect(again.find((o) => o.id === autoPolicy)?.items.map((i) => i.id)).toEqual([applied]);
    const auto = await call(w, 'POST', `${BASE}/save_declare`, w.admin, declarationForm(w, { policyId: autoPolicy, applyItemId: automatic }));
    expect(auto.body.message).toBe('该申报项目为免申即享，企业无需申报');
  });

  it('answers duplicate checks and refuses a duplicate title or name', async () => {
    const form = declarationForm(w);
    const id = (await okData<{ id: number }>(w, 'POST', `${BASE}/save_declare`, w.admin, form)).id;
    const title = encodeURIComponent(String(form.title));
    expect(await okData(w, 'GET', `${BASE}/is_declare_title?value=${title}`, w.admin)).toEqual({ exists: true });
    expect(await okData(w, 'GET', `${BASE}/is_declare_title?value=${title}&id=${id}`, w.admin)).toEqual({ exists: false });
    expect(await okData(w, 'GET', `${BASE}/is_declare_name?value=${encodeURIComponent(String(form.name))}`, w.committee)).toEqual({ exists: true });
    expect(await okData(w, 'GET', `${BASE}/is_declare_name?name=${encodeURIComponent(String(form.name))}`, w.committee)).toEqual({ exists: true });
    expect((await call(w, 'GET', `${BASE}/is_declare_title`, w.admin)).body).toEqual({ statusCode: 400, message: '请填写通知标题', data: null });
    // Park 2 may use the same title.
    expect(await okData(w, 'GET', `${BASE}/is_declare_title?value=${title}`, w.admin2, undefined, 2)).toEqual({ exists: false });
    const again = await call(w, 'POST', `${BASE}/save_declare`, w.admin, { ...declarationForm(w), title: form.title });
    expect(again.body).toMatchObject({ statusCode: 409, message: `通知标题“${String(form.title)}”已被使用，请换一个` });
    const sameName = await call(w, 'POST', `${BASE}/save_declare`, w.admin, { ...declarationForm(w), name: form.name });
    expect(sameName.body.statusCode).toBe(409);
  });

  it('edits keeping material ids; a material with uploaded files cannot be removed', async () => {
    const id = await createDeclaration(w);
    const appId = await completeDraft(w, id);
    const detail = await okData<Detail>(w, 'GET', `${BASE}/detail_declare?id=${id}`, w.admin);
    const [form, license, extra] = detail.materials;
    const base = declarationForm(w, { id, title: detail.title, name: `改名后的申报${id}` });
    const renamed = { ...base, materials: [{ ...form, name: '申请书' }, license, extra] };
    await okData(w, 'POST', `${BASE}/save_declare`, w.admin, renamed);
    const after = await okData<Detail>(w, 'GET', `${BASE}/detail_declare?id=${id}`, w.admin);
    expect(after.materials.map((m) => [m.id, m.name])).toEqual([
      [form!.id, '申请书'],
      [license!.id, '营业执照'],
      [extra!.id, '其他证明材料'],
    ]);
    // The optional slot has no files: it may go; the licence has the enterprise's file: it may not.
    await okData(w, 'POST', `${BASE}/save_declare`, w.admin, { ...renamed, materials: [renamed.materials[0], license] });
    const refused = await call(w, 'POST', `${BASE}/save_declare`, w.admin, { ...renamed, materials: [renamed.materials[0]] });
    expect(refused.body).toMatchObject({ statusCode: 409, message: '申报材料“营业执照”已有企业上传文件，不能删除' });
    const foreign = await call(w, 'POST', `${BASE}/save_declare`, w.admin, { ...renamed, materials: [{ ...license, id: 999_999 }] });
    expect(foreign.body.message).toBe('申报材料“营业执照”不属于该通知，请刷新后重试');
    expect((await okData<{ id: number; state: string }>(w, 'GET', `${BASE}/detail_declareAndOrg?id=${appId}`, w.userA)).state).toBe('TOSUBMIT');
  });

  it('deletes a notice with drafts only; refuses once an application was submitted', async () => {
    const withDraft = await createDeclaration(w);
    const draft = await completeDraft(w, withDraft);
    expect((await call(w, 'DELETE', `${BASE}/delete_declare?id=${withDraft}`, w.admin2, undefined, 2)).body.statusCode).toBe(404);
    expect((await call(w, 'DELETE', `${BASE}/delete_declare?id=${withDraft}`, w.admin)).body).toMatchObject({ statusCode: 200, message: '删除成功' });
    expect(await w.db.selectFrom('declare_applications').select('id').where('id', '=', draft).executeTakeFirst()).toBeUndefined();

    const submitted = await createDeclaration(w);
    const app = await completeDraft(w, submitted);
    await okData(w, 'POST', `${BASE}/sendDeclare`, w.userA, { id: app });
    const refused = await call(w, 'DELETE', `${BASE}/delete_declare?id=${submitted}`, w.committee);
    expect(refused.body).toEqual({ statusCode: 409, message: '已有1家企业提交了申报，不能删除该申报通知', data: null });
    expect((await okData<Detail>(w, 'GET', `${BASE}/detail_declare?id=${submitted}`, w.admin)).applied).toBe(1);
  });
});
