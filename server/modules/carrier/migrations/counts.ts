import type { PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * The carrier list counts each carrier's spaces (all, free, let) and residents. SQLite answered the
 * free and let counts from the park's status index (`tenant_id, status, type`), reading every free
 * or let space of the park once per carrier; with the park, the carrier and the status in one
 * index each count is a lookup in it alone.
 */
export const counts: PortableMigration = {
  async up(db) {
    await db.schema.createIndex('carrier_resources_counts').on('carrier_resources').columns(['tenant_id', 'carrier_id', 'status']).execute();
    await db.schema.createIndex('carrier_residents_counts').on('carrier_residents').columns(['tenant_id', 'carrier_id']).execute();
  },
};
