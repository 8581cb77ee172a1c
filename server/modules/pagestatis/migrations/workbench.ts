import { sql } from 'kysely';
import type { PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * The workbench (/op/index) was recorded under the enterprise audit's module (op-org) and read as
 * 企业审核与管理 in the access statistics; it has its own (op-home, 工作台) now, and the views
 * recorded before move there, in the records and in the daily counts.
 */
export const workbenchModule: PortableMigration = {
  async up(db) {
    await sql`update page_views set modulename = 'op-home' where modulename = 'op-org' and pagename = '工作台'`.execute(db);
    await sql`update page_view_days set modulename = 'op-home' where modulename = 'op-org' and pagename = '工作台'`.execute(db);
  },
};
