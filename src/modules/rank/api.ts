import { rankContract as c, type RANK_MANAGE_SORTS, type RankStatus } from '@common/rank/contract';
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
export const rankCounts = defineQuery(c.counts);
export const rankDetail = defineItem(c.manageDetail);
/** The park's enterprises for the entry picker, searched by name. */
export const rankOrgs = defineQuery(c.orgs);

/** What every write refreshes: the operators' list and counts, the list itself, the portal's lists. */
const AFFECTED = [managedRanks, rankCounts, rankDetail, publishedRanks, publishedRank];

export const saveRank = defineAction(c.save, { revalidate: AFFECTED });
export const publishRank = defineAction(c.publish, { toInput: (id: number) => ({ id }), revalidate: AFFECTED, success: '发布成功' });
export const withdrawRank = defineAction(c.withdraw, { toInput: (id: number) => ({ id }), revalidate: AFFECTED, success: '已撤回' });
export const deleteRank = defineAction(c.remove, { toInput: (id: number) => ({ id }), revalidate: AFFECTED, success: '删除成功' });
