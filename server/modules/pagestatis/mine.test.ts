import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { moduleLabel, type FrequentPages } from '../../../common/access/contract.js';
import { describeEachDialect } from '../../testing/databases.js';
import { buildWorld, call, okData, type World } from '../../testing/world.js';
import { workbenchModule } from './migrations/workbench.js';

const MINE = '/api/dpboot/access/mine';
const DAY = 24 * 3600_000;

describeEachDialect('the workbench’s frequent pages on %s', (dialect) => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(dialect);
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString();
    const rows: Array<[number, number, string, string, number]> = [
      // The admin of park 1: 诉求办理 three times (one with a query), the policy list once, one appeal's detail.
      [1, w.admin.id, '/op/appeal/list', '诉求办理', 1],
      [1, w.admin.id, '/op/appeal/list?tab=2', '诉求办理', 2],
      [1, w.admin.id, '/op/appeal/list', '诉求办理', 3],
      [1, w.admin.id, '/op/policyManage', '政策管理', 4],
      [1, w.admin.id, '/op/appeal/detail/3', '诉求办理详情', 5],
      // Too long ago, someone else, another park: none of them counts.
      [1, w.admin.id, '/op/orgAudit', '企业认证审核', 40],
      [1, w.committee.id, '/op/orgAudit', '企业认证审核', 1],
      [2, w.admin2.id, '/op/orgAudit', '企业认证审核', 1],
    ];
    for (const [tenant, user, url, pagename, daysAgo] of rows)
      await w.db
        .insertInto('page_views')
        .values({ tenant_id: tenant, user_id: user, url, pagename, modulename: 'op', client_key: null, created_at: at(daysAgo) })
        .execute();
  });
  afterAll(() => w.t.close());

  it('counts the user’s own pages of the last 30 days by address, the most opened first', async () => {
    expect(await okData<FrequentPages>(w, 'GET', MINE, w.admin)).toEqual([
      { url: '/op/appeal/list', page: '诉求办理', visits: 3 },
      { url: '/op/appeal/detail/3', page: '诉求办理详情', visits: 1 },
      { url: '/op/policyManage', page: '政策管理', visits: 1 },
    ]);
    expect(await okData<FrequentPages>(w, 'GET', MINE, w.committee)).toEqual([{ url: '/op/orgAudit', page: '企业认证审核', visits: 1 }]);
  });

  it('moves the workbench’s views recorded under the enterprise audit to 工作台', async () => {
    await w.db.insertInto('page_view_days').values({ tenant_id: 1, day: '2026-01-05', modulename: 'op-org', pagename: '工作台', views: 4 }).execute();
    await workbenchModule.up(w.db as unknown as Kysely<unknown>, dialect);
    const days = await w.db.selectFrom('page_view_days').select(['modulename', 'views']).where('day', '=', '2026-01-05').execute();
    expect(days).toEqual([{ modulename: 'op-home', views: 4 }]);
    expect(moduleLabel('op-home')).toBe('工作台');
  });

  it('answers anyone signed in with their own pages only', async () => {
    expect(await okData<FrequentPages>(w, 'GET', MINE, w.userA)).toEqual([]);
    expect((await call(w, 'GET', MINE)).http).toBe(401);
  });
});
