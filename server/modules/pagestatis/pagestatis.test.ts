import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../testing/app.js';
import { describeEachDialect } from '../../testing/databases.js';
import { buildWorld, type World } from '../../testing/world.js';

describeEachDialect('page views on %s', (dialect) => {
  let w: World;
  let t: TestApp;
  beforeAll(async () => {
    w = await buildWorld(dialect);
    t = w.t;
  });
  afterAll(() => t.close());

  const save = (payload: Record<string, string>, token?: string, headers: Record<string, string> = t.sign(1, token)) =>
    t.app.inject({ method: 'POST', url: '/api/dpboot/config/pagestatis/save?sysid=1', headers, payload });
  const rows = () => t.database.db.selectFrom('page_views').selectAll().orderBy('id').execute();

  it('records url, page and module, with the user when signed in', async () => {
    const { id, token } = w.individual;
    expect((await save({ url: '/index', pagename: '首页', modulename: 'home' })).json().statusCode).toBe(200);
    expect((await save({ url: '/user/index', pagename: '个人中心', modulename: 'user' }, token)).json().statusCode).toBe(200);
    const [anonymous, signedIn] = await rows();
    expect(anonymous).toMatchObject({ tenant_id: 1, user_id: null, url: '/index', pagename: '首页', modulename: 'home' });
    expect(signedIn).toMatchObject({ user_id: id, url: '/user/index' });
  });

  it('stores a record sent twice with the same key once', async () => {
    const before = (await rows()).length;
    const record = { url: '/notice/detail/3', pagename: '通知详情', modulename: 'notice', key: 'k-0001-abcdef' };
    await save(record);
    await save(record);
    expect((await rows()).length).toBe(before + 1);
  });

  it('dedupes on the Idempotency-Key header, also for a replay with the very same signed headers', async () => {
    const before = (await rows()).length;
    const headers = { ...t.sign(1), 'idempotency-key': '7c1f0e0a-3b55-4c0e-9d1e-0a6c1f4b2d11' };
    const record = { url: '/policy/list', pagename: '政策', modulename: 'policy' };
    const first = await save(record, undefined, headers);
    const replay = await save(record, undefined, headers);
    expect(first.json()).toEqual({ statusCode: 200, message: expect.any(String), data: null });
    expect(replay.json()).toEqual(first.json());
    expect((await rows()).length).toBe(before + 1);
    expect((await rows()).at(-1)).toMatchObject({ client_key: '7c1f0e0a-3b55-4c0e-9d1e-0a6c1f4b2d11', url: '/policy/list' });
  });

  it('keeps the keys of two parks apart', async () => {
    const key = 'same-key-in-two-parks';
    const record = { url: '/index', pagename: '首页', modulename: 'home' };
    await save(record, undefined, { ...t.sign(1), 'idempotency-key': key });
    await t.app.inject({
      method: 'POST',
      url: '/api/dpboot/config/pagestatis/save?sysid=2',
      headers: { ...t.sign(2), host: 'demo2.localhost:8080', 'idempotency-key': key },
      payload: record,
    });
    const stored = (await rows()).filter((r) => r.client_key === key);
    expect(stored.map((r) => r.tenant_id).sort()).toEqual([1, 2]);
  });

  it('refuses a record without a url and writes nothing', async () => {
    const before = (await rows()).length;
    expect((await save({ pagename: 'x', modulename: 'y' })).json()).toMatchObject({ statusCode: 400, message: '请填写页面地址' });
    expect((await rows()).length).toBe(before);
  });
});
