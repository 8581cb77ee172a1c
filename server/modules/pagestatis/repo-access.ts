import { sql, type Kysely } from 'kysely';
import { moduleLabel, type AccessStats } from '../../../common/access/contract.js';
import type { DB } from '../../db/schema.js';
import './tables.js';
import { daysOf, type DayRange } from './range.js';

/**
 * The access statistics of a park over a range of days, read from the daily rollup
 * (page_view_days, page_view_day_users; server/modules/pagestatis/rollup.ts): every query runs on
 * the primary key's (tenant_id, day) prefix, so a year reads at most a few thousand rows however
 * many page views were recorded.
 */
export async function accessStats(db: Kysely<DB>, range: DayRange): Promise<AccessStats> {
  const days = db
    .selectFrom('page_view_days')
    .where('day', '>=', range.from)
    .where('day', '<=', range.to);
  const visitors = db
    .selectFrom('page_view_day_users')
    .where('day', '>=', range.from)
    .where('day', '<=', range.to);
  const visits = sql<number>`sum(views)`;
  const [dailyVisits, dailyUsers, users, modules, pages] = await Promise.all([
    days.select(['day', visits.as('visits')]).groupBy('day').execute(),
    visitors.select(['day', sql<number>`count(*)`.as('users')]).groupBy('day').execute(),
    visitors.select(sql<number>`count(distinct user_id)`.as('users')).executeTakeFirst(),
    days.select(['modulename', visits.as('visits')]).groupBy('modulename').orderBy(sql`sum(views)`, 'desc').orderBy('modulename').execute(),
    days
      .select(['modulename', 'pagename', visits.as('visits')])
      .groupBy(['modulename', 'pagename'])
      .orderBy(sql`sum(views)`, 'desc')
      .orderBy('modulename')
      .orderBy('pagename')
      .execute(),
  ]);
  const visitsOn = new Map(dailyVisits.map((d) => [d.day, Number(d.visits)]));
  const usersOn = new Map(dailyUsers.map((d) => [d.day, Number(d.users)]));
  const daily = daysOf(range).map((day) => ({ day, visits: visitsOn.get(day) ?? 0, users: usersOn.get(day) ?? 0 }));
  return {
    ...range,
    visits: daily.reduce((sum, d) => sum + d.visits, 0),
    users: Number(users?.users ?? 0),
    daily,
    byModule: modules.map((m) => ({ module: m.modulename, label: moduleLabel(m.modulename), visits: Number(m.visits) })),
    byPage: pages.map((p) => ({
      module: p.modulename,
      label: moduleLabel(p.modulename),
      page: p.pagename || '未命名页面',
      visits: Number(p.visits),
    })),
  };
}
