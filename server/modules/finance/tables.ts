import type { Generated } from 'kysely';
import type { PublishStatus } from '../../../common/status.js';
import type { LoanStatus, NeedStatus } from '../../../common/finance/rules.js';
import type { TenantColumn } from '../../db/schema.js';

/**
 * The finance supermarket's tables. Amounts are integers of 万元, rates integers of 0.01 %, terms
 * months (common/finance/rules.ts). An application keeps the names it was made under (product,
 * institution, enterprise) so the ledger still reads after a product is deleted or renamed.
 */

export interface FinanceInstitutionsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  name: string;
  kind: string;
  intro: string;
  address: string;
  contact_name: string;
  contact_phone: string;
  /** GCJ-02 point (migration places); null until set. */
  gaode_lng: Generated<number | null>;
  gaode_lat: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

export interface FinanceProductsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  institution_id: number;
  name: string;
  loan_type: string;
  amount_min: number;
  amount_max: number;
  rate_min: number;
  rate_max: number;
  term_min: number;
  term_max: number;
  guarantee: string;
  eligibility: string;
  materials: string;
  intro: string;
  status: PublishStatus;
  reason: string;
  author_id: number | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface FinanceLoansTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  product_id: number | null;
  product_name: string;
  loan_type: string;
  institution_id: number;
  org_id: number;
  applicant_id: number | null;
  org_name: string;
  contact_name: string;
  contact_phone: string;
  amount: number;
  term_months: number;
  purpose: string;
  status: LoanStatus;
  granted: number | null;
  granted_on: string | null;
  /** When it was first taken up (跟进) or declined without follow-up: the response time of the bank assessment. */
  answered_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Every step of an application, the submission included: who, when, what, the note and the amount granted. */
export interface FinanceLoanStepsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  loan_id: number;
  from_status: LoanStatus | null;
  to_status: LoanStatus;
  note: string;
  amount: number | null;
  actor_id: number | null;
  actor_name: string;
  at: string;
}

export interface FinanceNeedsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  org_id: number;
  author_id: number | null;
  org_name: string;
  amount: number;
  purpose: string;
  term_months: number;
  guarantee: string;
  contact_name: string;
  contact_phone: string;
  status: NeedStatus;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema.js' {
  interface DB {
    finance_institutions: FinanceInstitutionsTable;
    finance_products: FinanceProductsTable;
    finance_loans: FinanceLoansTable;
    finance_loan_steps: FinanceLoanStepsTable;
    finance_needs: FinanceNeedsTable;
  }
}
