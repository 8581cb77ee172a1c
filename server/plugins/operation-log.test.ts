import { expect, it } from 'vitest';
import { call, describeWorld, type World } from '../testing/world.js';

const rowsOf = (w: World, tenantId = 1) =>
  w.db.selectFrom('operation_logs').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();

/** The row is written once the answer is out: wait for the count to settle on what is expected. */
const settle = async (w: World, count: number) => {
  await expect.poll(async () => (await rowsOf(w)).length, { timeout: 2_000 }).toBe(count);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return rowsOf(w);
};

describeWorld('operation log (%s)', (w) => {
  it('records a signed-in user’s successful write with who, what and when; a read leaves nothing', async () => {
    const before = new Date().toISOString();
    expect((await call(w, 'GET', '/api/dpboot/notice/manage/list', w.admin)).http).toBe(200);
    const saved = await call<{ id: number }>(w, 'POST', '/api/dpboot/notice/save', w.admin, {
      title: '关于开展2026年度企业研发投入统计的通知',
      type: '通知公告',
      body: '<p>请各企业于本月底前报送。</p>',
    });
    expect(saved.body.statusCode).toBe(200);
    const id = saved.body.data.id;
    expect((await call(w, 'POST', `/api/dpboot/notice/publish/${id}`, w.admin)).body.statusCode).toBe(200);

    const rows = await settle(w, 2);
    expect(rows).toMatchObject([
      { tenant_id: 1, user_id: w.admin.id, method: 'POST', module: '通知公告', action: '新增或修改通知', route: '/api/dpboot/notice/save', record_id: null, status: 200 },
      { tenant_id: 1, user_id: w.admin.id, method: 'POST', module: '通知公告', action: '发布通知', route: '/api/dpboot/notice/publish/:id', record_id: id, status: 200 },
    ]);
    const name = (await w.db.selectFrom('users').select('name').where('id', '=', w.admin.id).executeTakeFirstOrThrow()).name;
    expect(rows[0]!.user_name).toBe(name);
    expect(rows[0]!.created_at >= before && rows[0]!.created_at <= new Date().toISOString()).toBe(true);
    // Nothing of the body is kept.
    expect(JSON.stringify(rows)).not.toContain('研发投入');
  });

  it('records the save of an SMS template, a write the spec makes a GET, and not a refused one', async () => {
    const count = (await rowsOf(w)).length;
    const url = (name: string, text: string) =>
      `/api/dpboot/sms/save?name=${encodeURIComponent(name)}&text=${encodeURIComponent(text)}`;
    const saved = await call<{ id: number }>(w, 'GET', url('申报提醒', '{企业名称}您好，2026年度研发费用补助开始申报。'), w.admin);
    expect(saved.body.statusCode).toBe(200);
    // A text that is refused writes nothing and leaves no row.
    expect((await call(w, 'GET', url('空白', '   '), w.admin)).body.statusCode).not.toBe(200);
    const rows = await settle(w, count + 1);
    expect(rows.at(-1)).toMatchObject({
      tenant_id: 1,
      user_id: w.admin.id,
      method: 'GET',
      module: '短信推送',
      action: '保存短信模板',
      route: '/api/dpboot/sms/save',
      status: 200,
    });
    expect(JSON.stringify(rows)).not.toContain('研发费用补助');
  });

  it('leaves no row for a refused write, an anonymous write, another park’s or a page view', async () => {
    const count = (await rowsOf(w)).length;
    // A refusal answered with HTTP 200 and a failure in the envelope.
    const missing = await call(w, 'POST', '/api/dpboot/notice/publish/999999', w.admin);
    expect(missing.body.statusCode).toBe(404);
    // A validation failure, a permission refusal, an anonymous call.
    expect((await call(w, 'POST', '/api/dpboot/notice/save', w.admin, { title: '' })).body.statusCode).toBe(400);
    expect((await call(w, 'POST', '/api/dpboot/notice/save', w.userA, { title: 'x', type: '通知公告', body: 'x' })).http).toBe(403);
    expect((await call(w, 'POST', '/api/dpboot/config/pagestatis/save', undefined, { url: '/index', pagename: '首页', modulename: 'home' })).http).toBe(200);
    expect((await call(w, 'POST', '/api/dpboot/config/pagestatis/save', w.userA, { url: '/index', pagename: '首页', modulename: 'home' })).http).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await rowsOf(w)).toHaveLength(count);

    // Park 2's write is park 2's row.
    const saved = await call(w, 'POST', '/api/dpboot/notice/save', w.admin2, { title: '苏州园区通知', type: '通知公告', body: '<p>内容</p>' }, 2);
    expect(saved.body.statusCode).toBe(200);
    await expect.poll(async () => (await rowsOf(w, 2)).length, { timeout: 2_000 }).toBe(1);
    expect(await rowsOf(w)).toHaveLength(count);
  });

  it('leaves out what changes nothing: an SMS preview, a count of recipients, a search, an export', async () => {
    const count = (await rowsOf(w)).length;
    const audience = { kind: 'ALL' };
    const preview = await call(w, 'POST', '/api/dpboot/sms/preview', w.admin, { text: '{企业名称}您好，申报即将截止。', audience });
    expect(preview.body.statusCode).toBe(200);
    expect((await call(w, 'POST', '/api/dpboot/sms/audience/count', w.admin, audience)).body.statusCode).toBe(200);
    expect((await call(w, 'POST', '/api/dpboot/message/audience/count', w.admin, audience)).body.statusCode).toBe(200);
    expect((await call(w, 'POST', '/api/parkboot/v2/org/listEsOrg', w.admin, { pagenum: 1, size: 10 })).http).toBe(200);
    const exported = await w.t.app.inject({
      method: 'POST',
      url: '/api/dpboot/user/manage/export',
      headers: { ...w.t.sign(1, w.admin.token), host: 'localhost' },
      payload: {},
    });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    // A change made after them is the only row they are followed by.
    expect((await call(w, 'POST', '/api/dpboot/notice/save', w.admin, { title: '园区停电检修通知', type: '通知公告', body: '<p>周六停电。</p>' })).body.statusCode).toBe(200);
    const rows = await settle(w, count + 1);
    expect(rows.slice(count).map((r) => `${r.module} ${r.action}`)).toEqual(['通知公告 新增或修改通知']);
  });

  it('is searched and filtered by person, module and time in the park’s words', async () => {
    type Page = { list: { userName: string; module: string; action: string; route: string }[]; total: number };
    const list = async (query: string) => (await call<Page>(w, 'GET', `/api/dpboot/system/operationLog/list?size=100&${query}`, w.admin)).body.data;
    const all = await list('');
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.list.every((e) => !e.action.includes('（'))).toBe(true);
    const notices = await list(`module=${encodeURIComponent('通知公告')}`);
    expect(notices.total).toBeGreaterThanOrEqual(3);
    expect(new Set(notices.list.map((e) => e.module))).toEqual(new Set(['通知公告']));
    expect((await list(`search=${encodeURIComponent('短信推送')}`)).list.map((e) => e.action)).toEqual(['保存短信模板']);
    const name = all.list[0]!.userName;
    expect((await list(`operator=${encodeURIComponent(name)}`)).total).toBe(all.total);
    expect((await list(`operator=${encodeURIComponent('不存在的人')}`)).total).toBe(0);
    // Today (park time) holds them all; a range that ended yesterday none.
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 8 * 3600_000 - 24 * 3600_000).toISOString().slice(0, 10);
    expect((await list(`from=${today}`)).total).toBe(all.total);
    expect((await list(`to=${yesterday}`)).total).toBe(0);
    const modules = (await call<string[]>(w, 'GET', '/api/dpboot/system/operationLog/modules', w.admin)).body.data;
    expect(modules).toEqual(expect.arrayContaining(['通知公告', '短信推送']));
  });
});
