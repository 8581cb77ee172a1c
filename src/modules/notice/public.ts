/** What other modules may use of the notice area: the newest-notices section for home pages. */
export { NoticeListSection, type NoticeListSectionProps } from './parts/notice-list-section';
