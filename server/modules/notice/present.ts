import { PUBLISH_STATUS } from '../../../common/status.js';
import type { Attachment } from '../../db/schema.js';
import { downloadUrl, fileItem as attachmentItem } from '../../kit/attachments.js';
import type { NoticeRow } from './repo.js';

/** Database rows → the answers of the API (camelCase, labels added, download addresses built). */

/** What the public list shows of a notice. */
export function listItem(row: NoticeRow) {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    summary: row.summary,
    cover: row.cover_id === null ? null : downloadUrl(row.cover_id),
    publishedAt: row.published_at,
    pinned: row.pinned === 1,
    views: row.views,
  };
}

/** The operators' list adds the workflow. */
export function manageItem(row: NoticeRow) {
  return {
    ...listItem(row),
    status: row.status,
    statusLabel: PUBLISH_STATUS[row.status],
    reason: row.reason,
    authorName: row.author_name ?? '',
    publisherName: row.publisher_name ?? '',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The whole notice. Visitors only ever reach published notices, whose workflow fields hold
 * nothing private except the operators' names, which only operators are shown.
 */
export function detail(row: NoticeRow, attachmentIds: number[], operator: boolean) {
  const item = manageItem(row);
  return {
    ...item,
    authorName: operator ? item.authorName : '',
    publisherName: operator ? item.publisherName : '',
    body: row.body,
    coverId: row.cover_id,
    attachmentIds,
  };
}

/** A notice's file (the kit's FileItem), one argument so lists can map over it. */
export const fileItem = (file: Attachment) => attachmentItem(file);
