import { noticeContract as c, type NoticeType } from '@common/notice/contract';
import { defineAction, defineItem, defineList, defineQuery } from '@/ui/resource';

/** The notice resources (common/notice/contract.ts): the public side and the operators' management. */

export { NOTICE_TYPES, type NoticeType, type ManagedNotice, type NoticeDetail, type NoticeFile, type NoticeItem } from '@common/notice/contract';

export type PublicQuery = { search_type?: string; search?: string };
export type ManageQuery = { status?: string; search_type?: string; search?: string };

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
