import { beforeAll, expect, it } from 'vitest';
import { insertUser } from '../../testing/fixtures.js';
import { BASE, buildWorld, call, insertAttachment, insertImage, noticeForm, saveAs } from './test-helpers.js';
import { describeBuilt } from '../../testing/world.js';

const url = (id: number) => `/api/dpboot/attach/download/${id}`;

describeBuilt('notice input (%s)', buildWorld, (w) => {
  let ids: { otherPark: number; deleted: number; usersOwn: number; pdf: number; image: number; otherParkImage: number };
  const count = async () =>
    Number((await w.db.selectFrom('notices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    ids = {
      otherPark: await insertAttachment(w.db, 2, w.admin2),
      deleted: await insertAttachment(w.db, 1, w.admin, { deleted: true }),
      // A file a plain user uploaded (say an ID card): a notice must not become a way to publish it.
      usersOwn: await insertAttachment(w.db, 1, w.individual, { mime: 'image/png', filename: '身份证.png' }),
      pdf: await insertAttachment(w.db, 1, w.admin),
      image: await insertImage(w.db, 1, w.admin),
      otherParkImage: await insertImage(w.db, 2, w.admin2),
    };
  });

  const without = (key: string) => Object.fromEntries(Object.entries(noticeForm()).filter(([k]) => k !== key));

  it.each([
    ['missing title', () => without('title'), '请填写标题'],
    ['blank title', () => noticeForm({ title: '   ' }), '请填写标题'],
    ['short title', () => noticeForm({ title: '通' }), '标题不能少于2个字符'],
    ['long title', () => noticeForm({ title: '通'.repeat(101) }), '标题不能超过100个字符'],
    ['missing type', () => without('type'), '请填写通知类型'],
    ['unknown type', () => noticeForm({ type: '八卦' }), '通知类型的取值无效'],
    ['long summary', () => noticeForm({ summary: '摘'.repeat(201) }), '摘要不能超过200个字符'],
    ['missing body', () => without('body'), '请填写正文'],
    ['empty body', () => noticeForm({ body: '' }), '正文不能为空'],
    ['body of nothing allowed', () => noticeForm({ body: '<script>alert(1)</script><p> </p>' }), '请填写正文'],
    ['huge body', () => noticeForm({ body: `<p>${'长'.repeat(100_001)}</p>` }), '正文不能超过100000个字符'],
    ['attachment id not a number', () => noticeForm({ attachmentIds: ['abc'] }), '附件格式不正确'],
    ['too many attachments', () => noticeForm({ attachmentIds: Array.from({ length: 21 }, (_, i) => i + 1) }), '附件最多20项'],
    ['unknown notice id', () => noticeForm({ id: 999_999 }), '通知不存在'],
    ['cover not an attachment address', () => noticeForm({ cover: 'https://evil.example/a.png' }), '封面图无效，请重新上传'],
  ])('%s', async (_, payload, message) => {
    const before = await count();
    const res = await call(w, 'POST', `${BASE}/save`, w.admin, payload());
    expect(res.http).toBe(200);
    expect(res.body).toEqual({ statusCode: message === '通知不存在' ? 404 : 400, message, data: null });
    expect(await count()).toBe(before);
  });

  it('refuses attachments of another park, deleted ones and private files of users', async () => {
    for (const id of [ids.otherPark, ids.deleted, ids.usersOwn, 99_999_999_999]) {
      const res = await call(w, 'POST', `${BASE}/save`, w.admin, noticeForm({ attachmentIds: [ids.pdf, id] }));
      expect(res.body).toEqual({ statusCode: 400, message: '附件不存在或不可用，请重新上传', data: null });
    }
    for (const id of [ids.otherParkImage, ids.usersOwn, ids.pdf, ids.deleted]) {
      const res = await call(w, 'POST', `${BASE}/save`, w.admin, noticeForm({ cover: url(id) }));
      expect(res.body).toEqual({ statusCode: 400, message: '封面图无效，请重新上传', data: null });
    }
  });

  it('stores the body sanitized, keeping only usable images, and fills a missing summary', async () => {
    const body =
      `<h1 onclick="x()">标题</h1><p style="color:red">第一段<script>alert(1)</script></p>` +
      `<p><a href="javascript:alert(1)">坏链接</a><a href="https://www.most.gov.cn">科技部</a></p>` +
      `<img src="${url(ids.image)}?sysid=1" onerror="alert(1)"><img src="${url(ids.otherParkImage)}"><img src="${url(ids.usersOwn)}"><img src="${url(ids.pdf)}">`;
    const id = await saveAs(w, w.admin, noticeForm({ body, summary: '  ', cover: '', pinned: true }));
    const row = await w.db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.body).toBe(
      '<h2>标题</h2><p>第一段</p><p>坏链接<a href="https://www.most.gov.cn" rel="noopener noreferrer" target="_blank">科技部</a></p>' +
        `<img src="${url(ids.image)}" alt="" />`,
    );
    expect(row).toMatchObject({ summary: '标题 第一段 坏链接科技部', cover_id: null, pinned: 1, status: 'CHECK' });
    const files = await w.db.selectFrom('notice_files').select(['kind', 'attachment_id']).where('notice_id', '=', id).execute();
    expect(files).toEqual([{ kind: 'IMAGE', attachment_id: ids.image }]);
  });

  it('cuts an automatic summary at 100 characters', async () => {
    const id = await saveAs(w, w.admin, noticeForm({ summary: undefined, body: `<p>${'字'.repeat(300)}</p>` }));
    const row = await w.db.selectFrom('notices').select('summary').where('id', '=', id).executeTakeFirstOrThrow();
    expect([...row.summary]).toHaveLength(100);
    expect(row.summary.endsWith('…')).toBe(true);
  });

  it('keeps a file already on the notice even if its uploader is no operator any more', async () => {
    const former = await insertUser(w.db, 1, '13799999999', ['管理员']);
    const file = await insertAttachment(w.db, 1, former);
    const id = await saveAs(w, former, noticeForm({ attachmentIds: [file] }));
    await w.db.deleteFrom('user_roles').where('user_id', '=', former.id).execute();
    const res = await call(w, 'POST', `${BASE}/save`, w.committee, noticeForm({ id, attachmentIds: [file] }));
    expect(res.body.statusCode).toBe(200);
    const other = await call(w, 'POST', `${BASE}/save`, w.committee, noticeForm({ attachmentIds: [file] }));
    expect(other.body.message).toBe('附件不存在或不可用，请重新上传');
  });
});
