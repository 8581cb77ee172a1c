import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/** Notices (通知公告) of a park and the attachments they use (files, cover, images in the body). */
export const notices = tablesMigration({
  tables: {
    notices: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        title: col.text,
        // 通知公告 / 政策解读 / 活动通知 / 园区新闻: the public list filters on it (search_type).
        type: col.text,
        summary: col.text,
        // Sanitized HTML: every write path passes the body through the notice allow-list first.
        body: col.text,
        cover_id: col.ref('attachments'),
        // CHECK 待审核 / JOINT 已发布 / CANCEL 审核不通过
        status: col.text,
        reason: col.text,
        pinned: col.zero,
        views: col.zero,
        author_id: col.byUser,
        publisher_id: col.byUser,
        published_at: col.textOrNull,
        ...col.stamps,
      },
      // The public list: published ones of a tenant, pinned first, newest first.
      indexes: { notices_public: ['tenant_id', 'status', 'pinned', 'published_at'] },
    },
    notice_files: {
      columns: {
        tenant_id: col.tenant,
        notice_id: col.ownedBy('notices'),
        attachment_id: col.refNotNull('attachments'),
        // FILE: listed for download; COVER: the cover image; IMAGE: an image inside the body.
        kind: col.text,
        position: col.int,
      },
      primaryKey: ['notice_id', 'kind', 'attachment_id'],
      // "Is this file still used by another published notice?" when one is withdrawn.
      indexes: { notice_files_attachment: ['tenant_id', 'attachment_id'] },
    },
  },
});
