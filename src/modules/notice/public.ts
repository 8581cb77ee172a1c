/** What other modules may use of the notice area: the newest-notices section for home pages. */
export { NoticeListSection, type NoticeListSectionProps } from './parts/notice-list-section';
/** Where a notice opens (the customer-service assistant links its answers there). */
export { noticeDetailPath } from './paths';
