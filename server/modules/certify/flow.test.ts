import { expect, it } from 'vitest';
import { buildWorld, call, creditCode, insertOrg, newUser, orgForm, OTHER_ID, VALID_ID } from './test-helpers.js';
import { describeBuilt } from '../../testing/world.js';

const APPLY_ORG = '/api/dpboot/user/certify/org';
const APPLY_RELATE = '/api/dpboot/user/certify/orgRelate';
const MINE = '/api/dpboot/user/certify/mine';
const audit = (id: number) => `/api/dpboot/certify/applications/${id}/audit`;

interface MineItem {
  id: number;
  kind: string;
  status: string;
  statusLabel: string;
  reason: string;
  orgId: number | null;
  legalIdcard: string;
  idcard: string;
  history: { action: string; from: string | null; to: string; reason: string; actorName: string }[];
}

describeBuilt('certification flow (%s)', buildWorld, (w) => {
  it('apply → operator passes → the session has orgId and orgType; the new org sits in the main park', async () => {
    const user = await newUser(w);
    const form = await orgForm(w, user, 1);
    const applied = await call<{ id: number; status: string }>(w, 'POST', APPLY_ORG, user, form);
    expect(applied.body).toEqual({ statusCode: 200, message: '申请成功！', data: { id: expect.any(Number), status: 'TOAUDIT' } });
    const id = applied.body.data.id;

    const passed = await call(w, 'POST', audit(id), w.operator, { action: 'PASS' });
    expect(passed.body).toMatchObject({ statusCode: 200, data: { id, status: 'PASS', orgId: expect.any(Number) } });

    const session = await w.t.app.sessions.userById(1, user.id);
    const org = await w.db.selectFrom('orgs').selectAll().where('credit_code', '=', creditCode(1)).executeTakeFirstOrThrow();
    expect(session).toMatchObject({ orgId: org.id, orgType: 'ORG' });
    expect(org).toMatchObject({
      tenant_id: 1,
      fullname: '杭州测试1科技有限公司',
      simplename: '测试1科技',
      orgtype: 'ORG',
      category: '一般企业',
      park_id: 1001,
      sub_park: '主园区1',
      regist_status: '存续',
      contact_phone: session?.phone,
      longitude: 120.19,
      latitude: 30.19,
    });
    // GCJ-02 differs from WGS-84 by a few hundred metres around Hangzhou.
    expect(Math.abs(org.gaodelng - 120.19)).toBeGreaterThan(0.001);

    const row = await w.db.selectFrom('org_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'PASS', org_id: org.id, reviewer_id: w.operator.id });
    expect(row.reviewed_at).not.toBeNull();

    const mine = await call<MineItem[]>(w, 'GET', MINE, user);
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({ id, kind: 'ORG', status: 'PASS', statusLabel: '审核通过', orgId: org.id, legalIdcard: '110***********002X' });
    expect(mine.body.data[0]?.history.map((h) => h.action)).toEqual(['SUBMIT', 'PASS']);
    expect(mine.body.data[0]?.history[1]?.actorName).toBe('园区运营人员');

    // The new enterprise's profile signal evaluated it for the cultivation library at once.
    const library = await call<{ list: { orgId: number }[] }>(w, 'GET', `/api/dpboot/cultivation/library?search=${encodeURIComponent('测试1科技')}`);
    expect(library.body.data.list.map((r) => r.orgId)).toEqual([org.id]);
  });

  it('accepts the form-urlencoded body the client sends', async () => {
    const user = await newUser(w);
    const form = await orgForm(w, user, 2);
    const res = await w.t.app.inject({
      method: 'POST',
      url: APPLY_ORG,
      headers: { ...w.t.sign(1, user.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...form, category: 'SERVICE' }).toString(),
    });
    expect(res.json()).toMatchObject({ statusCode: 200, message: '申请成功！', data: { status: 'TOAUDIT' } });
    const id = (res.json() as { data: { id: number } }).data.id;
    expect((await call(w, 'POST', audit(id), w.operator, { action: 'PASS' })).body.statusCode).toBe(200);
    expect(await w.t.app.sessions.userById(1, user.id)).toMatchObject({ orgType: 'SERVICE' });
  });

  it('BACK → the applicant resubmits in place → PASS', async () => {
    const user = await newUser(w);
    const first = await call<{ id: number }>(w, 'POST', APPLY_ORG, user, { ...(await orgForm(w, user, 3)), fullname: '错别字公司' });
    const id = first.body.data.id;
    const back = await call(w, 'POST', audit(id), w.operator, { action: 'BACK', reason: '企业名称与营业执照不一致' });
    expect(back.body).toMatchObject({ statusCode: 200, data: { status: 'BACK' } });

    const returned = await call<MineItem[]>(w, 'GET', MINE, user);
    expect(returned.body.data[0]).toMatchObject({ id, status: 'BACK', statusLabel: '申请退回', reason: '企业名称与营业执照不一致' });

    const again = await call<{ id: number; status: string }>(w, 'POST', APPLY_ORG, user, await orgForm(w, user, 3));
    expect(again.body).toMatchObject({ statusCode: 200, data: { id, status: 'TOAUDIT' } });
    const rows = await w.db.selectFrom('org_applications').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'TOAUDIT', reason: '', fullname: '杭州测试3科技有限公司', reviewer_id: null, reviewed_at: null });

    expect((await call(w, 'POST', audit(id), w.operator, { action: 'PASS' })).body.statusCode).toBe(200);
    const mine = await call<MineItem[]>(w, 'GET', MINE, user);
    expect(mine.body.data[0]?.history.map((h) => [h.action, h.from, h.to])).toEqual([
      ['SUBMIT', null, 'TOAUDIT'],
      ['BACK', 'TOAUDIT', 'BACK'],
      ['RESUBMIT', 'BACK', 'TOAUDIT'],
      ['PASS', 'TOAUDIT', 'PASS'],
    ]);
    expect(mine.body.data[0]?.history[1]?.reason).toBe('企业名称与营业执照不一致');
  });

  it('FAIL keeps the application and its reason; a new application is a new row', async () => {
    const user = await newUser(w);
    const first = await call<{ id: number }>(w, 'POST', APPLY_ORG, user, await orgForm(w, user, 4));
    const failed = await call(w, 'POST', audit(first.body.data.id), w.operator, { action: 'FAIL', reason: '授权书无效' });
    expect(failed.body).toMatchObject({ statusCode: 200, data: { status: 'FAIL', orgId: null } });

    const second = await call<{ id: number }>(w, 'POST', APPLY_ORG, user, await orgForm(w, user, 4));
    expect(second.body.statusCode).toBe(200);
    expect(second.body.data.id).not.toBe(first.body.data.id);
    const mine = await call<MineItem[]>(w, 'GET', MINE, user);
    expect(mine.body.data.map((a) => [a.id, a.status, a.reason])).toEqual([
      [second.body.data.id, 'TOAUDIT', ''],
      [first.body.data.id, 'FAIL', '授权书无效'],
    ]);
    expect(await w.t.app.sessions.userById(1, user.id)).toMatchObject({ orgId: null });
  });

  it('PASS of a code the park already knows (without members) links to that org', async () => {
    const orgId = await insertOrg(w.db, 1, '杭州已知科技有限公司', creditCode(5), 'SERVICE');
    const user = await newUser(w);
    const applied = await call<{ id: number }>(w, 'POST', APPLY_ORG, user, await orgForm(w, user, 5));
    const passed = await call(w, 'POST', audit(applied.body.data.id), w.operator, { action: 'PASS' });
    expect(passed.body).toMatchObject({ statusCode: 200, data: { orgId } });
    expect(await w.t.app.sessions.userById(1, user.id)).toMatchObject({ orgId, orgType: 'SERVICE' });
    const count = await w.db.selectFrom('orgs').select((eb) => eb.fn.countAll<number>().as('n')).where('credit_code', '=', creditCode(5)).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('orgRelate: apply → BACK → resubmit → PASS joins the organisation', async () => {
    const orgId = await insertOrg(w.db, 1, '杭州关联科技有限公司', creditCode(6));
    await newUser(w, 1, orgId); // the organisation is certified already
    const user = await newUser(w);
    const applied = await call<{ id: number }>(w, 'POST', APPLY_RELATE, user, { orgId: String(orgId), userName: '李四', idcard: OTHER_ID });
    expect(applied.body).toMatchObject({ statusCode: 200, message: '申请成功！', data: { status: 'TOAUDIT' } });
    const id = applied.body.data.id;
    await call(w, 'POST', audit(id), w.operator, { action: 'BACK', reason: '请填写真实姓名' });
    const again = await call<{ id: number }>(w, 'POST', APPLY_RELATE, user, { orgId, userName: '李小四', idcard: OTHER_ID.toLowerCase() });
    expect(again.body.data.id).toBe(id);

    const mine = await call<MineItem[]>(w, 'GET', MINE, user);
    expect(mine.body.data[0]).toMatchObject({ kind: 'RELATE', status: 'TOAUDIT', orgId, idcard: '110***********4477', legalIdcard: '' });

    expect((await call(w, 'POST', audit(id), w.operator, { action: 'PASS' })).body).toMatchObject({ statusCode: 200, data: { orgId } });
    expect(await w.t.app.sessions.userById(1, user.id)).toMatchObject({ orgId, orgType: 'ORG' });
    const row = await w.db.selectFrom('org_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_name: '李小四', idcard: OTHER_ID, fullname: '杭州关联科技有限公司', credit_code: creditCode(6) });
  });

  it('stores ID numbers normalised and in full, and shows them masked to the applicant', async () => {
    const user = await newUser(w);
    const form = await orgForm(w, user, 7);
    await call(w, 'POST', APPLY_ORG, user, { ...form, legalIdcard: ` ${VALID_ID.toLowerCase()} `, creditCode: creditCode(7).toLowerCase() });
    const row = await w.db.selectFrom('org_applications').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ legal_idcard: VALID_ID, credit_code: creditCode(7) });
    const mine = await call<MineItem[]>(w, 'GET', MINE, user);
    expect(mine.body.data[0]?.legalIdcard).toBe('110***********002X');
  });
});
