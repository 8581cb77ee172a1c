import { RANK_LIFECYCLE, rankContract as c, type RANK_MANAGE_SORTS, type RankStatus } from '@common/rank/contract';
import { defineReview } from '@/ui/publish/review';
import { defineAction, defineItem, defineList, defineQuery } from '@/ui/resource';
import { sortInput, type SortParams } from '@/ui/list-page/query-state';

/** The rank-list resources (common/rank/contract.ts): the portal's published lists and the operators' work. */

export {
  RANK_LIMITS,
  RANK_STATUS_LABELS,
  RANK_STATUSES,
  type ManagedRank,
  type ManagedRankDetail,
  type RankCounts,
  type RankDetail,
  type RankEntry,
  type RankOrg,
  type RankStatus,
  type RankSummary,
} from '@common/rank/contract';

export type ManageQuery = { status?: string; search?: string } & SortParams;

/** The portal's published lists, each with its first places. */
export const publishedRanks = defineQuery(c.list);
/** A published list, whole. */
export const publishedRank = defineItem(c.detail);

export const managedRanks = defineList(c.manageList, {
  toQuery: (q: ManageQuery) => ({
    status: q.status as RankStatus | '' | undefined,
    search: q.search,
    ...sortInput<(typeof RANK_MANAGE_SORTS)[number]>(q),
  }),
});
export const rankDetail = defineItem(c.manageDetail);
/** The park's enterprises for the entry picker, searched by name. */
export const rankOrgs = defineQuery(c.orgs);

/** Rank lists on the publish kit: the counts per state, the steps of RANK_LIFECYCLE, the batch, the history. */
export const rankReview = defineReview(RANK_LIFECYCLE, {
  transitions: { PUBLISH: c.publish, WITHDRAW: c.withdraw, DELETE: c.remove },
  counts: c.counts,
  batch: c.batch,
  history: c.history,
  // What every change refreshes: the operators' list, the list itself, the portal's lists.
  revalidate: [managedRanks, rankDetail, publishedRanks, publishedRank],
});

export const saveRank = defineAction(c.save, { revalidate: rankReview.affected });
/** 保存并发布 of the form: the review's step, its message (发布成功) and refreshes. */
export const publishRank = (id: number) => rankReview.transition('PUBLISH', id);
