import type { PortableMigration } from '../../../db/migrations/helpers.js';
import {
  byUser,
  createTables,
  int,
  ownedBy,
  ref,
  refNotNull,
  stamps,
  tenant,
  text,
  textOrNull,
  zero,
} from '../../../db/migrations/tables.js';

/** Notices (通知公告) of a park and the attachments they use (files, cover, images in the body). */
export const notices: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      notices: {
        id: true,
        columns: {
          tenant_id: tenant,
          title: text,
          // 通知公告 / 政策解读 / 活动通知 / 园区新闻: the public list filters on it (search_type).
          type: text,
          summary: text,
          // Sanitized HTML: every write path passes the body through the notice allow-list first.
          body: text,
          cover_id: ref('attachments'),
          // CHECK 待审核 / JOINT 已发布 / CANCEL 审核不通过
          status: text,
          reason: text,
          pinned: zero,
          views: zero,
          author_id: byUser,
          publisher_id: byUser,
          published_at: textOrNull,
          ...stamps,
        },
        // The public list: published ones of a tenant, pinned first, newest first.
        indexes: { notices_public: ['tenant_id', 'status', 'pinned', 'published_at'] },
      },
      notice_files: {
        columns: {
          tenant_id: tenant,
          notice_id: ownedBy('notices'),
          attachment_id: refNotNull('attachments'),
          // FILE: listed for download; COVER: the cover image; IMAGE: an image inside the body.
          kind: text,
          position: int,
        },
        primaryKey: ['notice_id', 'kind', 'attachment_id'],
        // "Is this file still used by another published notice?" when one is withdrawn.
        indexes: { notice_files_attachment: ['tenant_id', 'attachment_id'] },
      },
    });
  },
};
