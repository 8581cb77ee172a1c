import type { PortableMigration } from '../../../db/migrations/helpers.js';
import {
  byUser,
  createTables,
  grantToStaff,
  int,
  realOrNull,
  ref,
  refNotNull,
  stamps,
  tenant,
  text,
  textEmpty,
  textOrNull,
  zero,
  ownedBy,
} from '../../../db/migrations/tables.js';

/**
 * Fill rounds of the innovation score (填报): a park's rounds for a score year, a submission per
 * organisation of a round, its items (one per field, with the audit) and its evidence files. The
 * 管委会 role of every park gets the permission integral.fill (common/permissions.ts
 * STAFF_PERMISSIONS holds it).
 */
export const integralFill: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      integral_fill_rounds: {
        id: true,
        columns: {
          tenant_id: tenant,
          year: int,
          name: text,
          description: text,
          start_date: text,
          end_date: text,
          fields: text,
          scope_mode: text,
          scope_industries: text,
          scope_areas: text,
          closed_at: textOrNull,
          author_id: byUser,
          ...stamps,
        },
        indexes: { integral_fill_rounds_year: ['tenant_id', 'year'] },
      },
      integral_fill_submissions: {
        id: true,
        columns: {
          tenant_id: tenant,
          round_id: ownedBy('integral_fill_rounds'),
          org_id: ownedBy('orgs'),
          state: text,
          filled_by: ref('users', 'set null'),
          filled_by_operator: zero,
          submitted_at: textOrNull,
          audited_at: textOrNull,
          approved_at: textOrNull,
          updated_at: textOrNull,
          created_at: text,
        },
        uniques: { integral_fill_submissions_org: ['round_id', 'org_id'] },
        // An enterprise's rounds.
        indexes: { integral_fill_submissions_by_org: ['tenant_id', 'org_id'] },
      },
      integral_fill_items: {
        columns: {
          tenant_id: tenant,
          submission_id: ownedBy('integral_fill_submissions'),
          field: text,
          value: realOrNull,
          audit: textOrNull,
          reason: textEmpty,
          returned_value: realOrNull,
          audited_by: byUser,
          audited_at: textOrNull,
        },
        primaryKey: ['submission_id', 'field'],
      },
      integral_fill_files: {
        columns: {
          tenant_id: tenant,
          submission_id: ownedBy('integral_fill_submissions'),
          attachment_id: refNotNull('attachments'),
          position: int,
        },
        primaryKey: ['submission_id', 'attachment_id'],
      },
    });

    await grantToStaff(db, 'integral.fill');
  },
};
