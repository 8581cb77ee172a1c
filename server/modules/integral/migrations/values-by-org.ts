import type { PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * The port's `latestFigures` of some organisations (the cultivation evaluates 500 at a time) looks
 * their approved figures up by organisation: the primary key leads with the year, so without this
 * index each lookup walked every figure of the park (1.4 million rows on a park of 100 000
 * enterprises, 0.4 s of CPU a batch; tests/bench/cultivation.ts).
 */
export const valuesByOrg: PortableMigration = {
  async up(db) {
    await db.schema.createIndex('integral_values_by_org').on('integral_values').columns(['tenant_id', 'org_id', 'field', 'year']).execute();
  },
};
