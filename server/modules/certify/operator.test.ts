import { beforeAll, expect, it } from 'vitest';
import { NO_PERMISSION } from '../../../common/permissions.js';
import type { TestUser } from '../../testing/fixtures.js';
import { buildWorld, call, creditCode, footprint, insertOrg, newUser, orgForm, OTHER_ID, VALID_ID } from './test-helpers.js';
import { describeBuilt } from '../../testing/world.js';

const BASE = '/api/dpboot/certify/applications';

interface Item {
  id: number;
  kind: string;
  status: string;
  fullname: string;
  creditCode: string;
  applicant: { id: number; name: string; phone: string; orgId: number | null };
}
type Counts = Record<'ORG' | 'RELATE', Record<'TOAUDIT' | 'PASS' | 'FAIL' | 'BACK', number>> & { toAudit: number };

describeBuilt('operator review API (%s)', buildWorld, (w) => {
  let applicants: TestUser[];
  /** Application ids: ORG pending ×2, ORG passed, ORG failed, RELATE pending, RELATE returned. */
  let ids: number[];
  let knownOrg: number;

  const apply = async (user: TestUser, serial: number) =>
    (await call<{ id: number }>(w, 'POST', '/api/dpboot/user/certify/org', user, await orgForm(w, user, serial))).body.data.id;
  const relate = async (user: TestUser, orgId: number, userName: string) =>
    (await call<{ id: number }>(w, 'POST', '/api/dpboot/user/certify/orgRelate', user, { orgId, userName, idcard: OTHER_ID })).body.data
      .id;
  const decide = (id: number, action: string, reason = '材料不全，请补充') =>
    call(w, 'POST', `${BASE}/${id}/audit`, w.operator, { action, reason });

  beforeAll(async () => {
    knownOrg = await insertOrg(w.db, 1, '杭州星河软件有限公司', creditCode(200));
    await newUser(w, 1, knownOrg);
    applicants = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newUser(w)));
    const [a, b, c, d, e, f] = applicants as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
    ids = [await apply(a, 201), await apply(b, 202), await apply(c, 203), await apply(d, 204)];
    ids.push(await relate(e, knownOrg, '赵六'), await relate(f, knownOrg, '孙七'));
    await decide(ids[2] as number, 'PASS');
    await decide(ids[3] as number, 'FAIL');
    await decide(ids[5] as number, 'BACK');
    // Tenant 2 has its own queue, which tenant 1 must never count or show.
    const form2 = await orgForm(w, w.user2, 299, 2);
    const other = await call<{ id: number }>(w, 'POST', '/api/dpboot/user/certify/org', w.user2, form2, 2);
    expect(other.body.statusCode).toBe(200);
  });

  it('refuses non-operators (403) and anonymous callers (401)', async () => {
    const user = applicants[0] as TestUser;
    for (const url of [BASE, `${BASE}/counts`, `${BASE}/${ids[0]}`]) {
      expect((await call(w, 'GET', url, user)).http).toBe(403);
      expect((await call(w, 'GET', url, undefined)).http).toBe(401);
    }
    const before = await footprint(w.db);
    const res = await call(w, 'POST', `${BASE}/${ids[0]}/audit`, user, { action: 'PASS' });
    expect(res.http).toBe(403);
    expect(res.body).toEqual({ statusCode: 403, message: '仅园区运营人员可以执行此操作', data: null });
    expect(await footprint(w.db)).toEqual(before);
  });

  it('counts applications per kind and status', async () => {
    const res = await call<Counts>(w, 'GET', `${BASE}/counts`, w.operator);
    expect(res.body.data).toEqual({
      ORG: { TOAUDIT: 2, PASS: 1, FAIL: 1, BACK: 0 },
      RELATE: { TOAUDIT: 1, PASS: 0, FAIL: 0, BACK: 1 },
      toAudit: 3,
    });
  });

  it('lists newest first, filtered by kind and status, paged', async () => {
    const all = await call<{ list: Item[]; total: number }>(w, 'GET', BASE, w.operator);
    expect(all.body.data.total).toBe(6);
    expect(all.body.data.list.map((i) => i.id)).toEqual([...ids].reverse());

    const pending = await call<{ list: Item[]; total: number }>(w, 'GET', `${BASE}?kind=ORG&status=TOAUDIT`, w.operator);
    expect(pending.body.data.list.map((i) => i.id)).toEqual([ids[1], ids[0]]);

    const page = await call<{ list: Item[]; total: number }>(w, 'GET', `${BASE}?pagenum=2&size=4&kind=&status=`, w.operator);
    expect(page.body.data).toMatchObject({ total: 6 });
    expect(page.body.data.list.map((i) => i.id)).toEqual([ids[1], ids[0]]);

    const first = page.body.data.list[1];
    expect(first).toMatchObject({ kind: 'ORG', fullname: '杭州测试201科技有限公司', applicant: { id: applicants[0]?.id, orgId: null } });
  });

  it('searches name, credit code (any case), applicant phone and name', async () => {
    const search = async (term: string) =>
      (await call<{ list: Item[] }>(w, 'GET', `${BASE}?search=${encodeURIComponent(term)}`, w.operator)).body.data.list.map((i) => i.id);
    expect(await search('测试202')).toEqual([ids[1]]);
    expect(await search(creditCode(203).slice(4).toLowerCase())).toEqual([ids[2]]);
    expect(await search(await phoneOf((applicants[3] as TestUser).id))).toEqual([ids[3]]);
    expect(await search('孙七')).toEqual([ids[5]]);
    expect(await search('星河软件')).toEqual([ids[5], ids[4]]);
    expect(await search('100%')).toEqual([]);
  });

  async function phoneOf(userId: number): Promise<string> {
    return (await w.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone;
  }

  it('rejects an oversized page', async () => {
    const res = await call(w, 'GET', `${BASE}?size=101`, w.operator);
    expect(res.body).toEqual({ statusCode: 400, message: '每页条数不能大于100', data: null });
  });

  it('shows the detail: masked ID numbers, attachments, the matching org and the history', async () => {
    const res = await call<Record<string, unknown>>(w, 'GET', `${BASE}/${ids[2]}`, w.operator);
    const orgId = (res.body.data as { orgId: number }).orgId;
    expect(res.body.data).toMatchObject({
      id: ids[2],
      kind: 'ORG',
      status: 'PASS',
      statusLabel: '审核通过',
      legalIdcard: '110***********002X',
      idcard: '',
      applicant: { id: applicants[2]?.id, orgId },
      reviewer: { id: w.operator.id, name: expect.any(String) },
      org: { id: orgId, creditCode: creditCode(203), certifiedUsers: 1 },
      attachments: [
        { field: 'liceneUrl', title: '营业执照', filename: '营业执照.png', mime: 'image/png' },
        { field: 'authUrl', title: '授权书' },
      ],
    });
    const history = (res.body.data as { history: { action: string; actorName: string }[] }).history;
    expect(history.map((h) => h.action)).toEqual(['SUBMIT', 'PASS']);
    expect(history[1]?.actorName).toBe('用户0001');

    const pendingRelate = await call<Record<string, unknown>>(w, 'GET', `${BASE}/${ids[4]}`, w.operator);
    expect(pendingRelate.body.data).toMatchObject({
      kind: 'RELATE',
      idcard: '110***********4477',
      userName: '赵六',
      org: { id: knownOrg, fullname: '杭州星河软件有限公司', certifiedUsers: 1 },
      attachments: [],
      reviewer: null,
    });

    const pendingOrg = await call<Record<string, unknown>>(w, 'GET', `${BASE}/${ids[0]}`, w.operator);
    expect(pendingOrg.body.data).toMatchObject({ org: null, orgId: null });
  });

  it('gives the full ID numbers only through the audited look, to an operator of the park whose role grants it', async () => {
    const id = ids[4] as number;
    const looks = () =>
      w.db.selectFrom('audit_logs').select(['subject_id', 'action', 'actor_id', 'reason']).where('subject_type', '=', 'org_application_idcard').execute();
    const before = (await looks()).length;
    // Nothing in the operators' list or detail carries a whole number.
    const list = await call(w, 'GET', `${BASE}?size=100`, w.operator);
    expect(JSON.stringify(list.body.data)).not.toContain(OTHER_ID);
    expect(JSON.stringify(list.body.data)).not.toContain(VALID_ID);
    expect(JSON.stringify((await call(w, 'GET', `${BASE}/${id}`, w.operator)).body.data)).not.toContain(OTHER_ID);

    // 管委会 staff see masked numbers only: the full one is the administrators' (org.idcard).
    expect((await call(w, 'POST', `${BASE}/${id}/idcard`, w.operator)).body.message).toBe(NO_PERMISSION);
    const full = await call(w, 'POST', `${BASE}/${id}/idcard`, w.admin);
    expect(full.body).toMatchObject({ statusCode: 200, data: { legalIdcard: '', idcard: OTHER_ID } });
    expect((await call(w, 'POST', `${BASE}/${ids[2]}/idcard`, w.admin)).body.data).toEqual({ legalIdcard: VALID_ID, idcard: '' });
    expect((await looks()).slice(before)).toEqual([
      { subject_id: id, action: 'VIEW_IDCARD', actor_id: w.admin.id, reason: 'idcard' },
      { subject_id: ids[2], action: 'VIEW_IDCARD', actor_id: w.admin.id, reason: 'legalIdcard' },
    ]);
    // The look is on record, not in the application's review trail.
    const trail = (await call<{ history: { action: string }[] }>(w, 'GET', `${BASE}/${id}`, w.operator)).body.data.history;
    expect(trail.map((h) => h.action)).not.toContain('VIEW_IDCARD');

    // Not for the applicant, nor another park's operator; nothing recorded for them.
    expect((await call(w, 'POST', `${BASE}/${id}/idcard`, applicants[4]!)).http).toBe(403);
    expect((await call(w, 'POST', `${BASE}/${id}/idcard`, w.admin2, undefined, 2)).body).toEqual({ statusCode: 404, message: '申请不存在', data: null });
    expect((await looks()).length).toBe(before + 2);
  });

  it("an operator of another park can neither see nor audit this park's applications", async () => {
    const id = ids[0] as number;
    const detail = await call(w, 'GET', `${BASE}/${id}`, w.admin2, undefined, 2);
    expect(detail.body).toEqual({ statusCode: 404, message: '申请不存在', data: null });
    const list = await call<{ list: Item[]; total: number }>(w, 'GET', BASE, w.admin2, undefined, 2);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list.map((i) => [i.fullname, i.applicant.id])).toEqual([['杭州测试299科技有限公司', w.user2.id]]);
    const counts = await call<Counts>(w, 'GET', `${BASE}/counts`, w.admin2, undefined, 2);
    expect(counts.body.data).toEqual({
      ORG: { TOAUDIT: 1, PASS: 0, FAIL: 0, BACK: 0 },
      RELATE: { TOAUDIT: 0, PASS: 0, FAIL: 0, BACK: 0 },
      toAudit: 1,
    });

    const before = await footprint(w.db);
    const audited = await call(w, 'POST', `${BASE}/${id}/audit`, w.admin2, { action: 'PASS' }, 2);
    expect(audited.body).toEqual({ statusCode: 404, message: '申请不存在', data: null });
    expect(await footprint(w.db)).toEqual(before);

    // Its session token is of park 2: presented to park 1 it is no session at all.
    expect((await call(w, 'GET', BASE, w.admin2, undefined, 1)).http).toBe(401);
  });
});
