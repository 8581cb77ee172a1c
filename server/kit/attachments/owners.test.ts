import { beforeAll, expect, it } from 'vitest';
import type { FillSubmission } from '../../../common/integral/fill/contract.js';
import { nowIso } from '../../lib/clock.js';
import { parkToday } from '../../lib/park-time.js';
import { parkHost } from '../../testing/call.js';
import type { TestUser } from '../../testing/fixtures.js';
import { describeBuilt, okData, staffOperator } from '../../testing/world.js';
import { appealFields, filed } from '../../modules/appeal/test-helpers.js';
import { buildWorld, call, createDeclaration, FULL_FORM, type Detail } from '../../modules/declare/test-helpers.js';
import { fileForm, pdfBytes, pngBytes, sendUpload } from '../../modules/attach/test-helpers.js';

/**
 * Files belong to what they are attached to (issue F6): reading, downloading and deleting one asks
 * the rule of the record holding it, as its module declares it — not "is an operator".
 */

const NOT_YOURS = { statusCode: 403, message: '无权查看该附件', data: null };
const NOT_TO_DELETE = { statusCode: 403, message: '无权删除该附件', data: null };
const SUBMITTED = { statusCode: 403, message: '附件所属记录已提交，不能删除', data: null };
const OK = { statusCode: 200, data: null };

