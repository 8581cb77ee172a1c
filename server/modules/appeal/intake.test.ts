import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppealCounts, AppealListItem } from '../../../common/appeal/contract.js';
import { seedDemo } from '../../db/seed/index.js';
import { SessionRepo } from '../../plugins/session-repo.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { parkHost } from '../../testing/call.js';
import { describeEachDialect } from '../../testing/databases.js';
import { BASE } from './test-helpers.js';

/**
 * The intake queue (待受理, no department yet) belongs to whoever holds the intake permission
 * (appeal.handle), whatever their data scope: the seeded 诉求专员 (13800000006, 本部门及以下 in
 * 企业服务科) takes in the park's new appeals, as its role says (受理、交办、答复).
 */
describeEachDialect('the appeals intake of the demo park (%s)', (dialect) => {
  let t: TestApp;
  let clerk: string;
  let waiting: { id: number; title: string }[];

  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { ...t.sign(1, clerk), host: parkHost(1) }, ...(payload ? { payload } : {}) });
    return res.json<{ statusCode: number; data: T; message: string }>();
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const db = t.database.db;
    await seedDemo(db, { orgs: 20 });
    const user = await db.selectFrom('users').select('id').where('tenant_id', '=', 1).where('phone', '=', '13800000006').executeTakeFirstOrThrow();
    clerk = await new SessionRepo(db).create(1, user.id);
    waiting = await db
      .selectFrom('appeals')
      .select(['id', 'title'])
      .where('tenant_id', '=', 1)
      .where('state', '=', 'SUBMITTED')
      .where('department_id', 'is', null)
      .orderBy('id')
      .execute();
  });
  afterAll(() => t?.close());

  it('shows the 诉求专员 every appeal of the park waiting to be taken in: the workbench count and the list', async () => {
    expect(waiting.length).toBeGreaterThan(0);
    const counts = await call<AppealCounts>('GET', `${BASE}/counts`);
    expect(counts.data.SUBMITTED).toBe(waiting.length);
    const list = await call<{ list: AppealListItem[]; total: number }>('GET', `${BASE}/list?states=SUBMITTED&size=100`);
    expect(list.data.total).toBe(waiting.length);
    expect(list.data.list.map((a) => a.title).sort()).toEqual(waiting.map((a) => a.title).sort());
  });

  it('lets the 诉求专员 open one and take it in; once with another department it leaves the clerk’s queue', async () => {
    const first = waiting[0]!;
    expect((await call('GET', `${BASE}/detail/${first.id}`)).statusCode).toBe(200);
    const planning = await t.database.db
      .selectFrom('departments')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('name', '=', '规划建设局')
      .executeTakeFirstOrThrow();
    const assigned = await call('POST', `${BASE}/assign/${first.id}`, { departmentId: planning.id });
    expect(assigned.statusCode, assigned.message).toBe(200);
    const counts = await call<AppealCounts>('GET', `${BASE}/counts`);
    expect(counts.data.SUBMITTED).toBe(waiting.length - 1);
    // The clerk's step is in its timeline: the appeal stays in view, now 办理中.
    const detail = await call<{ state: string }>('GET', `${BASE}/detail/${first.id}`);
    expect(detail.data.state).toBe('ASSIGNED');
  });
});
