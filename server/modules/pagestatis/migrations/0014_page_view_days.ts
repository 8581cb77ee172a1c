import { sql } from 'kysely';
import { notNull, tenantRef, type PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * The daily rollup of page views (tables.ts): one row per park, day, module and page, and one per
 * park, day and signed-in user. The page views recorded before it are counted into it here; from
 * then on each stored record adds itself (rollup.ts). Days are park days (UTC+8).
 */
export const pageViewDays: PortableMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('page_view_days')
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('day', 'text', notNull)
      .addColumn('modulename', 'text', notNull)
      .addColumn('pagename', 'text', notNull)
      .addColumn('views', 'integer', notNull)
      // Also the index of the statistics: a park's days in a range.
      .addPrimaryKeyConstraint('page_view_days_pk', ['tenant_id', 'day', 'modulename', 'pagename'])
      .execute();
    await db.schema
      .createTable('page_view_day_users')
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('day', 'text', notNull)
      .addColumn('user_id', 'integer', notNull)
      .addPrimaryKeyConstraint('page_view_day_users_pk', ['tenant_id', 'day', 'user_id'])
      .execute();

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
