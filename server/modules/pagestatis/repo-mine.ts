import { sql, type Kysely } from 'kysely';
import { FREQUENT_DAYS, FREQUENT_LIMIT, type FrequentPages } from '../../../common/access/contract.js';
import { DAY_MS } from '../../../common/park-time.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import './tables.js';

/**
 * The pages one user opened most over the last FREQUENT_DAYS days (the workbench's shortcuts):
 * read on the page views' (tenant_id, user_id, created_at) index, the address without its query
 * (/op/appeal/list?tab=2 counts as /op/appeal/list), the most visited first.
 */
export async function frequentPages(db: Kysely<DB>, userId: number): Promise<FrequentPages> {
  const since = new Date(Date.parse(nowIso()) - FREQUENT_DAYS * DAY_MS).toISOString();
  const rows = await db
    .selectFrom('page_views')
    .select(['url', 'pagename', sql<number>`count(*)`.as('visits')])
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .groupBy(['url', 'pagename'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('url')
    .limit(FREQUENT_LIMIT * 4)
    .execute();
  const pages = new Map<string, FrequentPages[number]>();
  for (const row of rows) {
    const url = row.url.split(/[?#]/)[0] ?? '';
    const page = pages.get(url) ?? { url, page: row.pagename, visits: 0 };
    page.visits += Number(row.visits);
    pages.set(url, page);
  }
  return [...pages.values()].sort((a, b) => b.visits - a.visits || a.url.localeCompare(b.url)).slice(0, FREQUENT_LIMIT);
}
