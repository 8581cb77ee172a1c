import type { PortableMigration } from '../../../db/migrations/helpers.js';
import {
  byUser,
  createTables,
  grantToStaff,
  int,
  intOrNull,
  ownedBy,
  refNotNull,
  stamps,
  tenant,
  text,
  textOrNull,
  zero,
} from '../../../db/migrations/tables.js';

/**
 * In-app messages and system notifications, the files a message carries, and each recipient's
 * delivered / read state. The 管委会 roles of a park that ran before messages existed may send them
 * (common/permissions.ts STAFF_PERMISSIONS holds message.send).
 */
export const messages: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      messages: {
        id: true,
        columns: {
          tenant_id: tenant,
          // MESSAGE: an operator's in-app message; NOTICE: a workflow's notification.
          kind: text,
          // The workflow of a NOTICE (CERTIFY, APPEAL, DECLARE…); '' for a MESSAGE.
          topic: text,
          // DRAFT while composed, SENT once delivered; notifications are born SENT.
          status: text,
          title: text,
          summary: text,
          // A MESSAGE: sanitized HTML (server/kit/rich-text.ts); a NOTICE: plain text.
          body: text,
          link: textOrNull,
          // The recipient choice (common/audience/contract.ts) as JSON, once sent.
          audience: textOrNull,
          recipient_count: zero,
          sender_id: byUser,
          sent_at: textOrNull,
          ...stamps,
        },
        indexes: { messages_tenant_kind: ['tenant_id', 'kind', 'status', 'sent_at'] },
      },
      message_files: {
        columns: {
          tenant_id: tenant,
          message_id: ownedBy('messages'),
          attachment_id: refNotNull('attachments'),
          // FILE: listed for download; IMAGE: an image inside the body.
          kind: text,
          position: int,
        },
        primaryKey: ['message_id', 'kind', 'attachment_id'],
      },
      message_recipients: {
        columns: {
          tenant_id: tenant,
          message_id: ownedBy('messages'),
          user_id: ownedBy('users'),
          // The organisation the user belonged to when it was sent (the result screen shows it).
          org_id: intOrNull,
          delivered_at: text,
          read_at: textOrNull,
        },
        primaryKey: ['message_id', 'user_id'],
        // A user's inbox (unread first) and the badge's count.
        indexes: { message_recipients_user: ['tenant_id', 'user_id', 'read_at'] },
      },
    });

    await grantToStaff(db, 'message.send');
  },
};
