import { NOTICE_LIFECYCLE, noticeContract as c, type NOTICE_MANAGE_SORTS, type NoticeType } from '@common/notice/contract';
import type { StateOf } from '@common/publish/lifecycle';
import { defineReview } from '@/ui/publish/review';
import { defineAction, defineItem, defineList, defineQuery } from '@/ui/resource';
import { sortInput, type SortParams } from '@/ui/list-page/query-state';

/** The notice resources (common/notice/contract.ts): the public side and the operators' management. */

export { NOTICE_TYPES, type NoticeType, type ManagedNotice, type NoticeDetail, type NoticeFile, type NoticeItem } from '@common/notice/contract';

export type PublicQuery = { search_type?: string; search?: string };
export type ManageQuery = { status?: string; search_type?: string; search?: string } & SortParams;

/** ListPage hands over the URL's strings ('' = 全部); the server checks them against the types. */
const typeOf = (value: string | undefined) => value as NoticeType | '' | undefined;

export const publicNotices = defineList(c.list, {
  toQuery: (q: PublicQuery) => ({ search_type: typeOf(q.search_type), search: q.search }),
});
export const managedNotices = defineList(c.manageList, {
  toQuery: (q: ManageQuery) => ({
    status: q.status as StateOf<typeof NOTICE_LIFECYCLE> | '' | undefined,
    search_type: typeOf(q.search_type),
    search: q.search,
    ...sortInput<(typeof NOTICE_MANAGE_SORTS)[number]>(q),
  }),
});
export const noticeDetail = defineItem(c.detail);
export const noticeFiles = defineItem(c.files);
/** The four types with the number of published notices each. */
export const noticeTypes = defineQuery(c.types);

/** What every write refreshes: both lists, the detail, the types (the review adds its counts). */
const AFFECTED = [publicNotices, managedNotices, noticeDetail, noticeFiles, noticeTypes];

/** Notices on the publish kit: the counts per state, the steps of NOTICE_LIFECYCLE, the batch, the history. */
export const noticeReview = defineReview(NOTICE_LIFECYCLE, {
  transitions: { PUBLISH: c.publish, REJECT: c.reject, WITHDRAW: c.withdraw, DELETE: c.remove },
  counts: c.counts,
  batch: c.batch,
  history: c.history,
  revalidate: AFFECTED,
});

export const saveNotice = defineAction(c.save, { revalidate: noticeReview.affected });
/** 保存并发布 of the form: the review's step, its message (发布成功) and refreshes. */
export const publishNotice = (id: number) => noticeReview.transition('PUBLISH', id);
