import type { PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * Where an institution is: its GCJ-02 point (the datum the park's maps draw in), for the map of
 * the park's services (/sc/map) and the institutions' list (/sc/finance). Null until it is set.
 */
export const places: PortableMigration = {
  async up(db) {
    await db.schema.alterTable('finance_institutions').addColumn('gaode_lng', 'double precision').execute();
    await db.schema.alterTable('finance_institutions').addColumn('gaode_lat', 'double precision').execute();
  },
};
