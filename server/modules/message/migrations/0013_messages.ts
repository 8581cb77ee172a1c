import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/**
 * In-app messages and system notifications, the files a message carries, and each recipient's
 * delivered / read state. The 管委会 roles of a park that ran before messages existed may send them
 * (common/permissions.ts STAFF_PERMISSIONS holds message.send).
 */
export const messages = tablesMigration({
  tables: {
    messages: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        // MESSAGE: an operator's in-app message; NOTICE: a workflow's notification.
        kind: col.text,
        // The workflow of a NOTICE (CERTIFY, APPEAL, DECLARE…); '' for a MESSAGE.
        topic: col.text,
        // DRAFT while composed, SENT once delivered; notifications are born SENT.
        status: col.text,
        title: col.text,
        summary: col.text,
        // A MESSAGE: sanitized HTML (server/kit/rich-text.ts); a NOTICE: plain text.
        body: col.text,
        link: col.textOrNull,
        // The recipient choice (common/audience/contract.ts) as JSON, once sent.
        audience: col.textOrNull,
        recipient_count: col.zero,
        sender_id: col.byUser,
        sent_at: col.textOrNull,
        ...col.stamps,
      },
      indexes: { messages_tenant_kind: ['tenant_id', 'kind', 'status', 'sent_at'] },
    },
    message_files: {
      columns: {
        tenant_id: col.tenant,
        message_id: col.ownedBy('messages'),
        attachment_id: col.refNotNull('attachments'),
        // FILE: listed for download; IMAGE: an image inside the body.
        kind: col.text,
        position: col.int,
      },
      primaryKey: ['message_id', 'kind', 'attachment_id'],
    },
    message_recipients: {
      columns: {
        tenant_id: col.tenant,
        message_id: col.ownedBy('messages'),
        user_id: col.ownedBy('users'),
        // The organisation the user belonged to when it was sent (the result screen shows it).
        org_id: col.intOrNull,
        delivered_at: col.text,
        read_at: col.textOrNull,
      },
      primaryKey: ['message_id', 'user_id'],
      // A user's inbox (unread first) and the badge's count.
      indexes: { message_recipients_user: ['tenant_id', 'user_id', 'read_at'] },
    },
  },
  grants: ['message.send'],
});
