import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/**
 * The innovation score: a park's indicator-system versions per year, the approved figures of its
 * organisations, and the scores of each version with their breakdown. The 管委会 role of every
 * park gets the two permissions of the area (common/permissions.ts STAFF_PERMISSIONS holds them).
 */
export const integral = tablesMigration({
  tables: {
    integral_systems: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        year: col.int,
        version: col.int,
        // COMPUTING → READY / FAILED
        status: col.text,
        based_on_id: col.ref('integral_systems', 'set null'),
        note: col.text,
        definition: col.text,
        indicator_count: col.int,
        scored_count: col.zero,
        author_id: col.byUser,
        created_at: col.text,
        claimed_at: col.textOrNull,
        computed_at: col.textOrNull,
        error: col.textEmpty,
      },
      uniques: { integral_systems_version: ['tenant_id', 'year', 'version'] },
    },
    integral_values: {
      columns: {
        tenant_id: col.tenant,
        org_id: col.ownedBy('orgs'),
        year: col.int,
        field: col.text,
        value: col.real,
        approved_at: col.text,
      },
      primaryKey: ['tenant_id', 'year', 'org_id', 'field'],
    },
    integral_scores: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        system_id: col.ownedBy('integral_systems'),
        year: col.int,
        org_id: col.ownedBy('orgs'),
        stage: col.text,
        age: col.intOrNull,
        total: col.real,
        tech: col.real,
        growth: col.real,
        feature: col.real,
        missing_count: col.int,
        park_rank: col.int,
        breakdown: col.text,
        inputs: col.text,
        computed_at: col.text,
      },
      uniques: { integral_scores_org: ['system_id', 'org_id'] },
      indexes: {
        // The ranking and the rank counts of a version.
        integral_scores_total: ['system_id', 'total'],
        // The ranking's pages in rank order.
        integral_scores_rank: ['system_id', 'park_rank'],
        // An organisation's trend over the years.
        integral_scores_by_org: ['tenant_id', 'org_id'],
      },
    },
  },
  grants: ['integral.score', 'integral.indicator'],
});
