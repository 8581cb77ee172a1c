import type { PortableMigration } from '../../../db/migrations/helpers.js';
import { createVersionCounter } from '../../../db/migrations/version-counter.js';

/**
 * carrier_versions: one counter per park, bumped by triggers on every write to carriers, spaces,
 * residents and parks (the lists show park names), in the transaction of the write. The public
 * carrier and space lists are kept per version (memo.ts): a write by any process, the seed's
 * included, changes the key the next read looks for, so nothing stale is served.
 */
export const versions: PortableMigration = {
  async up(db, dialect) {
    await createVersionCounter(db, dialect, {
      table: 'carrier_versions',
      watch: ['carrier_carriers', 'carrier_resources', 'carrier_residents', 'parks'],
      triggers: 'carrier_version',
      bump: 'carrier_version_bump',
    });
  },
};
