import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { OPERATOR_ROLES } from '../../../../common/constants.js';
import { parkDayOf } from '../../../lib/park-time.js';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.js';
import type { DB } from '../../../db/schema.js';
import { scopedTo } from '../../../kit/tenant-scope.js';
import { describeEachDialect } from '../../../testing/databases.js';
import { SEEDED_AT, seededDay, withSeededDemo } from '../../../testing/seeded.js';
import { accessStats } from '../repo-access.js';

/** The park hour (0–23) of an instant. */
const parkHour = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).getUTCHours();

describeEachDialect('demo page views (%s)', (dialect) => {
  let db: Kysely<DB>;
  withSeededDemo(dialect, 60, (seeded) => (db = seeded));

  it('shows, on both parks’ access statistics, visits of many of the park’s own accounts, operators and enterprise staff', async () => {
    const range = { from: seededDay.date(-29), to: seededDay.date(0) };
    for (const [tenantId, least] of [[1, 50], [2, 40]] as const) {
      const stats = await accessStats(scopedTo(db, tenantId), range);
      expect(stats.users).toBeGreaterThanOrEqual(least);
      const visitors = await db
        .selectFrom('page_views')
        .innerJoin('users', 'users.id', 'page_views.user_id')
        .select(['users.id', 'users.tenant_id', 'users.org_id', 'users.status', 'users.created_at', 'page_views.created_at as at'])
        .where('page_views.tenant_id', '=', tenantId)
        .execute();
      expect(visitors.every((v) => v.tenant_id === tenantId && v.status === 'ACTIVE')).toBe(true);
      // Nobody visits before registering, but the demo accounts, which stand for long-standing users.
      const early = visitors.filter((v) => v.created_at > v.at).map((v) => v.id);
      const demo = await db.selectFrom('users').select(['id', 'phone']).where('tenant_id', '=', tenantId).where('phone', 'in', DEMO_ACCOUNTS.map((a) => a.phone)).execute();
      expect(new Set(early)).toEqual(new Set(early.filter((id) => demo.some((d) => d.id === id))));
      // The demo administrator's workbench has its 常用功能: it opened the operations screens.
      const admin = demo.find((d) => DEMO_ACCOUNTS.some((a) => a.phone === d.phone && a.role === '管理员'));
      expect(visitors.filter((v) => v.id === admin?.id).length).toBeGreaterThan(10);
      const operators = await db
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select('user_roles.user_id')
        .where('roles.tenant_id', '=', tenantId)
        .where('roles.kind', 'in', [...OPERATOR_ROLES])
        .execute();
      const operatorIds = new Set(operators.map((o) => o.user_id));
      const distinct = new Set(visitors.map((v) => v.id));
      expect([...distinct].filter((id) => operatorIds.has(id)).length).toBeGreaterThanOrEqual(3);
      expect(new Set(visitors.filter((v) => v.org_id !== null && !operatorIds.has(v.id)).map((v) => v.id)).size).toBeGreaterThanOrEqual(least / 2);
    }
  });

  it('has the rhythm of a working park: weekdays busier than weekends, office hours than the night, nothing after the seeding', async () => {
    const views = await db.selectFrom('page_views').select('created_at').where('tenant_id', '=', 1).execute();
    expect(views.every((v) => Date.parse(v.created_at) <= SEEDED_AT)).toBe(true);
    const perDay = new Map<string, number>();
    for (const v of views) perDay.set(parkDayOf(v.created_at), (perDay.get(parkDayOf(v.created_at)) ?? 0) + 1);
    const average = (weekend: boolean) => {
      const days = [...perDay].filter(([day]) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) === weekend && day < seededDay.date(0));
      return days.reduce((sum, [, n]) => sum + n, 0) / days.length;
    };
    expect(average(false)).toBeGreaterThan(1.5 * average(true));
    const office = views.filter((v) => parkHour(v.created_at) >= 8 && parkHour(v.created_at) < 18).length;
    expect(office / views.length).toBeGreaterThan(0.75);
  });
});
