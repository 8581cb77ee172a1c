/** Paths of the notice screens (DESIGN §2: built with helpers, never concatenated in components). */
export const NOTICE_MANAGE = '/op/notice';
export const NOTICE_ADD = '/op/notice/add';
export const noticeDetailPath = (id: number | string) => `/notice/detail/${id}`;
/** The add screen edits when given an id (the spec has no edit route). */
export const noticeEditPath = (id: number | string) => `${NOTICE_ADD}?id=${id}`;
