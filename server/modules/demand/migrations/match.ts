import type { PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * Matching: a match note records when an operator pushed the pair to both sides (`pushed_at`,
 * null when only the demand's owner was told on publication); the industry lookup of the
 * suggestions (a park's published items of one industry, newest first) gets its index.
 */
export const match: PortableMigration = {
  async up(db) {
    await db.schema.alterTable('demand_match_notes').addColumn('pushed_at', 'text').execute();
    await db.schema
      .createIndex('demand_items_industry')
      .on('demand_items')
      .columns(['tenant_id', 'status', 'industry', 'published_at'])
      .execute();
  },
};
