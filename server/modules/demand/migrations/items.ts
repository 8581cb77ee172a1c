import * as col from '../../../db/migrations/columns.js';
import { tablesMigration, unique } from '../../../db/migrations/tables.js';

/** Demand matching: the items of six kinds, their search terms, showcases, docking, match notes. */
export const items = tablesMigration({
  grants: ['demand.review', 'demand.dock'],
  tables: {
    demand_items: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        org_id: col.refNotNull('orgs'),
        author_id: col.byUser,
        // DEMAND / PRODUCT / SERVICE / DEVICE / JOB / TECH
        kind: col.text,
        category: col.text,
        title: col.text,
        summary: col.text,
        industry: col.text,
        area: col.text,
        tags: col.text,
        price: col.text,
        quantity: col.intOrNull,
        valid_until: col.textOrNull,
        contact_name: col.text,
        contact_phone: col.text,
        // CHECK 待审核 / JOINT 已发布 / CANCEL 审核不通过 / OFFLINE 已下架
        status: col.text,
        reason: col.text,
        views: col.zero,
        published_at: col.textOrNull,
        ...col.stamps,
      },
      indexes: {
        // The public lists: a park's published items of a kind, newest first.
        demand_items_public: ['tenant_id', 'status', 'kind', 'published_at'],
        demand_items_org: ['tenant_id', 'org_id', 'kind', 'status'],
      },
    },
    demand_terms: {
      columns: {
        tenant_id: col.tenant,
        item_id: col.ownedBy('demand_items'),
        term: col.text,
      },
      primaryKey: ['item_id', 'term'],
      indexes: { demand_terms_term: ['tenant_id', 'term', 'item_id'] },
    },
    demand_showcases: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        org_id: col.refNotNull('orgs'),
        author_id: col.byUser,
        title: col.text,
        intro: col.text,
        honours: col.text,
        contact_name: col.text,
        contact_phone: col.text,
        status: col.text,
        reason: col.text,
        published_at: col.textOrNull,
        ...col.stamps,
      },
      indexes: {
        demand_showcases_org: unique('tenant_id', 'org_id'),
        demand_showcases_public: ['tenant_id', 'status'],
      },
    },
    demand_docks: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        item_id: col.ownedBy('demand_items'),
        owner_org_id: col.refNotNull('orgs'),
        from_org_id: col.refNotNull('orgs'),
        from_user_id: col.byUser,
        message: col.text,
        from_contact_name: col.text,
        from_contact_phone: col.text,
        // WAITING 待处理 / ACCEPTED 已接受 / DECLINED 已婉拒
        status: col.text,
        reason: col.text,
        owner_contact_name: col.textEmpty,
        owner_contact_phone: col.textEmpty,
        // '' 未填写 / DEAL 达成合作 / NO_DEAL 未达成
        outcome: col.textEmpty,
        suggested_from: col.intOrNull,
        ...col.stamps,
      },
      indexes: {
        demand_docks_owner: ['tenant_id', 'owner_org_id', 'status'],
        demand_docks_from: ['tenant_id', 'from_org_id', 'status'],
        demand_docks_item: ['tenant_id', 'item_id'],
      },
    },
    demand_match_notes: {
      columns: {
        tenant_id: col.tenant,
        demand_id: col.ownedBy('demand_items'),
        item_id: col.ownedBy('demand_items'),
        score: col.real,
        created_at: col.text,
      },
      primaryKey: ['demand_id', 'item_id'],
    },
  },
});
