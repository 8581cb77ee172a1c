import { sql } from 'kysely';
import type { PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * Surveys (企业调查) are a module of their own, granted by its survey.manage; the service area's
 * earlier service.survey granted nothing it checks. Roles holding it lose it, so the role editor
 * shows one survey permission.
 */
export const surveyPermission: PortableMigration = {
  async up(db) {
    await sql`delete from role_permissions where permission = 'service.survey'`.execute(db);
  },
};
