import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/** Each park's industry chains, their nodes, the enterprises tagged to them and the targets to attract. */
export const chains = tablesMigration({
  tables: {
    industry_chains: {
      id: true,
      columns: { tenant_id: col.tenant, key: col.text, name: col.text, description: col.textEmpty, sort: col.zero, updated_at: col.text },
      uniques: { industry_chains_key: ['tenant_id', 'key'] },
    },
    industry_nodes: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        chain_id: col.ownedBy('industry_chains'),
        parent_id: col.ref('industry_nodes', 'cascade'),
        level: col.text,
        stream: col.text,
        name: col.text,
        industry: col.textEmpty,
        strong_at: col.int,
        sort: col.zero,
      },
      indexes: { industry_nodes_chain: ['chain_id', 'sort'] },
    },
    industry_node_orgs: {
      columns: {
        tenant_id: col.tenant,
        node_id: col.ownedBy('industry_nodes'),
        org_id: col.ownedBy('orgs'),
        product: col.textEmpty,
        created_at: col.text,
      },
      primaryKey: ['node_id', 'org_id'],
      indexes: { industry_node_orgs_org: ['tenant_id', 'org_id'] },
    },
    industry_targets: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        chain_id: col.ownedBy('industry_chains'),
        node_id: col.ref('industry_nodes', 'set null'),
        name: col.text,
        region: col.textEmpty,
        scale: col.textEmpty,
        reason: col.textEmpty,
        state: col.text,
        note: col.textEmpty,
        created_at: col.text,
        updated_at: col.text,
      },
      indexes: { industry_targets_chain: ['chain_id', 'state'] },
    },
  },
  grants: ['industry.view', 'industry.manage'],
});
