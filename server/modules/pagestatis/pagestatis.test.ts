import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { TEST_DIALECTS } from '../../testing/databases.js';
import { insertTwoTenants, insertUser } from '../../testing/fixtures.js';

describe.each(TEST_DIALECTS)('page views on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await insertTwoTenants(t.database.db);
  });
  afterAll(() => t.close());

  const save = (payload: Record<string, string>, token?: string) =>
    t.app.inject({ method: 'POST', url: '/api/dpboot/config/pagestatis/save?sysid=1', headers: t.sign(1, token), payload });
  const rows = () => t.database.db.selectFrom('page_views').selectAll().orderBy('id').execute();

  it('records url, page and module, with the user when signed in', async () => {
    const { id, token } = await insertUser(t.database.db, 1, '13800000003');
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

  it('refuses a record without a url and writes nothing', async () => {
    const before = (await rows()).length;
    expect((await save({ pagename: 'x', modulename: 'y' })).json()).toMatchObject({ statusCode: 400, message: '请填写页面地址' });
    expect((await rows()).length).toBe(before);
  });
});
