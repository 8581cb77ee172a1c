import { demandContract as c, type ITEM_SORTS } from '@common/demand/contract';
import { ITEM_LIFECYCLE, SHOWCASE_LIFECYCLE, type ItemState } from '@common/demand/lifecycle';
import { ITEM_VIEW_KEYS, type ItemKind, type ItemView } from '@common/demand/model';
import { showcaseContract as s } from '@common/demand/showcase/contract';
import { sortInput, type SortParams } from '@/ui/list-page/query-state';
import { defineReview, type Review } from '@/ui/publish/review';
import { defineAction, defineItem, defineList, defineQuery } from '@/ui/resource';

/** Demand matching's resources (common/demand/contract.ts, showcase/contract.ts). */

export type {
  ManagedItemT as ManagedItem,
  PublicItemT as PublicItem,
  ItemStats,
  Publisher,
} from '@common/demand/contract';
export type {
  ManagedShowcaseT as ManagedShowcase,
  PublicShowcaseT as PublicShowcase,
} from '@common/demand/showcase/contract';

export type ManageQuery = { status?: string; search?: string } & SortParams;
export type PublicQuery = {
  kind?: string;
  category?: string;
  industry?: string;
  search?: string;
  orgId?: string;
};

const stateOf = (value: string | undefined) => value as ItemState | '' | undefined;

export const publicItems = defineList(c.search, {
  toQuery: (q: PublicQuery) => ({
    kind: q.kind as ItemKind | '' | undefined,
    category: q.category || undefined,
    industry: (q.industry || undefined) as never,
    search: q.search,
    orgId: q.orgId ? Number(q.orgId) : undefined,
  }),
});
export const itemStats = defineQuery(c.stats);
export const publishers = defineQuery(c.publishers, { toInput: (kind: ItemKind) => ({ kind }) });
export const publicItem = defineItem(c.detail);
export const myItem = defineItem(c.myDetail);
export const managedItem = defineItem(c.manageDetail);

const perView = <T>(make: (view: ItemView) => T) =>
  Object.fromEntries(ITEM_VIEW_KEYS.map((v) => [v, make(v)])) as Record<ItemView, T>;

export const managedItems = perView((view) =>
  defineList(c.manageList, {
    key: `demand-manage-${view}`,
    toQuery: (q: ManageQuery) => ({
      view,
      status: stateOf(q.status),
      search: q.search,
      ...sortInput<(typeof ITEM_SORTS)[number]>(q),
    }),
  }),
);
export const myItems = perView((view) =>
  defineList(c.myList, {
    key: `demand-my-${view}`,
    toQuery: (q: ManageQuery) => ({ view, status: stateOf(q.status), search: q.search }),
  }),
);

const AFFECTED = [
  publicItems,
  itemStats,
  publishers,
  publicItem,
  myItem,
  managedItem,
  ...Object.values(managedItems),
  ...Object.values(myItems),
];

/** A review whose counts are those of one view (the kit's counts take no input). */
function withViewCounts(
  review: Review,
  endpoint: typeof c.manageCounts | typeof c.myCounts,
  view: ItemView,
  side: string,
): Review {
  const counts = defineQuery<typeof endpoint, Record<never, never>>(endpoint, {
    key: `demand-${side}-counts-${view}`,
    toInput: () => ({ view }),
  });
  return { ...review, counts: counts as unknown as Review['counts'], affected: [...review.affected, counts] };
}

const operatorReview = defineReview(ITEM_LIFECYCLE, {
  transitions: { APPROVE: c.approve, RETURN: c.reject, OFFLINE: c.offline },
  batch: c.batch,
  history: c.history,
  revalidate: [...AFFECTED, 'demand-manage-counts', 'demand-org-items', 'demand-org-profile'],
});
const ownerReview = defineReview(ITEM_LIFECYCLE, {
  transitions: { WITHDRAW: c.withdraw, DELETE: c.remove },
  history: c.myHistory,
  revalidate: [...AFFECTED, 'demand-my-counts'],
});

export const operatorReviews = perView((view) =>
  withViewCounts(operatorReview, c.manageCounts, view, 'manage'),
);
export const ownerReviews = perView((view) => withViewCounts(ownerReview, c.myCounts, view, 'my'));

export const saveItem = defineAction(c.save, {
  revalidate: [...AFFECTED, 'demand-my-counts', 'demand-manage-counts'],
});

// Showcases.
export const publicShowcases = defineList(s.list, {
  toQuery: (q: { search?: string }) => ({ search: q.search }),
});
export const orgShowcase = defineQuery(s.ofOrg, { toInput: (orgId: number) => ({ orgId }) });
export const myShowcase = defineQuery(s.mine, { toInput: () => ({}) });
export const managedShowcases = defineList(s.manageList, {
  toQuery: (q: { status?: string; search?: string }) => ({ status: stateOf(q.status), search: q.search }),
});
export const managedShowcase = defineItem(s.manageDetail);
const SHOWCASE_AFFECTED = [publicShowcases, orgShowcase, myShowcase, managedShowcases, managedShowcase];
export const showcaseReview = defineReview(SHOWCASE_LIFECYCLE, {
  transitions: { APPROVE: s.approve, RETURN: s.reject, OFFLINE: s.offline },
  counts: s.counts,
  batch: s.batch,
  history: s.history,
  revalidate: SHOWCASE_AFFECTED,
});
export const myShowcaseReview = defineReview(SHOWCASE_LIFECYCLE, {
  transitions: { WITHDRAW: s.withdraw },
  counts: s.myCounts,
  history: s.myHistory,
  revalidate: SHOWCASE_AFFECTED,
});
export const saveShowcase = defineAction(s.save, { revalidate: showcaseReview.affected });
