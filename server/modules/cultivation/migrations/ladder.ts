import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/**
 * The cultivation ladder: each park's tiers and criteria, the figures entered for it, the pool
 * and its moves. The 管委会 role of every park is granted cultivation.manage, its daily work.
 */
export const ladder = tablesMigration({
  tables: {
    cultivation_tiers: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        name: col.text,
        level: col.int,
        pass_points: col.realOrNull,
        description: col.textEmpty,
        benefits: col.textEmpty,
        updated_at: col.text,
      },
      uniques: { cultivation_tiers_level: ['tenant_id', 'level'] },
    },
    cultivation_criteria: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        tier_id: col.ownedBy('cultivation_tiers'),
        sort: col.int,
        kind: col.text,
        grouping: col.text,
        metric: col.text,
        bands: col.text,
        min: col.realOrNull,
      },
      indexes: { cultivation_criteria_tier: ['tier_id', 'sort'] },
    },
    cultivation_figures: {
      columns: {
        tenant_id: col.tenant,
        org_id: col.ownedBy('orgs'),
        key: col.text,
        value: col.real,
        entered_by: col.byUser,
        entered_at: col.text,
      },
      primaryKey: ['tenant_id', 'org_id', 'key'],
    },
    cultivation_pool: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        org_id: col.ownedBy('orgs'),
        stage: col.text,
        tier_id: col.ref('cultivation_tiers', 'set null'),
        note: col.textEmpty,
        recognised_at: col.textOrNull,
        updated_at: col.text,
      },
      uniques: { cultivation_pool_org: ['tenant_id', 'org_id'] },
    },
    cultivation_moves: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        org_id: col.ownedBy('orgs'),
        from_stage: col.textOrNull,
        to_stage: col.text,
        tier_name: col.text,
        note: col.text,
        actor_id: col.byUser,
        actor_name: col.textEmpty,
        created_at: col.text,
      },
      indexes: { cultivation_moves_org: ['tenant_id', 'org_id'] },
    },
  },
  grants: ['cultivation.manage'],
});
