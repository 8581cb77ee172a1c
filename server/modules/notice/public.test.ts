import { beforeAll, expect, it } from 'vitest';
import { BASE, buildWorld, call, insertAttachment, insertImage, noticeForm, publishedNotice, saveAs } from './test-helpers.js';
import { describeBuilt } from '../../testing/world.js';

interface Item {
  id: number;
  title: string;
  type: string;
  summary: string;
  cover: string | null;
  publishedAt: string | null;
  pinned: boolean;
  views: number;
}
interface Detail extends Item {
  status: string;
  body: string;
  authorName: string;
  publisherName: string;
  attachmentIds: number[];
}
type List = { list: Item[]; total: number };

describeBuilt('public notices (%s)', buildWorld, (w) => {
  /** Published in park 1: plain, pinned, policy (with a file and a cover), then a draft and a rejected one. */
  let plain: number, pinned: number, policy: number, draft: number, rejected: number, otherPark: number;
  let file: number, cover: number;

  beforeAll(async () => {
    file = await insertAttachment(w.db, 1, w.admin, { filename: '申报指南.pdf' });
    cover = await insertImage(w.db, 1, w.admin);
    plain = await publishedNotice(w, noticeForm({ title: '园区春节假期安排' }));
    pinned = await publishedNotice(w, noticeForm({ title: '关于园区道路施工的通知', pinned: true }));
    policy = await publishedNotice(
      w,
      noticeForm({ title: '研发费用加计扣除政策解读', type: '政策解读', attachmentIds: [file], cover: `/api/dpboot/attach/download/${cover}` }),
    );
    draft = await saveAs(w, w.admin, noticeForm({ title: '草稿通知' }));
    rejected = await saveAs(w, w.admin, noticeForm({ title: '被驳回的通知' }));
    await call(w, 'POST', `${BASE}/reject/${rejected}`, w.committee, { reason: '内容需要补充' });
    otherPark = await publishedNotice(w, noticeForm({ title: '苏州园区的通知' }), 2);
  });

  it('lists only published notices of this park, pinned first then newest', async () => {
    const res = await call<List>(w, 'GET', `${BASE}/list`);
    expect(res.http).toBe(200);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.list.map((i) => i.id)).toEqual([pinned, policy, plain]);
    expect(res.body.data.list[0]).toMatchObject({ pinned: true, views: 0, type: '通知公告', cover: null });
    expect(res.body.data.list[1]).toMatchObject({ type: '政策解读', cover: `/api/dpboot/attach/download/${cover}` });
    expect(res.body.data.list.every((i) => typeof i.publishedAt === 'string')).toBe(true);

    const two = await call<List>(w, 'GET', `${BASE}/list`, undefined, undefined, 2);
    expect(two.body.data.list.map((i) => i.id)).toEqual([otherPark]);
  });

  it('filters by type and searches title and summary, paged', async () => {
    const byType = await call<List>(w, 'GET', `${BASE}/list?search_type=${encodeURIComponent('政策解读')}`);
    expect(byType.body.data.list.map((i) => i.id)).toEqual([policy]);
    const search = await call<List>(w, 'GET', `${BASE}/list?search=${encodeURIComponent('施工')}`);
    expect(search.body.data.list.map((i) => i.id)).toEqual([pinned]);
    // A draft's title is not searchable by the public.
    expect((await call<List>(w, 'GET', `${BASE}/list?search=${encodeURIComponent('草稿')}`)).body.data.total).toBe(0);
    // LIKE wildcards are literal.
    expect((await call<List>(w, 'GET', `${BASE}/list?search=%25`)).body.data.total).toBe(0);
    const page2 = await call<List>(w, 'GET', `${BASE}/list?pagenum=2&size=2`);
    expect(page2.body.data).toMatchObject({ total: 3, list: [{ id: plain }] });
    const bad = await call(w, 'GET', `${BASE}/list?search_type=${encodeURIComponent('八卦')}`);
    expect(bad.body).toEqual({ statusCode: 400, message: '通知类型的取值无效', data: null });
  });

  it('counts published notices per type', async () => {
    const res = await call<{ type: string; count: number }[]>(w, 'GET', `${BASE}/search_type`);
    expect(res.body.data).toEqual([
      { type: '通知公告', count: 2 },
      { type: '政策解读', count: 1 },
      { type: '活动通知', count: 0 },
      { type: '园区新闻', count: 0 },
    ]);
  });

  it('shows a published notice to anyone and counts the views', async () => {
    const first = await call<Detail>(w, 'GET', `${BASE}/detail/${policy}`);
    expect(first.body.data).toMatchObject({
      id: policy,
      title: '研发费用加计扣除政策解读',
      status: 'JOINT',
      body: '<p>各有关企业：</p><p>现将有关事项通知如下。</p>',
      views: 1,
      attachmentIds: [file],
      // Operators' names are for operators.
      authorName: '',
      publisherName: '',
    });
    const second = await call<Detail>(w, 'GET', `${BASE}/detail/${policy}`, w.individual);
    expect(second.body.data.views).toBe(2);
    const list = await call<List>(w, 'GET', `${BASE}/list?search_type=${encodeURIComponent('政策解读')}`);
    expect(list.body.data.list[0]?.views).toBe(2);
    const asOperator = await call<Detail>(w, 'GET', `${BASE}/detail/${policy}`, w.committee);
    expect(asOperator.body.data.publisherName).not.toBe('');
  });

  it('hides drafts, rejected notices and other parks behind one "not found"', async () => {
    const notFound = { statusCode: 404, message: '通知不存在', data: null };
    for (const id of [draft, rejected, otherPark, 999_999, 99_999_999_999]) {
      expect((await call(w, 'GET', `${BASE}/detail/${id}`)).body).toEqual(notFound);
      expect((await call(w, 'GET', `${BASE}/detail/${id}`, w.individual)).body).toEqual(notFound);
      expect((await call(w, 'GET', `${BASE}/get_files/${id}`)).body).toEqual(notFound);
    }
    // The other park's operator sees its own notice, not park 1's.
    expect((await call(w, 'GET', `${BASE}/detail/${draft}`, w.admin2, undefined, 2)).body).toEqual(notFound);
    expect((await call(w, 'GET', `${BASE}/detail/${otherPark}`, w.admin2, undefined, 2)).body.statusCode).toBe(200);
    // Operators of the park see drafts (without counting a view).
    const asOperator = await call<Detail>(w, 'GET', `${BASE}/detail/${draft}`, w.admin);
    expect(asOperator.body.data).toMatchObject({ status: 'CHECK', views: 0, publishedAt: null });
  });

  it('lists the files of a published notice', async () => {
    const res = await call<unknown[]>(w, 'GET', `${BASE}/get_files/${policy}`);
    expect(res.body.data).toEqual([
      { id: file, filename: '申报指南.pdf', mime: 'application/pdf', size: 1024, url: `/api/dpboot/attach/download/${file}` },
    ]);
    // The cover is not one of the files.
    expect((await call<unknown[]>(w, 'GET', `${BASE}/get_files/${plain}`)).body.data).toEqual([]);
  });
});
