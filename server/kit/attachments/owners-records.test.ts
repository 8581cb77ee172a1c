import { beforeAll, expect, it } from 'vitest';
import { nowIso } from '../../lib/clock.js';
import { parkHost } from '../../testing/call.js';
import { insertTestPolicy, insertStaffRole, insertUser, type TestUser } from '../../testing/fixtures.js';
import { describeWorld, testPhone } from '../../testing/world.js';
import { fileForm, pdfBytes, sendUpload } from '../../modules/attach/test-helpers.js';
import { linkFiles } from './links.js';
import { downloadUrl, setVisibility } from './records.js';

/**
 * The owner's rule of the kinds whose records these tests write directly (their workflows have
 * tests of their own): policy files, message files, a certification's documents. owners.test.ts
 * goes through the workflows of fill evidence, appeal photos, declaration materials and notices.
 */

const NOT_YOURS = { statusCode: 403, message: '无权查看该附件', data: null };
const NOT_TO_DELETE = { statusCode: 403, message: '无权删除该附件', data: null };
const SUBMITTED = { statusCode: 403, message: '附件所属记录已提交，不能删除', data: null };

describeWorld('attachments of policies, messages and certifications (%s)', (w) => {
  /** An operator whose role grants nothing but appeal handling. */
  let clerk: TestUser;

  const as = (user: TestUser | undefined) => ({ ...w.t.sign(1, user?.token), host: parkHost(1) });
  const info = (id: number, user?: TestUser) => w.t.app.inject({ url: `/api/dpboot/attach/getAttInfo/${id}`, headers: as(user) });
  const remove = (id: number, user: TestUser) =>
    w.t.app.inject({ method: 'DELETE', url: `/api/dpboot/attach/delete/${id}`, headers: as(user) });
  const reads = async (id: number, user?: TestUser) => {
    const answer = (await info(id, user)).json();
    if (answer.statusCode !== 200) expect(answer).toEqual(NOT_YOURS);
    return answer.statusCode === 200;
  };
  const upload = async (by: TestUser, filename: string) => {
    const res = await sendUpload(w, fileForm(filename, pdfBytes()), by);
    expect(res.json().statusCode).toBe(200);
    return res.json().data.id as number;
  };

  beforeAll(async () => {
    await insertStaffRole(w.db, 1, '诉求专员', ['appeal.handle']);
    clerk = await insertUser(w.db, 1, testPhone(), ['诉求专员']);
  });

  it('policy files: the policy managers’ while the policy is not published; deleted then only by them', async () => {
    const policyId = await insertTestPolicy(w.db, 1, '关于促进数字经济发展的若干意见', 'CHECK');
    const [guide, form] = [await upload(w.committee, '申报指南.pdf'), await upload(w.committee, '申请表.pdf')];
    await w.db.transaction().execute((trx) => linkFiles(trx, 1, { kind: 'policy', id: policyId }, [guide, form], {}));

    expect(await reads(guide, w.committee)).toBe(true);
    for (const user of [clerk, w.userA, undefined]) expect(await reads(guide, user)).toBe(false);
    expect((await remove(form, clerk)).json()).toEqual(NOT_YOURS);
    expect((await remove(form, w.committee)).json()).toMatchObject({ statusCode: 200 });

    await w.db.updateTable('policies').set({ state: 'JOINT' }).where('id', '=', policyId).execute();
    expect((await remove(guide, w.committee)).json()).toEqual(SUBMITTED);
  });

  it('message files: the senders’ while a draft; a sent message’s stay as sent', async () => {
    const at = nowIso();
    const { id: messageId } = await w.db
      .insertInto('messages')
      .values({ tenant_id: 1, kind: 'MESSAGE', topic: '', status: 'DRAFT', title: '园区停电通知', summary: '', body: '<p>正文</p>', link: null, audience: null, sender_id: w.committee.id, sent_at: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [notice, map] = [await upload(w.committee, '停电通知.pdf'), await upload(w.committee, '停电范围.pdf')];
    await w.db.transaction().execute((trx) => linkFiles(trx, 1, { kind: 'message', id: messageId }, [notice, map], { kind: 'FILE' }));

    expect(await reads(notice, w.committee)).toBe(true);
    for (const user of [clerk, w.userA]) expect(await reads(notice, user)).toBe(false);
    expect((await remove(map, w.userA)).json()).toEqual(NOT_YOURS);
    expect((await remove(map, w.committee)).json()).toMatchObject({ statusCode: 200 });

    // Sending makes its files public (message/compose.ts), so the recipients read them; nobody deletes them.
    await w.db.updateTable('messages').set({ status: 'SENT', sent_at: nowIso() }).where('id', '=', messageId).execute();
    await setVisibility(w.db, 1, [notice], 'PUBLIC');
    expect(await reads(notice, w.userA)).toBe(true);
    expect((await remove(notice, w.userA)).json()).toEqual(NOT_TO_DELETE);
    expect((await remove(notice, w.committee)).json()).toEqual(SUBMITTED);
  });

  it('a certification’s licence: the applicant and the reviewers (org.audit), not another user nor an appeals clerk; kept as submitted', async () => {
    const applicant = await insertUser(w.db, 1, testPhone());
    const licence = await upload(applicant, '营业执照.pdf');
    const at = nowIso();
    await w.db
      .insertInto('org_applications')
      .values({ tenant_id: 1, user_id: applicant.id, kind: 'ORG', org_id: null, fullname: '杭州戊新材料有限公司', credit_code: '91330100MA00000001', category: '企业', licene_url: downloadUrl(licence), legal_idcard: '', auth_url: '', user_name: '王五', idcard: '', status: 'TOAUDIT', reason: '', reviewer_id: null, reviewed_at: null, created_at: at, updated_at: at })
      .execute();

    expect(await reads(licence, applicant)).toBe(true);
    expect(await reads(licence, w.committee)).toBe(true);
    for (const user of [w.userA, clerk]) expect(await reads(licence, user)).toBe(false);
    expect((await remove(licence, w.committee)).json()).toEqual(SUBMITTED);
    expect((await remove(licence, applicant)).json()).toEqual(SUBMITTED);
    expect((await remove(licence, w.userA)).json()).toEqual(NOT_YOURS);
  });
});
