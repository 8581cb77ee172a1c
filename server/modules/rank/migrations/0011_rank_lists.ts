import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/**
 * Enterprise rank lists (榜单) of a park and their entries, and the permission to manage them
 * (rank.manage) for each park's built-in 管委会 role, whose daily work it is.
 */
export const rankLists = tablesMigration({
  tables: {
    rank_lists: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        title: col.text,
        period: col.text,
        description: col.text,
        figure_label: col.text,
        figure_unit: col.text,
        // Kept with the entries (same transaction), so the lists sort and page by it cheaply.
        entry_count: col.zero,
        // DRAFT 草稿 / PUBLISHED 已发布 / WITHDRAWN 已撤回
        status: col.text,
        author_id: col.byUser,
        publisher_id: col.byUser,
        published_at: col.textOrNull,
        withdrawn_at: col.textOrNull,
        ...col.stamps,
      },
      // The portal's list: published ones of a tenant, newest first.
      indexes: { rank_lists_public: ['tenant_id', 'status', 'published_at'] },
    },
    rank_entries: {
      columns: {
        tenant_id: col.tenant,
        list_id: col.ownedBy('rank_lists'),
        position: col.int,
        org_id: col.refNotNull('orgs'),
        figure: col.realOrNull,
        note: col.text,
      },
      primaryKey: ['list_id', 'position'],
      // An organisation is on a list at most once.
      uniques: { rank_entries_org: ['list_id', 'org_id'] },
    },
  },
  grants: ['rank.manage'],
});
