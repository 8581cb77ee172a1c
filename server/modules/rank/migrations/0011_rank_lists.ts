import type { PortableMigration } from '../../../db/migrations/helpers.js';
import {
  byUser,
  createTables,
  grantToStaff,
  int,
  ownedBy,
  realOrNull,
  refNotNull,
  stamps,
  tenant,
  text,
  textOrNull,
  zero,
} from '../../../db/migrations/tables.js';

/**
 * Enterprise rank lists (榜单) of a park and their entries, and the permission to manage them
 * (rank.manage) for each park's built-in 管委会 role, whose daily work it is.
 */
export const rankLists: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      rank_lists: {
        id: true,
        columns: {
          tenant_id: tenant,
          title: text,
          period: text,
          description: text,
          figure_label: text,
          figure_unit: text,
          // Kept with the entries (same transaction), so the lists sort and page by it cheaply.
          entry_count: zero,
          // DRAFT 草稿 / PUBLISHED 已发布 / WITHDRAWN 已撤回
          status: text,
          author_id: byUser,
          publisher_id: byUser,
          published_at: textOrNull,
          withdrawn_at: textOrNull,
          ...stamps,
        },
        // The portal's list: published ones of a tenant, newest first.
        indexes: { rank_lists_public: ['tenant_id', 'status', 'published_at'] },
      },
      rank_entries: {
        columns: {
          tenant_id: tenant,
          list_id: ownedBy('rank_lists'),
          position: int,
          org_id: refNotNull('orgs'),
          figure: realOrNull,
          note: text,
        },
        primaryKey: ['list_id', 'position'],
        // An organisation is on a list at most once.
        uniques: { rank_entries_org: ['list_id', 'org_id'] },
      },
    });

    await grantToStaff(db, 'rank.manage');
  },
};
