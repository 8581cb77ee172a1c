import useSWR from 'swr';
import type { PublishStatus } from '../../../common/status';
import { request } from '../../core/http';
import { defineAction, defineItem, defineList } from '../../ui/resource';

/** The notice calls (SPEC §7 notice/get_files and search_type, and the operators' management API). */

/** One notice in the public list. */
export interface NoticeItem {
  id: number;
  title: string;
  /** 通知公告 / 政策解读 / 活动通知 / 园区新闻 */
  type: string;
  summary: string;
  /** Signed download address of the cover image, or null. */
  cover: string | null;
  publishedAt: string | null;
  pinned: boolean;
  views: number;
}

/** One notice in the operators' list. */
export interface ManagedNotice extends NoticeItem {
  status: PublishStatus;
  statusLabel: string;
  /** Why it was rejected (CANCEL). */
  reason: string;
  authorName: string;
  publisherName: string;
  createdAt: string;
  updatedAt: string;
}

export interface NoticeDetail extends ManagedNotice {
  /** HTML the server sanitized against the notice allow-list: safe for innerHTML. */
  body: string;
  coverId: number | null;
  attachmentIds: number[];
}

export interface NoticeFile {
  id: number;
  filename: string;
  mime: string;
  size: number;
  url: string;
}

export interface TypeCount {
  type: string;
  count: number;
}

export type PublicQuery = { search_type?: string; search?: string };
export type ManageQuery = { status?: string; search_type?: string; search?: string };

/** The types of the form and the filters when the server cannot be asked (first paint). */
export const NOTICE_TYPES = ['通知公告', '政策解读', '活动通知', '园区新闻'] as const;

export const publicNotices = defineList<NoticeItem, PublicQuery>({ key: 'notice/list', path: 'notice/list', base: 'dpboot' });
export const managedNotices = defineList<ManagedNotice, ManageQuery>({ key: 'notice/manage/list', path: 'notice/manage/list', base: 'dpboot' });
export const noticeDetail = defineItem<NoticeDetail>({ key: 'notice/detail', path: (id) => `notice/detail/${id}`, base: 'dpboot' });
export const noticeFiles = defineItem<NoticeFile[]>({ key: 'notice/get_files', path: (id) => `notice/get_files/${id}`, base: 'dpboot' });

/** The four types with the number of published notices each. */
export function useNoticeTypes() {
  return useSWR(['notice/search_type'], () => request<TypeCount[]>('notice/search_type', { base: 'dpboot', silent: true }));
}

export type NoticeCounts = Record<PublishStatus, number> & { total: number };

export function useNoticeCounts() {
  return useSWR(['notice/manage/counts'], () => request<NoticeCounts>('notice/manage/counts', { base: 'dpboot', silent: true }));
}

/** What every write refreshes: both lists, the counts, the detail. */
const AFFECTED = [publicNotices, managedNotices, noticeDetail, noticeFiles, 'notice/search_type', 'notice/manage/counts'];

export interface SavePayload {
  id?: number;
  title: string;
  type: string;
  summary: string;
  body: string;
  /** Download address of the cover image; '' for none. */
  cover: string;
  attachmentIds: number[];
  pinned: boolean;
}

export const saveNotice = defineAction<SavePayload, { id: number; status: PublishStatus }>({
  path: 'notice/save',
  base: 'dpboot',
  revalidate: AFFECTED,
});

interface Changed {
  id: number;
  status: PublishStatus;
  publishedAt: string | null;
}

export const publishNotice = defineAction<number, Changed>({
  path: (id) => `notice/publish/${id}`,
  base: 'dpboot',
  toBody: () => undefined,
  revalidate: AFFECTED,
  success: '发布成功',
});

export const rejectNotice = defineAction<{ id: number; reason: string }, Changed>({
  path: ({ id }) => `notice/reject/${id}`,
  base: 'dpboot',
  toBody: ({ reason }) => ({ reason }),
  revalidate: AFFECTED,
  success: '已驳回',
});

export const withdrawNotice = defineAction<number, Changed>({
  path: (id) => `notice/withdraw/${id}`,
  base: 'dpboot',
  toBody: () => undefined,
  revalidate: AFFECTED,
  success: '已撤回',
});

export const deleteNotice = defineAction<number, null>({
  path: (id) => `notice/delete/${id}`,
  base: 'dpboot',
  method: 'DELETE',
  toBody: () => undefined,
  revalidate: AFFECTED,
  success: '删除成功',
});
