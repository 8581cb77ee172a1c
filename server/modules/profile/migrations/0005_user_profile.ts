import type { PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * The personal profile a user edits at /user/edit: e-mail, position (职务) and avatar. Empty text
 * rather than NULL means "not set", so existing rows need no backfill and reads need no null case.
 */
export const userProfile: PortableMigration = {
  async up(db) {
    // SQLite adds one column per ALTER TABLE.
    for (const column of ['email', 'position', 'avatar_url']) {
      await db.schema
        .alterTable('users')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
  },
};
