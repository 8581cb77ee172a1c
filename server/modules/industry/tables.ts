import type { Generated } from 'kysely';
import type { TenantColumn } from '../../db/schema.js';

/** A park's industry chain; `key` is its big-screen screen's address (/lg/indus/{key}; car / equip / electron are the spec's). */
export interface IndustryChainsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  key: string;
  name: string;
  description: string;
  sort: number;
  updated_at: string;
}

/** A node of a chain: SEGMENT (上游/中游/下游) → LINK (环节) → PRODUCT (产品). */
export interface IndustryNodesTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  chain_id: number;
  parent_id: number | null;
  level: string;
  stream: string;
  name: string;
  /** The directory's industry the big-screen counts for this link; '' for none. */
  industry: string;
  strong_at: number;
  sort: number;
}

/** A park enterprise tagged to a node (a local enterprise of the chain), with its product there. */
export interface IndustryNodeOrgsTable {
  tenant_id: TenantColumn;
  node_id: number;
  org_id: number;
  product: string;
  created_at: string;
}

/** An external enterprise to attract (招商目标) to a chain's node, with its follow-up state. */
export interface IndustryTargetsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  chain_id: number;
  node_id: number | null;
  name: string;
  region: string;
  scale: string;
  reason: string;
  state: string;
  note: string;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema.js' {
  interface DB {
    industry_chains: IndustryChainsTable;
    industry_nodes: IndustryNodesTable;
    industry_node_orgs: IndustryNodeOrgsTable;
    industry_targets: IndustryTargetsTable;
  }
}

/** An enterprise's annual 火炬统计 figures (money in 万元). */
export interface IndustryTorchReportsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  org_id: number;
  year: number;
  revenue: number;
  rd_expense: number;
  profit: number;
  tax: number;
  export_value: number;
  staff: number;
  rd_staff: number;
  patents: number;
  invention_patents: number;
  created_at: string;
}

/** A main production device of an enterprise (value in 万元; networked 1 = 已联网). */
export interface IndustryDevicesTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  org_id: number;
  name: string;
  model: string;
  category: string;
  maker: string;
  quantity: number;
  value: number;
  purchase_year: number;
  status: string;
  networked: number;
  note: string;
}

declare module '../../db/schema.js' {
  interface DB {
    industry_torch_reports: IndustryTorchReportsTable;
    industry_devices: IndustryDevicesTable;
  }
}
