import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES } from '../../../common/constants.js';
import { insertUser, type TestUser } from '../../testing/fixtures.js';
import { buildWorld, call, creditCode, footprint, insertAttachment, insertOrg, newUser, orgForm, OTHER_ID } from './test-helpers.js';
import { describeBuilt } from '../../testing/world.js';

const APPLY_ORG = '/api/dpboot/user/certify/org';
const APPLY_RELATE = '/api/dpboot/user/certify/orgRelate';
const audit = (id: number) => `/api/dpboot/certify/applications/${id}/audit`;

describeBuilt('certification refusals (%s)', buildWorld, (w) => {
  let certifiedOrg: number;
  beforeAll(async () => {
    certifiedOrg = await insertOrg(w.db, 1, '杭州已认证科技有限公司', creditCode(100));
    await newUser(w, 1, certifiedOrg);
  });

  /** The request is refused with exactly this answer, and nothing at all is written. */
  async function refused(
    user: TestUser,
    url: string,
    payload: Record<string, unknown>,
    statusCode: number,
    message: string,
  ): Promise<void> {
    const before = await footprint(w.db);
    const res = await call(w, 'POST', url, user, payload);
    expect(res.http).toBe(200);
    expect(res.body).toEqual({ statusCode, message, data: null });
    expect(await footprint(w.db)).toEqual(before);
  }

  it('an operator cannot apply', async () => {
    const operator = await insertUser(w.db, 1, '13500000001', [OPERATOR_ROLES[1]]);
    await refused(operator, APPLY_ORG, await orgForm(w, operator, 101), 403, '运营人员无需认证');
    await refused(operator, APPLY_RELATE, { orgId: certifiedOrg, userName: '王五', idcard: OTHER_ID }, 403, '运营人员无需认证');
  });

  it('a member of an organisation cannot apply again', async () => {
    const member = await newUser(w, 1, certifiedOrg);
    await refused(member, APPLY_ORG, await orgForm(w, member, 102), 409, '您已归属企业，无需重复认证');
    await refused(member, APPLY_RELATE, { orgId: certifiedOrg, userName: '王五', idcard: OTHER_ID }, 409, '您已归属企业，无需重复认证');
  });

  it('a pending application of either kind blocks both kinds', async () => {
    const pendingOrg = await newUser(w);
    expect((await call(w, 'POST', APPLY_ORG, pendingOrg, await orgForm(w, pendingOrg, 103))).body.statusCode).toBe(200);
    await refused(pendingOrg, APPLY_ORG, await orgForm(w, pendingOrg, 104), 409, '您有待审核的申请，请耐心等待');
    await refused(pendingOrg, APPLY_RELATE, { orgId: certifiedOrg, userName: '王五', idcard: OTHER_ID }, 409, '您有待审核的申请，请耐心等待');

    const pendingRelate = await newUser(w);
    const relate = { orgId: certifiedOrg, userName: '王五', idcard: OTHER_ID };
    expect((await call(w, 'POST', APPLY_RELATE, pendingRelate, relate)).body.statusCode).toBe(200);
    await refused(pendingRelate, APPLY_RELATE, relate, 409, '您有待审核的申请，请耐心等待');
    await refused(pendingRelate, APPLY_ORG, await orgForm(w, pendingRelate, 105), 409, '您有待审核的申请，请耐心等待');
  });

  it('an organisation of this park that has a certified user must be joined, not certified', async () => {
    const user = await newUser(w);
    await refused(user, APPLY_ORG, await orgForm(w, user, 100), 409, '该企业已被认证，请通过“关联企业”加入');
  });

  it('the same code in another park is a different organisation', async () => {
    const orgOfTenant2 = await insertOrg(w.db, 2, '苏州某科技有限公司', creditCode(106));
    await insertUser(w.db, 2, '13500000106', [], orgOfTenant2);
    const user = await newUser(w);
    expect((await call(w, 'POST', APPLY_ORG, user, await orgForm(w, user, 106))).body.statusCode).toBe(200);
  });

  it('attachments must be live uploads of this user in this park', async () => {
    const user = await newUser(w);
    const other = await newUser(w);
    const form = await orgForm(w, user, 107);
    const cases: [Record<string, string>, string][] = [
      [{ liceneUrl: await insertAttachment(w.db, 1, other.id) }, '营业执照附件不存在，请重新上传'],
      [{ authUrl: await insertAttachment(w.db, 2, w.user2.id) }, '授权书附件不存在，请重新上传'],
      [{ liceneUrl: await insertAttachment(w.db, 1, user.id, true) }, '营业执照附件不存在，请重新上传'],
      [{ liceneUrl: '/api/dpboot/attach/download/999999' }, '营业执照附件不存在，请重新上传'],
      [{ liceneUrl: '/api/dpboot/attach/download/99999999999' }, '营业执照附件无效，请重新上传'],
      [{ authUrl: 'https://evil.example/x.png' }, '授权书附件无效，请重新上传'],
    ];
    for (const [change, message] of cases) await refused(user, APPLY_ORG, { ...form, ...change }, 400, message);
    // The same file with the client's origin and sysid query names the same attachment.
    const withOrigin = { ...form, liceneUrl: `http://localhost${form.liceneUrl}?sysid=1` };
    expect((await call(w, 'POST', APPLY_ORG, user, withOrigin)).body.statusCode).toBe(200);
    const row = await w.db.selectFrom('org_applications').select('licene_url').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.licene_url).toBe(form.liceneUrl);
  });

  it('orgRelate needs an organisation of this park', async () => {
    const user = await newUser(w);
    const otherPark = await insertOrg(w.db, 2, '苏州另一科技有限公司', creditCode(108));
    for (const orgId of [otherPark, 999999, 2_147_483_648]) {
      await refused(user, APPLY_RELATE, { orgId, userName: '王五', idcard: OTHER_ID }, 404, '企业不存在');
    }
  });

  it('two simultaneous submits of one user make one application', async () => {
    const user = await newUser(w);
    const [a, b] = await Promise.all([
      call(w, 'POST', APPLY_ORG, user, await orgForm(w, user, 120)),
      call(w, 'POST', APPLY_RELATE, user, { orgId: certifiedOrg, userName: '王五', idcard: OTHER_ID }),
    ]);
    expect([a.body.statusCode, b.body.statusCode].sort()).toEqual([200, 409]);
    const rows = await w.db.selectFrom('org_applications').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('anonymous requests are refused before anything happens', async () => {
    // Schema validation runs before the login check, so the form is complete.
    const user = await newUser(w);
    const before = await footprint(w.db);
    const res = await w.t.app.inject({ method: 'POST', url: APPLY_ORG, headers: w.t.sign(1), payload: await orgForm(w, user, 109) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, message: '请先登录', data: null });
    expect(await footprint(w.db)).toEqual(before);
  });

  describe('audit', () => {
    async function pendingApplication(serial: number): Promise<{ id: number; user: TestUser }> {
      const user = await newUser(w);
      const res = await call<{ id: number }>(w, 'POST', APPLY_ORG, user, await orgForm(w, user, serial));
      return { id: res.body.data.id, user };
    }

    async function auditRefused(id: number, payload: Record<string, unknown>, statusCode: number, message: string, by = w.operator) {
      const before = await footprint(w.db);
      const res = await call(w, 'POST', audit(id), by, payload);
      expect(res.body).toEqual({ statusCode, message, data: null });
      expect(await footprint(w.db)).toEqual(before);
    }

    it('FAIL and BACK need a reason of 2–200 characters', async () => {
      const { id } = await pendingApplication(110);
      await auditRefused(id, { action: 'FAIL' }, 400, '请填写审核意见');
      await auditRefused(id, { action: 'BACK', reason: '  好 ' }, 400, '请填写审核意见');
      await auditRefused(id, { action: 'BACK', reason: '长'.repeat(201) }, 400, '审核意见不能超过200个字符');
      await auditRefused(id, { action: 'DELETE', reason: '不要了' }, 400, '审核结果的取值无效');
    });

    it('only a pending application can be audited', async () => {
      const { id } = await pendingApplication(111);
      expect((await call(w, 'POST', audit(id), w.operator, { action: 'FAIL', reason: '材料不全' })).body.statusCode).toBe(200);
      await auditRefused(id, { action: 'PASS' }, 409, '该申请已处理');
      await auditRefused(id, { action: 'BACK', reason: '再看看' }, 409, '该申请已处理');
      await auditRefused(999999, { action: 'PASS' }, 404, '申请不存在');
    });

    it('of two simultaneous decisions exactly one is taken', async () => {
      const { id, user } = await pendingApplication(121);
      const answers = await Promise.all([
        call(w, 'POST', audit(id), w.operator, { action: 'PASS' }),
        call(w, 'POST', audit(id), w.operator, { action: 'FAIL', reason: '材料不全' }),
      ]);
      expect(answers.map((a) => a.body.statusCode).sort()).toEqual([200, 409]);
      const row = await w.db.selectFrom('org_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const logs = await w.db.selectFrom('audit_logs').select('action').where('subject_id', '=', id).orderBy('id').execute();
      expect(logs.map((l) => l.action)).toEqual(['SUBMIT', row.status]);
      const member = await w.t.app.sessions.userById(1, user.id);
      expect(member?.orgId !== null).toBe(row.status === 'PASS');
    });

    it('PASS is refused when the applicant joined an organisation meanwhile', async () => {
      const { id, user } = await pendingApplication(112);
      await w.db.updateTable('users').set({ org_id: certifiedOrg }).where('id', '=', user.id).execute();
      await auditRefused(id, { action: 'PASS' }, 409, '申请人已归属其他企业，无法通过此申请');
      // FAIL is still possible, so the queue does not keep it forever.
      expect((await call(w, 'POST', audit(id), w.operator, { action: 'FAIL', reason: '已加入其他企业' })).body.statusCode).toBe(200);
    });

    it('PASS is refused when someone else certified the organisation meanwhile', async () => {
      const first = await pendingApplication(113);
      const second = await pendingApplication(113);
      expect((await call(w, 'POST', audit(first.id), w.operator, { action: 'PASS' })).body.statusCode).toBe(200);
      await auditRefused(second.id, { action: 'PASS' }, 409, '该企业已被其他用户认证，请退回申请并提示申请人通过“关联企业”加入');
    });
  });
});
