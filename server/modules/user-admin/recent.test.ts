import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RecentOperation } from '../../../common/user-admin/log/contract.js';
import { describeEachDialect } from '../../testing/databases.js';
import { buildWorld, call, okData, type World } from '../../testing/world.js';

const MINE = '/api/dpboot/system/operationLog/mine';

describeEachDialect('the workbench’s recent activity on %s', (dialect) => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(dialect);
    const row = (tenant: number, user: number, action: string, minute: number) => ({
      tenant_id: tenant,
      user_id: user,
      user_name: '某人',
      method: 'POST',
      action,
      module: '通知公告',
      route: '/api/dpboot/notice/publish/:id',
      record_id: minute,
      status: 200,
      ip: '127.0.0.1',
      created_at: `2026-03-01T02:${String(minute).padStart(2, '0')}:00.000Z`,
    });
    await w.db
      .insertInto('operation_logs')
      .values([
        ...Array.from({ length: 10 }, (_, i) => row(1, w.admin.id, `发布通知 ${String(i)}`, i)),
        row(1, w.committee.id, '删除通知', 30),
        row(2, w.admin2.id, '发布通知', 40),
      ])
      .execute();
  });
  afterAll(() => w.t.close());

  it('lists the user’s own latest eight changes, newest first, in the park’s words', async () => {
    const mine = await okData<RecentOperation[]>(w, 'GET', MINE, w.admin);
    expect(mine.map((op) => op.action)).toEqual(['发布通知 9', '发布通知 8', '发布通知 7', '发布通知 6', '发布通知 5', '发布通知 4', '发布通知 3', '发布通知 2']);
    expect(mine[0]).toMatchObject({ module: '通知公告', recordId: 9, createdAt: '2026-03-01T02:09:00.000Z' });
    expect((await okData<RecentOperation[]>(w, 'GET', MINE, w.committee)).map((op) => op.action)).toEqual(['删除通知']);
    expect(await okData<RecentOperation[]>(w, 'GET', MINE, w.userA)).toEqual([]);
    expect((await call(w, 'GET', MINE)).http).toBe(401);
  });
});
