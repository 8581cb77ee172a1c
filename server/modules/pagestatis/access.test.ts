import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessStats } from '../../../common/access/contract.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import type { DB } from '../../db/schema.js';
import { describeEachDialect, openTestDatabase } from '../../testing/databases.js';
import { insertTwoTenants, insertUser } from '../../testing/fixtures.js';
import { call, describeWorld, okData, send } from '../../testing/world.js';
import { sheetsOf } from '../../testing/workbooks.js';
import { pageViewDays } from './migrations/0014_page_view_days.js';
import { parkDayOf } from '../../lib/park-time.js';
import { countViews } from './rollup.js';
import { dayRange } from './range.js';

const STATS = '/api/dpboot/access/stats';

/** Stores page views as the pagestatis route does: the record and its count in the rollup. */
async function view(db: Kysely<DB>, tenantId: number, createdAt: string, modulename: string, pagename: string, userId: number | null = null) {
  await db.insertInto('page_views').values({ tenant_id: tenantId, user_id: userId, url: `/${pagename}`, pagename, modulename, client_key: null, created_at: createdAt }).execute();
  await countViews(db, [{ tenantId, userId, modulename, pagename, createdAt }]);
}

describe('park days', () => {
  it('counts an instant in park time (UTC+8)', () => {
    expect(parkDayOf('2026-03-01T15:59:59.000Z')).toBe('2026-03-01');
    expect(parkDayOf('2026-03-01T16:00:00.000Z')).toBe('2026-03-02');
  });

  it('refuses reversed, impossible and too long ranges with clear messages', () => {
    expect(dayRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(() => dayRange({ from: '2026-04-01', to: '2026-03-01' })).toThrow('开始日期不能晚于结束日期');
    expect(() => dayRange({ from: '2026-02-30', to: '2026-03-01' })).toThrow('开始日期不是有效的日期');
    expect(() => dayRange({ from: '2025-01-01', to: '2026-03-01' })).toThrow('统计范围不能超过 366 天');
    const last30 = dayRange({ to: '2026-03-31' });
    expect(last30).toEqual({ from: '2026-03-02', to: '2026-03-31' });
  });
});

describeWorld('access statistics on %s', (w) => {
  beforeAll(async () => {
    const { db } = w;
    // Park 1: 2026-03-01 (park day) — 3 home visits (2 by userA, 1 anonymous), 1 policy by userB;
    // 2026-03-02 — 2 policy visits by userA, 1 notice anonymous; one late on 03-02 UTC is 03-03 in the park.
    await view(db, 1, '2026-02-28T16:30:00.000Z', 'home', '首页', w.userA.id);
    await view(db, 1, '2026-03-01T02:00:00.000Z', 'home', '首页', w.userA.id);
    await view(db, 1, '2026-03-01T03:00:00.000Z', 'home', '首页');
    await view(db, 1, '2026-03-01T04:00:00.000Z', 'policy', '政策详情', w.userB.id);
    await view(db, 1, '2026-03-02T01:00:00.000Z', 'policy', '政策详情', w.userA.id);
    await view(db, 1, '2026-03-02T02:00:00.000Z', 'policy', '政策详情', w.userA.id);
    await view(db, 1, '2026-03-02T05:00:00.000Z', 'notice', '通知详情');
    await view(db, 1, '2026-03-02T16:00:00.000Z', 'home', '首页', w.userB.id);
    // Park 2 the same days: never counted in park 1.
    await view(db, 2, '2026-03-01T02:00:00.000Z', 'home', '首页', w.userC.id);
    await view(db, 2, '2026-03-02T02:00:00.000Z', 'policy', '政策详情', w.userC.id);
  });

  const stats = (query: string, user = w.admin, tenant: 1 | 2 = 1) => okData<AccessStats>(w, 'GET', `${STATS}?${query}`, user, undefined, tenant);

  it('counts visits and distinct signed-in users per park day, every day of the range listed', async () => {
    const s = await stats('from=2026-02-28&to=2026-03-03');
    expect(s.daily).toEqual([
      { day: '2026-02-28', visits: 0, users: 0 },
      { day: '2026-03-01', visits: 4, users: 2 },
      { day: '2026-03-02', visits: 3, users: 1 },
      { day: '2026-03-03', visits: 1, users: 1 },
    ]);
    expect(s).toMatchObject({ from: '2026-02-28', to: '2026-03-03', visits: 8, users: 2 });
  });

  it('counts by module and by page, most visited first, with the modules’ Chinese names', async () => {
    const s = await stats('from=2026-03-01&to=2026-03-03');
    expect(s.byModule).toEqual([
      { module: 'home', label: '首页', visits: 4 },
      { module: 'policy', label: '政策', visits: 3 },
      { module: 'notice', label: '通知公告', visits: 1 },
    ]);
    expect(s.byPage[0]).toEqual({ module: 'home', label: '首页', page: '首页', visits: 4 });
    expect(s.byPage.map((p) => p.page)).toEqual(['首页', '政策详情', '通知详情']);
  });

  it('includes both bounds of the range and nothing outside it', async () => {
    const one = await stats('from=2026-03-02&to=2026-03-02');
    expect(one).toMatchObject({ visits: 3, users: 1, daily: [{ day: '2026-03-02', visits: 3, users: 1 }] });
    expect(one.byModule.map((m) => m.module)).toEqual(['policy', 'notice']);
    const none = await stats('from=2026-03-10&to=2026-03-12');
    expect(none).toMatchObject({ visits: 0, users: 0, byModule: [], byPage: [] });
    expect(none.daily).toHaveLength(3);
  });

  it('keeps each park to its own page views', async () => {
    const s = await stats('from=2026-03-01&to=2026-03-03', w.admin2, 2);
    expect(s).toMatchObject({ visits: 2, users: 1 });
    expect(s.byModule.map((m) => m.module)).toEqual(['home', 'policy']);
  });

  it('counts a record the portal sends, and a replay of it once', async () => {
    const before = await stats('');
    const headers = { ...w.t.sign(1, w.userA.token), 'idempotency-key': 'access-replay-0001' };
    const send = () =>
      w.t.app.inject({ method: 'POST', url: '/api/dpboot/config/pagestatis/save?sysid=1', headers, payload: { url: '/policy/index', pagename: '政策匹配', modulename: 'policy' } });
    await send();
    await send();
    const after = await stats('');
    expect(after.visits).toBe(before.visits + 1);
    expect(after.daily.at(-1)!.users).toBeGreaterThanOrEqual(1);
    expect(after.byPage.find((p) => p.page === '政策匹配')?.visits).toBe(1);
  });

  it('answers 管委会 staff (read-only statistics) and refuses enterprise users and a role without it', async () => {
    await stats('from=2026-03-01&to=2026-03-01', w.committee);
    const user = await call(w, 'GET', `${STATS}?from=2026-03-01&to=2026-03-01`, w.userA);
    expect(user.http).toBe(403);
    await w.db.deleteFrom('role_permissions').where('permission', '=', 'system.access').where('tenant_id', '=', 1).execute();
    const refused = await call(w, 'GET', `${STATS}?from=2026-03-01&to=2026-03-01`, w.committee);
    expect(refused).toMatchObject({ http: 403, body: { message: NO_PERMISSION } });
  });

  it('refuses a bad range with its message', async () => {
    const res = await call(w, 'GET', `${STATS}?from=2026-03-05&to=2026-03-01`, w.admin);
    expect(res.body).toMatchObject({ statusCode: 400, message: '开始日期不能晚于结束日期' });
  });

  it('exports the three tables as .xlsx', async () => {
    const res = await send(w, 'POST', '/api/dpboot/access/export', w.admin, { from: '2026-03-01', to: '2026-03-03' });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('访问统计-20260301-20260303.xlsx');
    const sheets = await sheetsOf(res);
    expect(sheets.find((s) => s.name === '每日访问')!.rows[1]).toEqual(['2026-03-01', 4, 2]);
    expect(sheets.find((s) => s.name === '按页面')!.rows[1]).toEqual(['首页', '首页', 4, '50.0%']);
  });
});

describeEachDialect('page-view rollup migration on %s', (dialect) => {
  it('counts the page views recorded before it, per park day', async () => {
    const database = await openTestDatabase(dialect);
    try {
      const db = database.db as unknown as Kysely<unknown>;
      await db.schema.dropTable('page_view_day_users').execute();
      await db.schema.dropTable('page_view_days').execute();
      await insertTwoTenants(database.db);
      const u1 = (await insertUser(database.db, 1, '13600009901')).id;
      const u2 = (await insertUser(database.db, 2, '13600009902')).id;
      const rows: Array<[number, number | null, string, string]> = [
        [1, u1, 'home', '2026-03-01T15:59:00.000Z'],
        [1, u1, 'home', '2026-03-01T16:01:00.000Z'],
        [1, null, 'home', '2026-03-01T16:02:00.000Z'],
        [2, u2, 'policy', '2026-03-01T10:00:00.000Z'],
      ];
      for (const [tenant, user, module, at] of rows)
        await sql`insert into page_views (tenant_id, user_id, url, pagename, modulename, client_key, created_at)
          values (${tenant}, ${user}, '/x', '页', ${module}, null, ${at})`.execute(db);

      await pageViewDays.up(db, dialect);

      const days = await database.db.selectFrom('page_view_days').selectAll().orderBy('tenant_id').orderBy('day').execute();
      expect(days.map((d) => [d.tenant_id, d.day, d.modulename, Number(d.views)])).toEqual([
        [1, '2026-03-01', 'home', 1],
        [1, '2026-03-02', 'home', 2],
        [2, '2026-03-01', 'policy', 1],
      ]);
      const users = await database.db.selectFrom('page_view_day_users').selectAll().orderBy('tenant_id').orderBy('day').execute();
      expect(users.map((u) => [u.tenant_id, u.day, u.user_id])).toEqual([
        [1, '2026-03-01', u1],
        [1, '2026-03-02', u1],
        [2, '2026-03-01', u2],
      ]);
    } finally {
      await database.dispose();
    }
  });
});
