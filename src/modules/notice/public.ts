/** What other modules may use of the notice area: the newest-notices section for home pages. */
export { NoticeListSection, type NoticeListSectionProps } from './parts/notice-list-section';
/** A sanitized rich-text body (the kit's allow-list), its attachment images loaded signed: in-app messages use it too. */
export { NoticeBody as RichTextBody } from './parts/notice-body';
/** Where a notice opens (the customer-service assistant links its answers there). */
export { noticeDetailPath } from './paths';
