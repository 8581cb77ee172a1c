import type { Generated } from 'kysely';
import type { CaseKind, CaseStatus, OrgStatus } from '../../../common/service/rules.js';
import type { ProductState } from '../../../common/service/lifecycle.js';
import type { TenantColumn } from '../../db/schema.js';

/**
 * 科技服务's tables (migrations/tables.ts). An application keeps the names it was made under
 * (product, service organisation, enterprise) so the ledger still reads after a product is
 * renamed or deleted.
 */

/** The park's record of a service organisation (orgs with orgtype SERVICE): how it serves here. */
export interface ServiceOrgsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  org_id: number;
  /** Service categories (common/service/rules.ts), joined by ','. */
  categories: string;
  /** Qualifications, one a line. */
  qualification: string;
  intro: string;
  status: OrgStatus;
  suspend_reason: string;
  updated_at: string;
}

export interface ServiceProductsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  org_id: number;
  author_id: number | null;
  title: string;
  category: string;
  summary: string;
  price_mode: string;
  price: string;
  period: string;
  contact_name: string;
  contact_phone: string;
  status: ProductState;
  reason: string;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ServiceAppliesTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  product_id: number | null;
  product_title: string;
  category: string;
  provider_id: number;
  provider_name: string;
  org_id: number;
  org_name: string;
  applicant_id: number | null;
  contact_name: string;
  contact_phone: string;
  content: string;
  status: CaseStatus;
  outcome: string;
  rating: number | null;
  comment: string;
  rated_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Every step of an application or a requirement: who (and on which side), when, what, the note. */
export interface ServiceStepsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  kind: CaseKind;
  record_id: number;
  step: string;
  from_status: CaseStatus | null;
  to_status: CaseStatus | null;
  note: string;
  actor_id: number | null;
  actor_name: string;
  /** 企业 / 服务机构 / 园区. */
  side: string;
  at: string;
}

/** 服务需求: an enterprise's requirement, answered by service organisations, one of them chosen. */
export interface ServiceRequiresTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  org_id: number;
  org_name: string;
  author_id: number | null;
  title: string;
  category: string;
  content: string;
  /** 元; null 面议. */
  budget: number | null;
  deadline: string;
  contact_name: string;
  contact_phone: string;
  status: CaseStatus;
  outcome: string;
  assigned_id: number | null;
  assigned_name: string;
  created_at: string;
  updated_at: string;
}

/** A service organisation's answer to a requirement: its plan and quote (one per organisation). */
export interface ServiceRequireAnswersTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  require_id: number;
  provider_id: number;
  provider_name: string;
  author_id: number | null;
  plan: string;
  /** 元; null 面议. */
  quote: number | null;
  period: string;
  contact_name: string;
  contact_phone: string;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema.js' {
  interface DB {
    service_orgs: ServiceOrgsTable;
    service_products: ServiceProductsTable;
    service_applies: ServiceAppliesTable;
    service_steps: ServiceStepsTable;
    service_requires: ServiceRequiresTable;
    service_require_answers: ServiceRequireAnswersTable;
  }
}
