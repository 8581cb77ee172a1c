import type { PortableMigration } from '../../../db/migrations/helpers.js';
import {
  byUser,
  createTables,
  grantToStaff,
  int,
  intOrNull,
  real,
  ref,
  tenant,
  text,
  textEmpty,
  textOrNull,
  zero,
  ownedBy,
} from '../../../db/migrations/tables.js';

/**
 * The innovation score: a park's indicator-system versions per year, the approved figures of its
 * organisations, and the scores of each version with their breakdown. The 管委会 role of every
 * park gets the two permissions of the area (common/permissions.ts STAFF_PERMISSIONS holds them).
 */
export const integral: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      integral_systems: {
        id: true,
        columns: {
          tenant_id: tenant,
          year: int,
          version: int,
          // COMPUTING → READY / FAILED
          status: text,
          based_on_id: ref('integral_systems', 'set null'),
          note: text,
          definition: text,
          indicator_count: int,
          scored_count: zero,
          author_id: byUser,
          created_at: text,
          claimed_at: textOrNull,
          computed_at: textOrNull,
          error: textEmpty,
        },
        uniques: { integral_systems_version: ['tenant_id', 'year', 'version'] },
      },
      integral_values: {
        columns: {
          tenant_id: tenant,
          org_id: ownedBy('orgs'),
          year: int,
          field: text,
          value: real,
          approved_at: text,
        },
        primaryKey: ['tenant_id', 'year', 'org_id', 'field'],
      },
      integral_scores: {
        id: true,
        columns: {
          tenant_id: tenant,
          system_id: ownedBy('integral_systems'),
          year: int,
          org_id: ownedBy('orgs'),
          stage: text,
          age: intOrNull,
          total: real,
          tech: real,
          growth: real,
          feature: real,
          missing_count: int,
          park_rank: int,
          breakdown: text,
          inputs: text,
          computed_at: text,
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
    });

    await grantToStaff(db, 'integral.score');
    await grantToStaff(db, 'integral.indicator');
  },
};
