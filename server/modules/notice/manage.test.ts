import { expect, it } from 'vitest';
import { actionLabels } from '../../../common/publish/lifecycle.js';
import { NOTICE_LIFECYCLE } from '../../../common/notice/lifecycle.js';
import { historyOf } from '../../kit/publish/history.js';
import { expectScopedList } from '../../kit/publish/test-helpers.js';
import type { TestUser } from '../../testing/fixtures.js';
import { BASE, buildWorld, call, insertAttachment, insertImage, noticeForm, publishedNotice, saveAs, visibilityOf } from './test-helpers.js';
import { describeBuilt } from '../../testing/world.js';

interface ManageItem {
  id: number;
  title: string;
  status: string;
  statusLabel: string;
  reason: string;
  authorName: string;
  publisherName: string;
}
type List = { list: ManageItem[]; total: number };
const url = (id: number) => `/api/dpboot/attach/download/${id}`;

describeBuilt('notice management (%s)', buildWorld, (w, dialect) => {
  it('is for operators only: 401 anonymous, 403 for other users, nothing written', async () => {
    const id = await saveAs(w, w.admin, noticeForm());
    const calls: [('GET' | 'POST' | 'DELETE'), string, Record<string, unknown>?][] = [
      ['GET', `${BASE}/manage/list`],
      ['GET', `${BASE}/manage/counts`],
      ['POST', `${BASE}/save`, noticeForm()],
      ['POST', `${BASE}/publish/${id}`],
      ['POST', `${BASE}/reject/${id}`, { reason: '不通过的理由' }],
      ['POST', `${BASE}/withdraw/${id}`],
      ['DELETE', `${BASE}/delete/${id}`],
    ];
    const before = await w.db.selectFrom('notices').selectAll().orderBy('id').execute();
    for (const [method, path, payload] of calls) {
      expect((await call(w, method, path, undefined, payload)).http).toBe(401);
      const res = await call(w, method, path, w.individual, payload);
      expect(res.http).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, message: '仅园区运营人员可以执行此操作', data: null });
    }
    expect(await w.db.selectFrom('notices').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('publishing makes the files, the cover and the body images public; withdrawing makes them private', async () => {
    const file = await insertAttachment(w.db, 1, w.admin);
    const cover = await insertImage(w.db, 1, w.admin);
    const inline = await insertImage(w.db, 1, w.committee);
    const body = `<p>正文</p><p><img src="${url(inline)}" alt="现场"></p>`;
    const id = await saveAs(w, w.admin, noticeForm({ attachmentIds: [file], cover: url(cover), body }));
    const all = [file, cover, inline];
    for (const a of all) expect(await visibilityOf(w.db, a)).toBe('PRIVATE');
    // An unpublished notice's file is its managers': an anonymous visitor is refused (403, not 404).
    expect((await call(w, 'GET', `/api/dpboot/attach/getAttInfo/${file}`)).body).toMatchObject({ statusCode: 403, message: '无权查看该附件' });

    const published = await call<{ status: string; publishedAt: string }>(w, 'POST', `${BASE}/publish/${id}`, w.committee);
    expect(published.body).toMatchObject({ statusCode: 200, message: '发布成功', data: { id, status: 'JOINT' } });
    for (const a of all) expect(await visibilityOf(w.db, a)).toBe('PUBLIC');
    // An anonymous visitor may now read the file.
    expect((await call(w, 'GET', `/api/dpboot/attach/getAttInfo/${file}`)).body.statusCode).toBe(200);

    // A second published notice shares the file: withdrawing the first keeps it public.
    const other = await publishedNotice(w, noticeForm({ attachmentIds: [file] }));
    const withdrawn = await call(w, 'POST', `${BASE}/withdraw/${id}`, w.admin);
    expect(withdrawn.body).toMatchObject({ statusCode: 200, data: { id, status: 'CHECK' } });
    expect(await visibilityOf(w.db, file)).toBe('PUBLIC');
    expect(await visibilityOf(w.db, cover)).toBe('PRIVATE');
    expect(await visibilityOf(w.db, inline)).toBe('PRIVATE');
    await call(w, 'POST', `${BASE}/withdraw/${other}`, w.admin);
    expect(await visibilityOf(w.db, file)).toBe('PRIVATE');
    expect((await call(w, 'GET', `${BASE}/detail/${id}`)).body.statusCode).toBe(404);

    const trail = await historyOf(w.db, 1, 'notice', id, actionLabels(NOTICE_LIFECYCLE));
    expect(trail.map((e) => [e.action, e.actionLabel, e.from, e.to])).toEqual([
      ['CREATE', '提交', null, 'CHECK'],
      ['PUBLISH', '发布', 'CHECK', 'JOINT'],
      ['WITHDRAW', '撤回', 'JOINT', 'CHECK'],
    ]);
    expect(trail[1]?.actorId).toBe(w.committee.id);
  });

  it('rejects with a reason; an edit resubmits; only pending notices are published or rejected', async () => {
    const id = await saveAs(w, w.admin, noticeForm());
    expect((await call(w, 'POST', `${BASE}/reject/${id}`, w.committee, { reason: ' ' })).body).toEqual({
      statusCode: 400,
      message: '请填写审核意见',
      data: null,
    });
    expect((await call(w, 'POST', `${BASE}/reject/${id}`, w.committee, {})).body.message).toBe('请填写审核意见');
    const rejected = await call(w, 'POST', `${BASE}/reject/${id}`, w.committee, { reason: '附件缺少盖章页' });
    expect(rejected.body).toMatchObject({ statusCode: 200, data: { status: 'CANCEL' } });
    expect((await call(w, 'POST', `${BASE}/publish/${id}`, w.admin)).body).toEqual({
      statusCode: 409,
      message: '审核不通过的通知需修改后重新提交',
      data: null,
    });
    const item = (await call<List>(w, 'GET', `${BASE}/manage/list?status=CANCEL`, w.admin)).body.data.list.find((i) => i.id === id);
    expect(item).toMatchObject({ status: 'CANCEL', statusLabel: '审核不通过', reason: '附件缺少盖章页' });
    expect(item?.authorName).toMatch(/^用户\d{4}$/);

    await saveAs(w, w.admin, noticeForm({ id, title: '修改后的通知标题' }));
    const resubmitted = (await call<List>(w, 'GET', `${BASE}/manage/list?status=CHECK`, w.admin)).body.data.list.find((i) => i.id === id);
    expect(resubmitted).toMatchObject({ status: 'CHECK', reason: '', title: '修改后的通知标题' });

    await call(w, 'POST', `${BASE}/publish/${id}`, w.admin);
    expect((await call(w, 'POST', `${BASE}/publish/${id}`, w.admin)).body.message).toBe('该通知已发布');
    expect((await call(w, 'POST', `${BASE}/reject/${id}`, w.admin, { reason: '再驳回一次' })).body.message).toBe('该通知已发布，如需下线请撤回');
    expect((await call(w, 'POST', `${BASE}/save`, w.admin, noticeForm({ id }))).body).toEqual({
      statusCode: 409,
      message: '已发布的通知不能直接修改，请先撤回',
      data: null,
    });
    expect((await call(w, 'DELETE', `${BASE}/delete/${id}`, w.admin)).body.message).toBe('已发布的通知不能删除，请先撤回');
    await call(w, 'POST', `${BASE}/withdraw/${id}`, w.admin);
    expect((await call(w, 'POST', `${BASE}/withdraw/${id}`, w.admin)).body.message).toBe('该通知未发布，无需撤回');
    expect((await call(w, 'DELETE', `${BASE}/delete/${id}`, w.admin)).body).toEqual({ statusCode: 200, message: '删除成功', data: null });
    expect((await call(w, 'GET', `${BASE}/detail/${id}`, w.admin)).body.statusCode).toBe(404);
    // The history outlives the deleted notice.
    expect((await historyOf(w.db, 1, 'notice', id, {})).map((e) => e.action)).toEqual([
      'CREATE',
      'REJECT',
      'RESUBMIT',
      'PUBLISH',
      'WITHDRAW',
      'DELETE',
    ]);
  });

  it("keeps parks apart: another park's operator can neither see nor touch a notice", async () => {
    const file = await insertAttachment(w.db, 1, w.admin);
    const draft = await saveAs(w, w.admin, noticeForm({ title: '仅限本园区的草稿' }));
    const live = await publishedNotice(w, noticeForm({ attachmentIds: [file] }));
    const notFound = { statusCode: 404, message: '通知不存在', data: null };
    for (const id of [draft, live]) {
      expect((await call(w, 'POST', `${BASE}/publish/${id}`, w.admin2, undefined, 2)).body).toEqual(notFound);
      expect((await call(w, 'POST', `${BASE}/reject/${id}`, w.admin2, { reason: '跨园区操作' }, 2)).body).toEqual(notFound);
      expect((await call(w, 'POST', `${BASE}/withdraw/${id}`, w.admin2, undefined, 2)).body).toEqual(notFound);
      expect((await call(w, 'DELETE', `${BASE}/delete/${id}`, w.admin2, undefined, 2)).body).toEqual(notFound);
      expect((await call(w, 'POST', `${BASE}/save`, w.admin2, noticeForm({ id }), 2)).body).toEqual(notFound);
      expect((await call(w, 'GET', `${BASE}/get_files/${id}`, w.admin2, undefined, 2)).body).toEqual(notFound);
    }
    const list = await call<List>(w, 'GET', `${BASE}/manage/list`, w.admin2, undefined, 2);
    expect(list.body.data.list.map((i) => i.id)).not.toEqual(expect.arrayContaining([draft]));
    expect(list.body.data.list.map((i) => i.id)).not.toEqual(expect.arrayContaining([live]));
    // A park-1 token is not a session in park 2 at all.
    expect((await call(w, 'GET', `${BASE}/manage/list`, w.admin, undefined, 2)).http).toBe(401);
    // Park 2 cannot attach park 1's file either.
    expect((await call(w, 'POST', `${BASE}/save`, w.admin2, noticeForm({ attachmentIds: [file] }), 2)).body.message).toBe(
      '附件不存在或不可用，请重新上传',
    );
    expect((await call(w, 'GET', `${BASE}/detail/${live}`)).body.statusCode).toBe(200);
    expect(await visibilityOf(w.db, file)).toBe('PUBLIC');
  });

  it('shows an operator the notices created within their data scope only', async () => {
    const titles = async (user: TestUser) =>
      (await call<List>(w, 'GET', `${BASE}/manage/list?size=100&search=${encodeURIComponent('范围通知')}`, user)).body.data.list.map((n) => n.title);
    await expectScopedList(w, { permissions: ['notice.manage'], prefix: '范围通知' }, (user, title) => saveAs(w, user, noticeForm({ title })), titles, async (user) =>
      (await call<{ total: number }>(w, 'GET', `${BASE}/manage/counts`, user)).body.data.total);
  });

  it('counts per status and filters the list', async () => {
    const fresh = await buildWorld(dialect);
    try {
      const a = await saveAs(fresh, fresh.admin, noticeForm({ title: '活动报名的通知', type: '活动通知' }));
      await saveAs(fresh, fresh.admin, noticeForm());
      const c = await saveAs(fresh, fresh.admin, noticeForm());
      await call(fresh, 'POST', `${BASE}/publish/${a}`, fresh.admin);
      await call(fresh, 'POST', `${BASE}/reject/${c}`, fresh.admin, { reason: '重复发布' });
      await publishedNotice(fresh, noticeForm(), 2);
      const counts = await call(fresh, 'GET', `${BASE}/manage/counts`, fresh.committee);
      expect(counts.body.data).toEqual({ CHECK: 1, JOINT: 1, CANCEL: 1, total: 3 });
      const all = await call<List>(fresh, 'GET', `${BASE}/manage/list`, fresh.admin);
      expect(all.body.data.total).toBe(3);
      const byType = await call<List>(fresh, 'GET', `${BASE}/manage/list?search_type=${encodeURIComponent('活动通知')}`, fresh.admin);
      expect(byType.body.data.list.map((i) => i.id)).toEqual([a]);
      const bySearch = await call<List>(fresh, 'GET', `${BASE}/manage/list?search=${encodeURIComponent('活动报名')}&status=JOINT`, fresh.admin);
      expect(bySearch.body.data.list).toMatchObject([{ id: a, publisherName: expect.stringMatching(/^用户\d{4}$/) }]);
    } finally {
      await fresh.t.close();
    }
  });
});
