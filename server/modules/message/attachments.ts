import { heldByPermission, type AttachmentKind } from '../../kit/attachments.js';

declare module '../../kit/attachments/kinds.js' {
  interface AttachmentLinkTables {
    message: { table: 'message_files'; column: 'message_id' };
  }
}

/**
 * A message's files become PUBLIC when it is sent (compose.ts), so its recipients read them; a
 * draft's are the senders' (message.send), who remove one while the message is a draft. A sent
 * message is never changed.
 */

export const messageAttachments: readonly AttachmentKind[] = [
  {
    kind: 'message',
    held: { links: { table: 'message_files', column: 'message_id' }, records: 'messages' },
    ...heldByPermission('message.send'),
    editable: async ({ db }, id) => {
      const row = await db.selectFrom('messages').select('status').where('id', '=', id).executeTakeFirst();
      return row?.status === 'DRAFT';
    },
  },
];
