import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/**
 * Each enterprise's evaluation, stored for the library (server/modules/cultivation/stored.ts): one
 * row per enterprise, an index per filter of the library, each in the library's order.
 */
const ORDER = ['distance', 'name', 'org_id'];

export const evaluations = tablesMigration({
  tables: {
    cultivation_evaluations: {
      columns: {
        tenant_id: col.tenant,
        org_id: col.ownedBy('orgs'),
        name: col.text,
        industry: col.textEmpty,
        county: col.textEmpty,
        reached_tier_id: col.zero,
        reached_name: col.textEmpty,
        reached_level: col.zero,
        next_tier_id: col.zero,
        next_name: col.textEmpty,
        next_level: col.zero,
        points: col.double,
        deficit: col.double,
        unmet: col.zero,
        distance: col.double,
        near: col.zero,
        gap: col.textEmpty,
        gap_summary: col.textEmpty,
        stale_on: col.text,
        evaluated_at: col.text,
      },
      primaryKey: ['tenant_id', 'org_id'],
      indexes: {
        cultivation_evaluations_order: ['tenant_id', ...ORDER],
        cultivation_evaluations_tier: ['tenant_id', 'reached_tier_id', ...ORDER],
        cultivation_evaluations_industry: ['tenant_id', 'industry', ...ORDER],
        cultivation_evaluations_county: ['tenant_id', 'county', ...ORDER],
        cultivation_evaluations_near: ['tenant_id', 'near', ...ORDER],
        cultivation_evaluations_stale: ['tenant_id', 'stale_on'],
      },
    },
  },
});
