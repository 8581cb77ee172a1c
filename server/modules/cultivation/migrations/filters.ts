import type { PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * The library's count under several filters at once (an industry, a county and near the next
 * tier): each index of one filter left the others to be read from the rows, 18 000 row reads for
 * 2 300 matches on a park of 100 000 enterprises (tests/bench/cultivation.ts). With every
 * equality filter in one index the count reads only the index; the page still walks the index of
 * its most selective filter in the library's order.
 */
export const filters: PortableMigration = {
  async up(db) {
    await db.schema
      .createIndex('cultivation_evaluations_filters')
      .on('cultivation_evaluations')
      .columns(['tenant_id', 'industry', 'county', 'near', 'reached_tier_id'])
      .execute();
  },
};
