import type { PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * Check-in at the event: the activity's code the operator shows on a screen (null until check-in
 * is opened for it), and when each signed-up user checked in (null: not yet; after the end: absent).
 */
export const checkin: PortableMigration = {
  async up(db) {
    await db.schema.alterTable('activity_activities').addColumn('checkin_code', 'text').execute();
    await db.schema.alterTable('activity_enrolls').addColumn('checked_in_at', 'text').execute();
  },
};
