import { financeContract as c, PRODUCT_LIFECYCLE, type LoanStatus, type LoanType, type NeedStatus } from '@common/finance/contract';
import type { StateOf } from '@common/publish/lifecycle';
import { defineReview } from '@/ui/publish/review';
import { defineAction, defineDownload, defineItem, defineList, defineQuery } from '@/ui/resource';

/** The finance supermarket's resources (common/finance/contract.ts). */

export {
  GUARANTEES,
  NEED_STATUS,
  INSTITUTION_KINDS,
  LOAN_TYPES,
  LOAN_STATUS,
  FINANCE_LIMITS,
  formatRate,
  rateRange,
  type LoanDetail,
  type LoanItem,
  type ManagedInstitution,
  type ManagedProduct,
  type NeedInput,
  type NeedItem,
  type ProductDetail,
  type PublicProduct,
} from '@common/finance/contract';

const num = (value: string | undefined) => (value ? Number(value) : undefined);

export type ProductQuery = { loanType?: string; institutionId?: string; amount?: string; search?: string };
export const products = defineList(c.products, {
  toQuery: (q: ProductQuery) => ({
    loanType: q.loanType as LoanType | '' | undefined,
    institutionId: num(q.institutionId),
    amount: num(q.amount),
    search: q.search,
  }),
});
export const institutions = defineQuery(c.institutions);
export const product = defineItem(c.product);

export type MineQuery = { status?: string };
export const myLoans = defineList(c.myLoans, { toQuery: (q: MineQuery) => ({ status: q.status as LoanStatus | '' | undefined }) });
export const loanDetail = defineItem(c.loan);
export const applyLoan = defineAction(c.apply, { revalidate: [myLoans, products] });

export const myNeeds = defineList(c.myNeeds);
export const myNeed = defineItem(c.myNeed);
export const saveNeed = defineAction(c.saveNeed, { revalidate: [myNeeds, myNeed] });
export const closeNeed = defineAction(c.closeNeed, { revalidate: [myNeeds, myNeed] });

export type LoanQuery = { status?: string; institutionId?: string; orgId?: string; search?: string; from?: string; to?: string };
const loanFilters = (q: LoanQuery) => ({
  status: q.status as LoanStatus | '' | undefined,
  institutionId: num(q.institutionId),
  orgId: num(q.orgId),
  search: q.search,
  from: q.from || undefined,
  to: q.to || undefined,
});
export const loans = defineList(c.loans, { toQuery: loanFilters });
export const loanCounts = defineQuery(c.loanCounts);
export const loanExport = defineDownload(c.exportLoans, { toInput: loanFilters });
export const loanExportSelected = defineDownload(c.exportLoans, { toInput: (ids: number[]) => ({ ids }) });
const LOAN_AFFECTED = [loans, loanCounts, loanDetail];
export const followLoan = defineAction(c.follow, { revalidate: LOAN_AFFECTED });
export const grantLoan = defineAction(c.grant, { revalidate: LOAN_AFFECTED });
export const declineLoan = defineAction(c.decline, { revalidate: LOAN_AFFECTED });

/** By organisation, over a year of applications (all years when none is chosen). */
export type OrgLoanQuery = { search?: string; year?: string };
const yearRange = (year: string | undefined) => (year && /^\d{4}$/.test(year) ? { from: `${year}-01-01`, to: `${year}-12-31` } : {});
export const orgLoans = defineList(c.orgLoans, { toQuery: (q: OrgLoanQuery) => ({ search: q.search, ...yearRange(q.year) }) });

export type NeedQuery = { status?: string; search?: string };
export const needs = defineList(c.needs, { toQuery: (q: NeedQuery) => ({ status: q.status as NeedStatus | '' | undefined, search: q.search }) });

export type ManageProductQuery = { status?: string; institutionId?: string; search?: string };
export const managedProducts = defineList(c.manageProducts, {
  toQuery: (q: ManageProductQuery) => ({
    status: q.status as StateOf<typeof PRODUCT_LIFECYCLE> | '' | undefined,
    institutionId: num(q.institutionId),
    search: q.search,
  }),
});
export const managedProduct = defineItem(c.manageProduct);
export const managedInstitutions = defineList(c.manageInstitutions, { toQuery: (q: { search?: string }) => ({ search: q.search }) });
export const saveInstitution = defineAction(c.saveInstitution, { revalidate: [managedInstitutions, institutions] });

export const productReview = defineReview(PRODUCT_LIFECYCLE, {
  transitions: { PUBLISH: c.publishProduct, REJECT: c.rejectProduct, OFFLINE: c.offlineProduct, DELETE: c.removeProduct },
  counts: c.productCounts,
  batch: c.batchProducts,
  history: c.productHistory,
  revalidate: [managedProducts, products, product, managedInstitutions, institutions, managedProduct],
});
export const saveProduct = defineAction(c.saveProduct, { revalidate: productReview.affected });
