import { heldByPermission, type AttachmentKind, type FileAsker } from '../../kit/attachments.js';

declare module '../../kit/attachments/kinds.js' {
  interface AttachmentLinkTables {
    notice: { table: 'notice_files'; column: 'notice_id' };
  }
}

/**
 * A notice's files (attachments, images in the body, the cover) are PUBLIC while it is published
 * (the workflow sets them so), readable by anyone then; otherwise they are the notice managers'
 * (notice.manage), who remove one while the notice is not published.
 */

async function unpublished({ db }: FileAsker, id: number): Promise<boolean> {
  const row = await db.selectFrom('notices').select('status').where('id', '=', id).executeTakeFirst();
  return row !== undefined && row.status !== 'JOINT';
}

export const noticeAttachments: readonly AttachmentKind[] = [
  {
    kind: 'notice',
    held: { links: { table: 'notice_files', column: 'notice_id' }, records: 'notices' },
    ...heldByPermission('notice.manage'),
    editable: unpublished,
    publishes: { table: 'notices', column: 'status' },
  },
  {
    kind: 'noticeCover',
    held: { column: { table: 'notices', column: 'cover_id', holds: 'id' } },
    ...heldByPermission('notice.manage'),
    editable: unpublished,
  },
];
