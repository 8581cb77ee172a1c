import type { PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * The workbench's shortcuts count one user's page views of the last 30 days (repo-mine.ts): with
 * the park, the user and the time in one index that is a range of it, not a scan of the park's month.
 */
export const byUser: PortableMigration = {
  async up(db) {
    await db.schema.createIndex('page_views_user').on('page_views').columns(['tenant_id', 'user_id', 'created_at']).execute();
  },
};