describeBuilt('attachments answer to their record’s owner (%s)', buildWorld, (w) => {
  /** An operator whose role holds only appeal.handle and appeal.analyse, DEPT_AND_BELOW in 企业服务局 (the seeded 诉求专员). */
  let clerk: TestUser;
  let bureau: number;
  let econ: number;

  const as = (user: TestUser | undefined) => ({ ...w.t.sign(1, user?.token), host: parkHost(1) });
  const info = (id: number, user?: TestUser) => w.t.app.inject({ url: `/api/dpboot/attach/getAttInfo/${id}`, headers: as(user) });
  const download = (id: number, user?: TestUser) => w.t.app.inject({ url: `/api/dpboot/attach/download/${id}`, headers: as(user) });
  const remove = (id: number, user: TestUser) =>
    w.t.app.inject({ method: 'DELETE', url: `/api/dpboot/attach/delete/${id}`, headers: as(user) });

  async function upload(by: TestUser, filename = '2025年度审计报告.pdf'): Promise<number> {
    const res = await sendUpload(w, fileForm(filename, filename.endsWith('.png') ? pngBytes() : pdfBytes()), by);
    expect(res.json().statusCode).toBe(200);
    return res.json().data.id as number;
  }

  /** Reads it through getAttInfo and download: true when both hand it over, false when both refuse with 403. */
  async function reads(id: number, user?: TestUser): Promise<boolean> {
    const [about, file] = [(await info(id, user)).json(), await download(id, user)];
    if (about.statusCode === 200) {
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBeDefined();
      return true;
    }
    expect(about).toEqual(NOT_YOURS);
    expect(file.json()).toEqual(NOT_YOURS);
    return false;
  }

  const isLive = async (id: number) =>
    (await w.db.selectFrom('attachments').select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow()).deleted_at === null;

  beforeAll(async () => {
    bureau = (
      await w.db
        .insertInto('departments')
        .values({ tenant_id: 1, name: '企业服务局', parent_id: null, sort: 1, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    econ = (
      await w.db
        .insertInto('departments')
        .values({ tenant_id: 1, name: '经济发展局', parent_id: null, sort: 2, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    clerk = await staffOperator(w, {
      name: '诉求专员小李',
      roleName: '诉求专员',
      roleDescription: '企业诉求专员',
      dataScope: 'DEPT_AND_BELOW',
      permissions: ['appeal.handle', 'appeal.analyse'],
      deptId: bureau,
    });
  });

  // ---- Fill evidence (integralFill): the organisation and integral.fill ----

  let roundSerial = 0;
  async function openRound(orgIds: number[]): Promise<number> {
    const today = parkToday();
    const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const round = await okData<{ id: number }>(w, 'POST', '/api/dpboot/integral/fill/save', w.admin, {
      year: 2025,
      name: `2025年度研发数据填报（第${++roundSerial}批）`,
      description: '请上传审计报告作为证明材料。',
      startDate: day(-1),
      endDate: day(20),
      fields: ['revenue'],
      scope: { mode: 'LIST', industries: [], areas: [] },
      orgIds,
    });
    return round.id;
  }
  const fill = (roundId: number, action: 'save' | 'submit', user: TestUser, attachmentIds: number[]) =>
    okData<{ state: string }>(w, 'POST', `/api/dpboot/integral/fill/mine/${roundId}/${action}`, user, { values: { revenue: 3200 }, attachmentIds });
  const fillFiles = async (roundId: number, user: TestUser) =>
    (await okData<FillSubmission>(w, 'GET', `/api/dpboot/integral/fill/mine/${roundId}`, user)).files.map((f) => f.id);

  it('F6: an appeals-only operator can neither read, download nor delete an enterprise’s fill evidence, and the fill keeps it', async () => {
    const roundId = await openRound([w.orgA]);
    const report = await upload(w.userA);
    expect((await fill(roundId, 'submit', w.userA, [report])).state).toBe('TOAUDIT');

    expect((await info(report, clerk)).json()).toEqual(NOT_YOURS);
    const file = await download(report, clerk);
    expect(file.headers['content-disposition']).toBeUndefined();
    expect(file.json()).toEqual(NOT_YOURS);
    expect((await remove(report, clerk)).json()).toEqual(NOT_YOURS);

    expect(await isLive(report)).toBe(true);
    expect(await fillFiles(roundId, w.userA)).toEqual([report]);
    const audit = await okData<FillSubmission>(w, 'GET', `/api/dpboot/integral/fill/audit/${roundId}/${w.orgA}`, w.committee);
    expect(audit.files.map((f) => f.id)).toEqual([report]);
  });

  it('fill evidence: the organisation’s users and integral.fill read it, another enterprise does not; nobody deletes it once submitted', async () => {
    const roundId = await openRound([w.orgA]);
    const report = await upload(w.userA);
    await fill(roundId, 'submit', w.userA, [report]);
    expect(await reads(report, w.userA2)).toBe(true);
    expect(await reads(report, w.committee)).toBe(true);
    expect(await reads(report, w.userB)).toBe(false);
    expect(await reads(report, undefined)).toBe(false);

    expect((await remove(report, w.userB)).json()).toEqual(NOT_YOURS);
    for (const user of [w.userA, w.userA2, w.committee, w.admin]) expect((await remove(report, user)).json()).toEqual(SUBMITTED);
    expect(await fillFiles(roundId, w.userA)).toEqual([report]);
  });

  it('fill evidence of a draft: its organisation removes it (the fill no longer has it); others may not', async () => {
    const roundId = await openRound([w.orgB]);
    const [kept, dropped] = [await upload(w.userB), await upload(w.userB, '旧版审计报告.pdf')];
    expect((await fill(roundId, 'save', w.userB, [kept, dropped])).state).toBe('DRAFT');
    expect((await remove(dropped, w.userA)).json()).toEqual(NOT_YOURS);
    expect((await remove(dropped, clerk)).json()).toEqual(NOT_YOURS);
    expect((await remove(dropped, w.userB)).json()).toMatchObject(OK);
    expect(await fillFiles(roundId, w.userB)).toEqual([kept]);
  });

  // ---- Appeal photos (appeal): the filer's organisation and appeal.handle within the data scope ----

  it('appeal photos: the filer’s organisation, and appeal handlers only within their data scope; never deleted once filed', async () => {
    const appealWorld = { ...w, depts: { 1: { 企业服务局: bureau }, 2: {} } };
    const appealId = await filed(appealWorld, w.userA, { fields: appealFields({ title: '厂区门前路灯不亮' }), photos: [{ data: pngBytes() }] });
    const { attachment_id: photo } = await w.db
      .selectFrom('appeal_files')
      .select('attachment_id')
      .where('appeal_id', '=', appealId)
      .executeTakeFirstOrThrow();

    expect(await reads(photo, w.userA)).toBe(true);
    expect(await reads(photo, w.userA2)).toBe(true);
    expect(await reads(photo, w.userB)).toBe(false);
    expect(await reads(photo, w.admin)).toBe(true);
    // 待受理 with no department yet: the intake is every appeal handler's, whatever its data scope.
    expect(await reads(photo, clerk)).toBe(true);
    // Given to another department, not acted on by the clerk's: outside the clerk's scope.
    await okData(w, 'POST', `/api/dpboot/appeal/assign/${appealId}`, w.admin, { departmentId: econ });
    expect(await reads(photo, clerk)).toBe(false);

    for (const user of [w.userB, clerk]) expect((await remove(photo, user)).json()).toEqual(NOT_YOURS);
    for (const user of [w.userA, w.admin]) expect((await remove(photo, user)).json()).toEqual(SUBMITTED);
    expect(await isLive(photo)).toBe(true);
  });

  // ---- Declaration materials (declareApplication): the applicant and declare.audit / declare.manage ----

  it('declaration materials: the applicant removes one while the application is a draft; once sent, nobody does', async () => {
    const declareId = await createDeclaration(w);
    const { id: applicationId } = await okData<{ id: number }>(w, 'POST', '/api/dpboot/declare/startDeclare', w.userA, { declareId });
    await okData(w, 'POST', `/api/dpboot/declare/saveDeclareAndOrg/${declareId}`, w.userA, FULL_FORM);
    const { materials } = await okData<Detail>(w, 'GET', `/api/dpboot/declare/detail_declareAndOrg?id=${applicationId}`, w.userA);
    const uploaded: number[] = [];
    for (const material of materials.filter((m) => m.required)) {
      const file = await upload(w.userA, `${material.name}.pdf`);
      await okData(w, 'POST', '/api/dpboot/declare/upFileInfo', w.userA, { id: applicationId, materialId: material.id, attachmentIds: [file] });
      uploaded.push(file);
    }
    const [form, licence] = uploaded as [number, number];

    expect(await reads(form, w.userA2)).toBe(true);
    expect(await reads(form, w.committee)).toBe(true);
    expect(await reads(form, w.userB)).toBe(false);
    expect(await reads(form, clerk)).toBe(false);

    // A reviewer reads the materials but does not change the enterprise's application.
    expect((await remove(form, w.committee)).json()).toEqual(NOT_TO_DELETE);
    expect((await remove(form, w.userB)).json()).toEqual(NOT_YOURS);
    expect((await remove(form, w.userA2)).json()).toMatchObject(OK);
    expect(await isLive(form)).toBe(false);

    // Put back and sent: its files now leave only through the review.
    const slot = await w.db
      .selectFrom('declare_application_files')
      .select('material_id')
      .where('attachment_id', '=', form)
      .executeTakeFirstOrThrow();
    const again = await upload(w.userA, '申请表.pdf');
    await okData(w, 'POST', '/api/dpboot/declare/upFileInfo', w.userA, { id: applicationId, materialId: slot.material_id, attachmentIds: [again] });
    await okData(w, 'POST', '/api/dpboot/declare/sendDeclare', w.userA, { id: applicationId });
    for (const user of [w.userA, w.userA2]) expect((await remove(licence, user)).json()).toEqual(SUBMITTED);
    expect((await remove(licence, w.committee)).json()).toEqual(NOT_TO_DELETE);
    expect(await isLive(licence)).toBe(true);
    expect((await call(w, 'GET', `/api/dpboot/declare/getFiles?id=${applicationId}`, w.userA)).body.statusCode).toBe(200);
  });

  // ---- Notice files (notice): notice.manage while a draft, anyone once published ----

  it('notice files: the notice managers’ while unpublished, everyone’s once published', async () => {
    const attachment = await upload(w.committee, '申报指南.pdf');
    const notice = await okData<{ id: number }>(w, 'POST', '/api/dpboot/notice/save', w.committee, {
      title: '关于开展2026年度科技项目申报的通知',
      type: '通知公告',
      body: '<p>各有关企业：请按附件要求申报。</p>',
      attachmentIds: [attachment],
    });
    expect(await reads(attachment, w.committee)).toBe(true);
    expect(await reads(attachment, clerk)).toBe(false);
    expect(await reads(attachment, w.userA)).toBe(false);
    expect((await remove(attachment, clerk)).json()).toEqual(NOT_YOURS);

    await okData(w, 'POST', `/api/dpboot/notice/publish/${notice.id}`, w.committee);
    expect(await reads(attachment, w.userA)).toBe(true);
    expect(await reads(attachment, undefined)).toBe(true);
    expect((await remove(attachment, w.userA)).json()).toEqual(NOT_TO_DELETE);
    expect((await remove(attachment, w.committee)).json()).toEqual(SUBMITTED);
  });

  // ---- Not attached to anything: the uploader's alone ----

  it('an upload no record holds yet is its uploader’s alone: not the colleagues’, not the operators’', async () => {
    const draft = await upload(w.userA);
    expect(await reads(draft, w.userA)).toBe(true);
    for (const user of [w.userA2, w.admin, clerk]) expect(await reads(draft, user)).toBe(false);
    expect((await remove(draft, w.admin)).json()).toEqual(NOT_YOURS);
    expect((await remove(draft, w.userA)).json()).toMatchObject(OK);
  });
});
