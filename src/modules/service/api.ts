import { applyContract as a, type APPLY_SORTS } from '@common/service/apply/contract';
import { statsContract as st, type PERFORMANCE_SORTS } from '@common/service/stats/contract';
import { requireContract as r, type REQUIRE_SORTS } from '@common/service/require/contract';
import { serviceContract as c, type ORG_SORTS, type PRODUCT_SORTS } from '@common/service/contract';
import { PRODUCT_LIFECYCLE, type ProductState } from '@common/service/lifecycle';
import type { CaseStatus, OrgStatus, ServiceCategory } from '@common/service/rules';
import { sortInput, type SortParams } from '@/ui/list-page/query-state';
import { defineReview } from '@/ui/publish/review';
import { defineAction, defineDownload, defineItem, defineList, defineQuery } from '@/ui/resource';

/** 科技服务's resources (common/service/contract.ts, apply/contract.ts). */

export type { EnterprisePortrait, ManagedProduct, OrgDetail, OrgPortrait, OrgRow, PublicProduct } from '@common/service/contract';
export type { ApplyDetail, ApplyRow } from '@common/service/apply/contract';

const num = (value: string | undefined) => (value ? Number(value) : undefined);
const category = (value: string | undefined) => value as ServiceCategory | '' | undefined;
const caseStatus = (value: string | undefined) => value as CaseStatus | '' | undefined;

export type OrgQuery = { search?: string; category?: string; status?: string } & SortParams;
export const orgs = defineList(c.orgs, {
  toQuery: (q: OrgQuery) => ({ search: q.search, category: category(q.category), status: q.status as OrgStatus | '' | undefined, ...sortInput<(typeof ORG_SORTS)[number]>(q) }),
});
export const org = defineItem(c.org);
export const orgOptions = defineQuery(c.orgOptions);
export const saveOrg = defineAction(c.saveOrg, { revalidate: [orgs, org] });
export const portrait = defineItem(c.portrait);
export const enterprisePortrait = defineItem(c.enterprise);

export type ProductQuery = { category?: string; orgId?: string; search?: string };
export const products = defineList(c.products, { toQuery: (q: ProductQuery) => ({ category: category(q.category), orgId: num(q.orgId), search: q.search }) });

export type ManageQuery = { status?: string; category?: string; search?: string } & SortParams;
const stateOf = (value: string | undefined) => value as Exclude<ProductState, never> | '' | undefined;
export const managedProducts = defineList(c.manageProducts, {
  toQuery: (q: ManageQuery) => ({ status: stateOf(q.status), category: category(q.category), search: q.search, ...sortInput<(typeof PRODUCT_SORTS)[number]>(q) }),
});
export const managedProduct = defineItem(c.manageProduct);
export const myProducts = defineList(c.myProducts, { toQuery: (q: { status?: string; search?: string }) => ({ status: stateOf(q.status), search: q.search }) });
export const myProduct = defineItem(c.myProduct);

const PRODUCTS_AFFECTED = [managedProducts, managedProduct, myProducts, myProduct, products, orgs, org];
export const productReview = defineReview(PRODUCT_LIFECYCLE, {
  transitions: { APPROVE: c.approve, RETURN: c.reject, OFFLINE: c.offline },
  counts: c.counts,
  batch: c.batch,
  history: c.history,
  revalidate: PRODUCTS_AFFECTED,
});
export const ownerReview = defineReview(PRODUCT_LIFECYCLE, {
  transitions: { DELETE: c.remove },
  counts: c.myCounts,
  history: c.myHistory,
  revalidate: PRODUCTS_AFFECTED,
});
export const saveProduct = defineAction(c.save, { revalidate: [...productReview.affected, ...ownerReview.affected] });
export const manageSaveProduct = defineAction(c.manageSave, { revalidate: productReview.affected });

export type ApplyQuery = { status?: string; category?: string; search?: string; from?: string; to?: string } & SortParams;
const applyFilters = (q: ApplyQuery) => ({ status: caseStatus(q.status), category: category(q.category), search: q.search, from: q.from || undefined, to: q.to || undefined });
export const applies = defineList(a.list, { toQuery: (q: ApplyQuery) => ({ ...applyFilters(q), ...sortInput<(typeof APPLY_SORTS)[number]>(q) }) });
export const applyCounts = defineQuery(a.counts);
export const applyExport = defineDownload(a.export, { toInput: applyFilters });
export const applyExportSelected = defineDownload(a.export, { toInput: (ids: number[]) => ({ ids }) });
export type MineQuery = { status?: string };
export const myApplies = defineList(a.mine, { toQuery: (q: MineQuery) => ({ status: caseStatus(q.status) }) });
export const receivedApplies = defineList(a.received, { toQuery: (q: MineQuery) => ({ status: caseStatus(q.status) }) });
export const applyDetail = defineItem(a.detail);
const APPLY_AFFECTED = [applies, applyCounts, applyDetail, myApplies, receivedApplies, orgs, org, portrait, products, enterprisePortrait];
export const submitApply = defineAction(a.submit, { revalidate: APPLY_AFFECTED });
export const stepApply = defineAction(a.step, { revalidate: APPLY_AFFECTED });
export const rateApply = defineAction(a.rate, { revalidate: APPLY_AFFECTED });

export type { RequireDetail, RequireRow } from '@common/service/require/contract';
export type RequireQuery = ApplyQuery;
const requireFilters = applyFilters;
export const requireList = defineList(r.list, { toQuery: (q: RequireQuery) => ({ ...requireFilters(q), ...sortInput<(typeof REQUIRE_SORTS)[number]>(q) }) });
export const requireCounts = defineQuery(r.counts);
export const requireExport = defineDownload(r.export, { toInput: requireFilters });
export const requireExportSelected = defineDownload(r.export, { toInput: (ids: number[]) => ({ ids }) });
export const myRequires = defineList(r.mine, { toQuery: (q: MineQuery) => ({ status: caseStatus(q.status) }) });
export type HallQuery = { scope?: string; category?: string; search?: string };
export const requireHall = defineList(r.hall, { toQuery: (q: HallQuery) => ({ scope: q.scope === 'mine' ? ('mine' as const) : ('open' as const), category: category(q.category), search: q.search }) });
export const requireDetail = defineItem(r.detail);
const REQUIRE_AFFECTED = [requireList, requireCounts, myRequires, requireHall, requireDetail, enterprisePortrait];
export const saveRequire = defineAction(r.save, { revalidate: REQUIRE_AFFECTED });
export const answerRequire = defineAction(r.answer, { revalidate: REQUIRE_AFFECTED });
export const pickAnswer = defineAction(r.pick, { revalidate: REQUIRE_AFFECTED });
export const stepRequire = defineAction(r.step, { revalidate: REQUIRE_AFFECTED });

export type { PerformanceItem, ServiceStatis } from '@common/service/stats/contract';
export type PerformanceQuery = { search?: string; category?: string } & SortParams;
export const performance = defineList(st.performance, {
  toQuery: (q: PerformanceQuery) => ({ search: q.search, category: category(q.category), ...sortInput<(typeof PERFORMANCE_SORTS)[number]>(q) }),
});
export const statis = defineQuery(st.statis);
