import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/**
 * Fill rounds of the innovation score (填报): a park's rounds for a score year, a submission per
 * organisation of a round, its items (one per field, with the audit) and its evidence files. The
 * 管委会 role of every park gets the permission integral.fill (common/permissions.ts
 * STAFF_PERMISSIONS holds it).
 */
export const integralFill = tablesMigration({
  tables: {
    integral_fill_rounds: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        year: col.int,
        name: col.text,
        description: col.text,
        start_date: col.text,
        end_date: col.text,
        fields: col.text,
        scope_mode: col.text,
        scope_industries: col.text,
        scope_areas: col.text,
        closed_at: col.textOrNull,
        author_id: col.byUser,
        ...col.stamps,
      },
      indexes: { integral_fill_rounds_year: ['tenant_id', 'year'] },
    },
    integral_fill_submissions: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        round_id: col.ownedBy('integral_fill_rounds'),
        org_id: col.ownedBy('orgs'),
        state: col.text,
        filled_by: col.ref('users', 'set null'),
        filled_by_operator: col.zero,
        submitted_at: col.textOrNull,
        audited_at: col.textOrNull,
        approved_at: col.textOrNull,
        updated_at: col.textOrNull,
        created_at: col.text,
      },
      uniques: { integral_fill_submissions_org: ['round_id', 'org_id'] },
      // An enterprise's rounds.
      indexes: { integral_fill_submissions_by_org: ['tenant_id', 'org_id'] },
    },
    integral_fill_items: {
      columns: {
        tenant_id: col.tenant,
        submission_id: col.ownedBy('integral_fill_submissions'),
        field: col.text,
        value: col.realOrNull,
        audit: col.textOrNull,
        reason: col.textEmpty,
        returned_value: col.realOrNull,
        audited_by: col.byUser,
        audited_at: col.textOrNull,
      },
      primaryKey: ['submission_id', 'field'],
    },
    integral_fill_files: {
      columns: {
        tenant_id: col.tenant,
        submission_id: col.ownedBy('integral_fill_submissions'),
        attachment_id: col.refNotNull('attachments'),
        position: col.int,
      },
      primaryKey: ['submission_id', 'attachment_id'],
    },
  },
  grants: ['integral.fill'],
});
