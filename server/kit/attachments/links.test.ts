import { describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/clock.js';
import { insertTestPolicy, type TestUser } from '../../testing/fixtures.js';
import { describeWorld } from '../../testing/world.js';
import { linkedFiles, linkFiles, usableAttachments, usedByPublished } from './links.js';
import { attachmentIdOf, downloadUrl, insertAttachment, softDeleteAttachment } from './records.js';
import { MAX_ID } from '../../../common/contract/atoms.js';

describe('download addresses', () => {
  it('are the attach contract’s, and give their id back whatever origin or query came with them', () => {
    expect(downloadUrl(42)).toBe('/api/dpboot/attach/download/42');
    expect(attachmentIdOf(' https://park.example.cn/api/dpboot/attach/download/42?sysid=1 ')).toBe(42);
    for (const bad of ['', '42', '/api/dpboot/attach/getAttInfo/42', '/api/dpboot/attach/download/0', `/api/dpboot/attach/download/${MAX_ID + 1}`, '/api/dpboot/attach/download/5/../../x']) {
      expect(attachmentIdOf(bad), bad).toBeNull();
    }
  });
});

describeWorld('linking attachments (%s)', (w) => {
  let serial = 0;
  const upload = async (by: TestUser, tenantId = 1) =>
    (
      await insertAttachment(w.db, {
        tenant_id: tenantId,
        uploader_id: by.id,
        filename: `附件${++serial}.pdf`,
        mime: 'application/pdf',
        size: 1,
        sha256: 'x'.repeat(64),
        storage_key: `${tenantId}/x${serial}`,
      })
    ).id;
  const insertNotice = async (status: 'CHECK' | 'JOINT' = 'CHECK') => {
    const at = nowIso();
    const row = await w.db
      .insertInto('notices')
      .values({ tenant_id: 1, title: '通知', type: '通知公告', summary: '', body: '<p>正文</p>', cover_id: null, status, reason: '', pinned: 0, author_id: w.admin.id, publisher_id: null, published_at: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id).sort((a, b) => a - b);

  it('lets a record take only the uploads the rule names: a user’s, an organisation’s, the operators’', async () => {
    const [a, a2, b, admin, other] = [await upload(w.userA), await upload(w.userA2), await upload(w.userB), await upload(w.admin), await upload(w.userC, 2)];
    const all = [a, a2, b, admin, other, 2 ** 40];
    expect(ids(await usableAttachments(w.db, 1, all, { uploadedBy: { user: w.userA.id } }))).toEqual([a]);
    expect(ids(await usableAttachments(w.db, 1, all, { uploadedBy: { org: w.orgA } }))).toEqual([a, a2]);
    expect(ids(await usableAttachments(w.db, 1, all, { uploadedBy: 'operators' }))).toEqual([admin]);
    expect(await usableAttachments(w.db, 2, [a, admin], { uploadedBy: 'operators' })).toEqual([]);
    await softDeleteAttachment(w.db, 1, a2);
    expect(ids(await usableAttachments(w.db, 1, all, { uploadedBy: { org: w.orgA } }))).toEqual([a]);
  });

  it('keeps files already linked to the record usable, and reads the links back in order', async () => {
    const [b, admin, b2] = [await upload(w.userB), await upload(w.admin), await upload(w.userB)];
    const notice = { kind: 'notice' as const, id: await insertNotice() };
    await w.db.transaction().execute((trx) => linkFiles(trx, 1, notice, [b2, admin, b], { kind: 'FILE' }));
    expect((await linkedFiles(w.db, 1, notice)).map((f) => f.id)).toEqual([b2, admin, b]);
    expect(await linkedFiles(w.db, 2, notice)).toEqual([]);
    expect(ids(await usableAttachments(w.db, 1, [b, admin], { uploadedBy: 'operators', orLinkedTo: notice }))).toEqual(ids([{ id: b }, { id: admin }]));
    const another = { kind: 'notice' as const, id: await insertNotice() };
    expect(ids(await usableAttachments(w.db, 1, [b], { uploadedBy: 'operators', orLinkedTo: another }))).toEqual([]);
  });

  it('tells which files a published record other than the one leaving still uses, notices and policies alike', async () => {
    const [shared, noticeOnly, policyOnly] = [await upload(w.admin), await upload(w.admin), await upload(w.admin)];
    const notice = { kind: 'notice' as const, id: await insertNotice('JOINT') };
    const policy = { kind: 'policy' as const, id: await insertTestPolicy(w.db, 1, '文件共用的政策') };
    const draft = { kind: 'policy' as const, id: await insertTestPolicy(w.db, 1, '待审核的政策', 'CHECK') };
    await w.db.transaction().execute(async (trx) => {
      await linkFiles(trx, 1, notice, [shared, noticeOnly], { kind: 'FILE' });
      await linkFiles(trx, 1, policy, [shared, policyOnly], {});
      await linkFiles(trx, 1, draft, [noticeOnly], {});
    });
    const all = [shared, noticeOnly, policyOnly];
    // The notice leaves: the published policy still uses the shared file (the draft policy counts for nothing).
    expect([...(await usedByPublished(w.db, 1, all, notice))].sort()).toEqual([shared, policyOnly].sort());
    // The policy leaves: the published notice still uses the shared file.
    expect([...(await usedByPublished(w.db, 1, all, policy))].sort()).toEqual([shared, noticeOnly].sort());
    expect(await usedByPublished(w.db, 2, all, notice)).toEqual(new Set());
    expect(await usedByPublished(w.db, 1, [], notice)).toEqual(new Set());
  });
});
