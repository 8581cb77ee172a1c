import { noticeContract as c, type NOTICE_MANAGE_SORTS, type NoticeType } from '@common/notice/contract';
import { defineAction, defineItem, defineList, defineQuery, revalidateResources } from '@/ui/resource';
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
    status: q.status as '' | 'CHECK' | 'JOINT' | 'CANCEL' | undefined,
    search_type: typeOf(q.search_type),
    search: q.search,
    ...sortInput<(typeof NOTICE_MANAGE_SORTS)[number]>(q),
  }),
});
export const noticeDetail = defineItem(c.detail);
export const noticeFiles = defineItem(c.files);
/** The four types with the number of published notices each. */
export const noticeTypes = defineQuery(c.types);
export const noticeCounts = defineQuery(c.counts);

/** What every write refreshes: both lists, the counts, the detail. */
const AFFECTED = [publicNotices, managedNotices, noticeDetail, noticeFiles, noticeTypes, noticeCounts];

export const saveNotice = defineAction(c.save, { revalidate: AFFECTED });
export const publishNotice = defineAction(c.publish, { toInput: (id: number) => ({ id }), revalidate: AFFECTED, success: '发布成功' });
export const rejectNotice = defineAction(c.reject, { revalidate: AFFECTED, success: '已驳回' });
export const withdrawNotice = defineAction(c.withdraw, { toInput: (id: number) => ({ id }), revalidate: AFFECTED, success: '已撤回' });
export const deleteNotice = defineAction(c.remove, { toInput: (id: number) => ({ id }), revalidate: AFFECTED, success: '删除成功' });

// Batch actions of the desktop table: one guarded change per notice, in turn (the server checks
// each one's status), without a message each; the lists and counts refresh once at the end.
const withdrawOne = defineAction(c.withdraw, { toInput: (id: number) => ({ id }), loading: false });
const deleteOne = defineAction(c.remove, { toInput: (id: number) => ({ id }), loading: false });
async function eachThenRefresh(ids: readonly number[], change: (id: number) => Promise<unknown>): Promise<void> {
  try {
    for (const id of ids) await change(id);
  } finally {
    void revalidateResources(AFFECTED);
  }
}
/** 批量撤回 published notices. */
export const withdrawNotices = (ids: readonly number[]) => eachThenRefresh(ids, withdrawOne);
/** 批量删除 unpublished notices. */
export const deleteNotices = (ids: readonly number[]) => eachThenRefresh(ids, deleteOne);
