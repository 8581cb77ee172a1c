import type { PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * Matching reads, for a demand, the newest published items of its industry in its district
 * (match/rank.ts): their index, walked newest first, so no item of the industry is sorted.
 */
export const rank: PortableMigration = {
  async up(db) {
    await db.schema
      .createIndex('demand_items_industry_area')
      .on('demand_items')
      .columns(['tenant_id', 'status', 'industry', 'area', 'published_at'])
      .execute();
  },
};
