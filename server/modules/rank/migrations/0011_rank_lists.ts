import { sql } from 'kysely';
import { notNull, tenantRef, withId, type PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * Enterprise rank lists (榜单) of a park and their entries, and the permission to manage them
 * (rank.manage) for each park's built-in 管委会 role, whose daily work it is.
 */
export const rankLists: PortableMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('rank_lists'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('title', 'text', notNull)
      .addColumn('period', 'text', notNull)
      .addColumn('description', 'text', notNull)
      .addColumn('figure_label', 'text', notNull)
      .addColumn('figure_unit', 'text', notNull)
      // Kept with the entries (same transaction), so the lists sort and page by it cheaply.
      .addColumn('entry_count', 'integer', (c) => c.notNull().defaultTo(0))
      // DRAFT 草稿 / PUBLISHED 已发布 / WITHDRAWN 已撤回
      .addColumn('status', 'text', notNull)
      .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('publisher_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('published_at', 'text')
      .addColumn('withdrawn_at', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    // The portal's list: published ones of a tenant, newest first.
    await db.schema.createIndex('rank_lists_public').on('rank_lists').columns(['tenant_id', 'status', 'published_at']).execute();

    await db.schema
      .createTable('rank_entries')
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('list_id', 'integer', (c) => c.notNull().references('rank_lists.id').onDelete('cascade'))
      .addColumn('position', 'integer', notNull)
      .addColumn('org_id', 'integer', (c) => c.notNull().references('orgs.id'))
      .addColumn('figure', dialect === 'postgres' ? 'double precision' : 'real')
      .addColumn('note', 'text', notNull)
      .addPrimaryKeyConstraint('rank_entries_pk', ['list_id', 'position'])
      // An organisation is on a list at most once.
      .addUniqueConstraint('rank_entries_org', ['list_id', 'org_id'])
      .execute();

    await sql`insert into role_permissions (tenant_id, role_id, permission)
      select tenant_id, id, 'rank.manage' from roles where rolename = '管委会'`.execute(db);
  },
};
