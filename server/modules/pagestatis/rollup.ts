import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { parkDayOf } from '../../lib/park-time.js';
import './tables.js';


export interface CountedView {
  tenantId: number;
  userId: number | null;
  modulename: string;
  pagename: string;
  createdAt: string;
}

/**
 * Counts stored page views into the daily rollup: their day's visits of their page, and the
 * day's visitor. Runs in the transaction that stored them, so the rollup never counts a record
 * that was not kept, nor misses one that was.
 */
export async function countViews(trx: Kysely<DB>, views: readonly CountedView[]): Promise<void> {
  const pages = new Map<string, { tenant_id: number; day: string; modulename: string; pagename: string; views: number }>();
  const users = new Map<string, { tenant_id: number; day: string; user_id: number }>();
  for (const v of views) {
    const day = parkDayOf(v.createdAt);
    const key = JSON.stringify([v.tenantId, day, v.modulename, v.pagename]);
    const page = pages.get(key);
    if (page) page.views += 1;
    else pages.set(key, { tenant_id: v.tenantId, day, modulename: v.modulename, pagename: v.pagename, views: 1 });
    if (v.userId !== null) users.set(`${String(v.tenantId)}|${day}|${String(v.userId)}`, { tenant_id: v.tenantId, day, user_id: v.userId });
  }
  const pageRows = [...pages.values()];
  for (let at = 0; at < pageRows.length; at += 500) {
    await trx
      .insertInto('page_view_days')
      .values(pageRows.slice(at, at + 500))
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'day', 'modulename', 'pagename']).doUpdateSet({ views: sql`page_view_days.views + excluded.views` }),
      )
      .execute();
  }
  const userRows = [...users.values()];
  for (let at = 0; at < userRows.length; at += 500) {
    await trx
      .insertInto('page_view_day_users')
      .values(userRows.slice(at, at + 500))
      .onConflict((oc) => oc.columns(['tenant_id', 'day', 'user_id']).doNothing())
      .execute();
  }
}
