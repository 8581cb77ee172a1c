import type { LoanItem, ManagedProduct, NeedItem, PublicInstitution, PublicProduct } from '../../../common/finance/contract.js';
import { LOAN_STATUS, NEED_STATUS } from '../../../common/finance/rules.js';
import { PUBLISH_STATUS } from '../../../common/status.js';
import type { FinanceInstitutionsTable, FinanceLoansTable, FinanceNeedsTable, FinanceProductsTable } from './tables.js';
import type { Selectable } from 'kysely';

/** Rows to answers: one place names each column's field. */

type InstitutionRow = Pick<Selectable<FinanceInstitutionsTable>, 'id' | 'name' | 'kind' | 'intro' | 'address' | 'gaode_lng' | 'gaode_lat'> & {
  products: number | string | bigint | null;
};

/** An institution as visitors see it (no contacts); the operators' row adds to it. */
export const publicInstitution = (r: InstitutionRow): PublicInstitution => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  intro: r.intro,
  address: r.address,
  lng: r.gaode_lng === null ? null : Number(r.gaode_lng),
  lat: r.gaode_lat === null ? null : Number(r.gaode_lat),
  products: Number(r.products ?? 0),
});

type ProductRow = Selectable<FinanceProductsTable> & { institution_name: string; applications: number | string | bigint | null };

export const publicProduct = (r: ProductRow): PublicProduct => ({
  id: r.id,
  institutionId: r.institution_id,
  institutionName: r.institution_name,
  name: r.name,
  loanType: r.loan_type,
  amountMin: r.amount_min,
  amountMax: r.amount_max,
  rateMin: r.rate_min,
  rateMax: r.rate_max,
  termMin: r.term_min,
  termMax: r.term_max,
  guarantee: r.guarantee,
  applications: Number(r.applications ?? 0),
});

export const managedProduct = (r: ProductRow & { institution_kind: string; institution_intro: string }): ManagedProduct => ({
  ...publicProduct(r),
  eligibility: r.eligibility,
  materials: r.materials,
  intro: r.intro,
  institutionKind: r.institution_kind,
  institutionIntro: r.institution_intro,
  title: r.name,
  status: r.status,
  statusLabel: PUBLISH_STATUS[r.status],
  reason: r.reason,
  updatedAt: r.updated_at,
});

export const loanItem = (r: Selectable<FinanceLoansTable> & { institution_name: string }): LoanItem => ({
  id: r.id,
  productId: r.product_id,
  productName: r.product_name,
  loanType: r.loan_type,
  institutionId: r.institution_id,
  institutionName: r.institution_name,
  orgId: r.org_id,
  orgName: r.org_name,
  amount: r.amount,
  termMonths: r.term_months,
  status: r.status,
  statusLabel: LOAN_STATUS[r.status],
  granted: r.granted,
  grantedOn: r.granted_on,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export const needItem = (r: Selectable<FinanceNeedsTable>): NeedItem => ({
  id: r.id,
  orgId: r.org_id,
  orgName: r.org_name,
  amount: r.amount,
  purpose: r.purpose,
  termMonths: r.term_months,
  guarantee: r.guarantee,
  contactName: r.contact_name,
  contactPhone: r.contact_phone,
  status: r.status,
  statusLabel: NEED_STATUS[r.status],
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});
