import type { PortableMigration } from '../../../db/migrations/helpers.js';
import {
  byUser,
  createTables,
  grantToStaff,
  int,
  real,
  realOrNull,
  stamps,
  tenant,
  text,
  ownedBy,
} from '../../../db/migrations/tables.js';

/**
 * What the innovation score is used for: each park's quality threshold per year (the directory
 * lists the enterprises at or above it, the reserve pool those just under it) and the
 * achievements operators enter (积分贷, 政策扶持, 培育入库, 其他). The 管委会 role of every park gets
 * the permission to enter them (common/permissions.ts STAFF_PERMISSIONS holds it).
 */
export const integralQuality: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      integral_quality_thresholds: {
        columns: {
          tenant_id: tenant,
          year: int,
          // SCORE: a total to reach; TOP: the top `value` per cent of the year's scored enterprises.
          mode: text,
          value: real,
          updated_by: byUser,
          updated_at: text,
        },
        primaryKey: ['tenant_id', 'year'],
      },
      integral_achievements: {
        id: true,
        columns: {
          tenant_id: tenant,
          org_id: ownedBy('orgs'),
          // LOAN 积分贷 / POLICY 政策扶持 / CULTIVATE 培育入库 / OTHER 其他
          type: text,
          // 万元; null when the record has no amount (a cultivation entry).
          amount: realOrNull,
          achieved_on: text,
          note: text,
          author_id: byUser,
          ...stamps,
        },
        indexes: { integral_achievements_by_date: ['tenant_id', 'achieved_on'] },
      },
    });

    await grantToStaff(db, 'integral.achievement');
  },
};
