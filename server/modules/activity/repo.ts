import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { ACTIVITY_SORTS } from '../../../common/activity/contract.js';
import { MAX_ID } from '../../../common/contract/atoms.js';
import type { DB } from '../../db/schema.js';
import type { ListPage } from '../../kit/list-input.js';
import { pageWithTotal } from '../../kit/paging.js';
import { applySort, inOrderOf, type SortColumns, type SortQuery } from '../../kit/sort.js';
import { likeContaining } from '../../lib/sql-like.js';
import type { ActivityActivitiesTable, ActivityStatus } from './tables.js';

/** Queries of the activities, on the park's scoped handle (the kit adds the park to every query). */

export type Activity = Selectable<ActivityActivitiesTable>;
export interface ActivityRow extends Activity {
  author_name: string | null;
  invited: number | string | null;
}

type Sort = (typeof ACTIVITY_SORTS)[number];
const SORT_COLUMNS: SortColumns<Sort> = {
  startAt: 'activity_activities.start_at',
  updatedAt: 'activity_activities.updated_at',
  enrolled: 'activity_activities.enrolled',
};

export interface ListFilter {
  status?: ActivityStatus | undefined;
  type?: string | undefined;
  search?: string | undefined;
  /** OPEN: sign-up not yet closed; ENDED: over. */
  phase?: 'OPEN' | 'ENDED' | undefined;
  now: string;
  page: ListPage;
  sort?: SortQuery<Sort>;
}

function joined(db: Kysely<DB>) {
  return db.selectFrom('activity_activities').leftJoin('users as author', 'author.id', 'activity_activities.author_id');
}

function withNames(query: ReturnType<typeof joined>) {
  return query
    .selectAll('activity_activities')
    .select('author.name as author_name')
    .select((eb) =>
      eb
        .selectFrom('activity_invites')
        .select((i) => i.fn.countAll<number | string>().as('n'))
        .whereRef('activity_invites.activity_id', '=', 'activity_activities.id')
        .as('invited'),
    );
}

function filtered(db: Kysely<DB>, f: ListFilter) {
  let query = joined(db);
  if (f.status) query = query.where('activity_activities.status', '=', f.status);
  if (f.type) query = query.where('activity_activities.type', '=', f.type);
  if (f.phase === 'OPEN') query = query.where('activity_activities.end_at', '>', f.now);
  if (f.phase === 'ENDED') query = query.where('activity_activities.end_at', '<=', f.now);
  const term = f.search?.trim();
  if (term) {
    const like = likeContaining(term);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('activity_activities.title')} like ${like} escape '\\'`,
        sql<boolean>`${eb.ref('activity_activities.place')} like ${like} escape '\\'`,
        sql<boolean>`${eb.ref('activity_activities.host')} like ${like} escape '\\'`,
      ]),
    );
  }
  return query;
}

/**
 * A page of activities. Visitors: those not over first, soonest first, then the past ones, most
 * recent first. Operators: drafts, published, offline, each most recently changed first (or the column asked for).
 */
export async function listActivities(db: Kysely<DB>, f: ListFilter, order: 'public' | 'manage') {
  const base = filtered(db, f);
  let page = withNames(base);
  if (order === 'public') {
    const over = sql<number>`case when ${sql.ref('activity_activities.end_at')} <= ${f.now} then 1 else 0 end`;
    const soon = sql<string>`case when ${sql.ref('activity_activities.end_at')} <= ${f.now} then '' else ${sql.ref('activity_activities.start_at')} end`;
    page = page.orderBy(over).orderBy(soon).orderBy('activity_activities.start_at', 'desc');
  } else {
    page = applySort(page, f.sort ?? {}, SORT_COLUMNS, (q) =>
      q.orderBy(inOrderOf('activity_activities.status', ['DRAFT', 'PUBLISHED', 'WITHDRAWN'])).orderBy('activity_activities.updated_at', 'desc'),
    );
  }
  return pageWithTotal(page.orderBy('activity_activities.id', 'desc'), base, f.page) as Promise<{ rows: ActivityRow[]; total: number }>;
}

export async function activityById(db: Kysely<DB>, id: number): Promise<ActivityRow | undefined> {
  if (id > MAX_ID) return undefined;
  return withNames(joined(db)).where('activity_activities.id', '=', id).executeTakeFirst();
}

export async function insertActivity(db: Kysely<DB>, values: Omit<Insertable<ActivityActivitiesTable>, 'tenant_id'>): Promise<number> {
  const row = await db.insertInto('activity_activities').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Published activities for 高新技术企业 not over yet, soonest first (the /gc/conduct section). */
export function highTechUpcoming(db: Kysely<DB>, now: string, limit: number) {
  return db
    .selectFrom('activity_activities')
    .select(['id', 'title', 'place', 'start_at'])
    .where('status', '=', 'PUBLISHED')
    .where('high_tech', '=', 1)
    .where('end_at', '>', now)
    .orderBy('start_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}
