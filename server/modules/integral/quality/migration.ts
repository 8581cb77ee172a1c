import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/**
 * What the innovation score is used for: each park's quality threshold per year (the directory
 * lists the enterprises at or above it, the reserve pool those just under it) and the
 * achievements operators enter (积分贷, 政策扶持, 培育入库, 其他). The 管委会 role of every park gets
 * the permission to enter them (common/permissions.ts STAFF_PERMISSIONS holds it).
 */
export const integralQuality = tablesMigration({
  tables: {
    integral_quality_thresholds: {
      columns: {
        tenant_id: col.tenant,
        year: col.int,
        // SCORE: a total to reach; TOP: the top `value` per cent of the year's scored enterprises.
        mode: col.text,
        value: col.real,
        updated_by: col.byUser,
        updated_at: col.text,
      },
      primaryKey: ['tenant_id', 'year'],
    },
    integral_achievements: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        org_id: col.ownedBy('orgs'),
        // LOAN 积分贷 / POLICY 政策扶持 / CULTIVATE 培育入库 / OTHER 其他
        type: col.text,
        // 万元; null when the record has no amount (a cultivation entry).
        amount: col.realOrNull,
        achieved_on: col.text,
        note: col.text,
        author_id: col.byUser,
        ...col.stamps,
      },
      indexes: { integral_achievements_by_date: ['tenant_id', 'achieved_on'] },
    },
  },
  grants: ['integral.achievement'],
});
