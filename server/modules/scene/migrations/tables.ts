import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/**
 * 应用场景: the park's scenario opportunities, enterprises' scenario capabilities, collection rounds
 * and the items received in them. The permissions go to each park's built-in 管委会.
 */
/** What every reviewed record has: its contact, its state (publish kit) with the latest reason, its stamps. */
const reviewed = {
  contact_name: col.text,
  contact_phone: col.text,
  status: col.text,
  reason: col.textEmpty,
  ...col.stamps,
};

export const tables = tablesMigration({
  tables: {
    scene_opps: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        author_id: col.byUser,
        title: col.text,
        industry: col.text,
        owner_unit: col.text,
        needs: col.text,
        budget_min: col.zero,
        budget_max: col.zero,
        deadline: col.text,
        // status: CHECK 待审核 / JOINT 已发布 / CANCEL 审核不通过
        ...reviewed,
        published_at: col.textOrNull,
      },
      indexes: { scene_opps_status: ['tenant_id', 'status', 'updated_at'] },
    },
    scene_abilities: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        org_id: col.refNotNull('orgs', 'cascade'),
        author_id: col.byUser,
        title: col.text,
        field: col.text,
        summary: col.text,
        cases: col.textEmpty,
        // status: TOAUDIT 待审核 / PASS 审核通过 / FAIL 审核不通过 / BACK 退回修改
        ...reviewed,
      },
      indexes: { scene_abilities_status: ['tenant_id', 'status', 'updated_at'], scene_abilities_org: ['tenant_id', 'org_id'] },
    },
    scene_rounds: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        author_id: col.byUser,
        title: col.text,
        intro: col.text,
        start_date: col.text,
        end_date: col.text,
        fields: col.text,
        // OPEN 征集中 / CLOSED 已结束
        status: col.text,
        closed_at: col.textOrNull,
        ...col.stamps,
      },
      indexes: { scene_rounds_status: ['tenant_id', 'status', 'start_date'] },
    },
    scene_items: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        round_id: col.refNotNull('scene_rounds', 'cascade'),
        org_id: col.refNotNull('orgs', 'cascade'),
        author_id: col.byUser,
        kind: col.text,
        title: col.text,
        field: col.text,
        content: col.text,
        ...reviewed,
      },
      indexes: { scene_items_round: ['tenant_id', 'round_id', 'status'], scene_items_status: ['tenant_id', 'status', 'updated_at'] },
    },
  },
  grants: ['scene.opp', 'scene.ability', 'scene.collect'],
});
