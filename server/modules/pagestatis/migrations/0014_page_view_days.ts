import { sql } from 'kysely';
import type { PortableMigration } from '../../../db/migrations/helpers.js';
import * as col from '../../../db/migrations/columns.js';
import { createTables } from '../../../db/migrations/tables.js';

/**
 * The daily rollup of page views (tables.ts): one row per park, day, module and page, and one per
 * park, day and signed-in user. The page views recorded before it are counted into it here; from
 * then on each stored record adds itself (rollup.ts). Days are park days (UTC+8).
 */
export const pageViewDays: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      page_view_days: {
        columns: { tenant_id: col.tenant, day: col.text, modulename: col.text, pagename: col.text, views: col.int },
        // Also the index of the statistics: a park's days in a range.
        primaryKey: ['tenant_id', 'day', 'modulename', 'pagename'],
      },
      page_view_day_users: {
        columns: { tenant_id: col.tenant, day: col.text, user_id: col.int },
        primaryKey: ['tenant_id', 'day', 'user_id'],
      },
    });

    const day =
      dialect === 'postgres'
        ? sql`to_char((created_at::timestamptz at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`
        : sql`substr(datetime(created_at, '+8 hours'), 1, 10)`;
    await sql`insert into page_view_days (tenant_id, day, modulename, pagename, views)
      select tenant_id, ${day}, modulename, pagename, count(*) from page_views
      group by tenant_id, ${day}, modulename, pagename`.execute(db);
    await sql`insert into page_view_day_users (tenant_id, day, user_id)
      select distinct tenant_id, ${day}, user_id from page_views where user_id is not null`.execute(db);

    // The 管委会 staff read the statistics out of the box (common/permissions.ts STAFF_PERMISSIONS).
    await sql`insert into role_permissions (tenant_id, role_id, permission)
      select tenant_id, id, 'system.access' from roles where rolename = '管委会'
      and not exists (select 1 from role_permissions rp where rp.role_id = roles.id and rp.permission = 'system.access')`.execute(db);
  },
};
