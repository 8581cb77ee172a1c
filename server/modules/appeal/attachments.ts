import type { AttachmentKind, FileAsker } from '../../kit/attachments.js';
import { readableAppeal } from './access.js';

declare module '../../kit/attachments/kinds.js' {
  interface AttachmentLinkTables {
    appeal: { table: 'appeal_files'; column: 'appeal_id' };
  }
}

/**
 * An appeal's photos are seen by whom reads the appeal (readableAppeal, which its own detail and
 * photo routes ask too): its filer and their organisation, and the operators who handle appeals
 * (appeal.handle) within their data scope. They come with the filing and stay as filed: an appeal
 * once filed never takes changes, so no photo of it is deleted.
 */
async function mayRead({ db, tenantId, user }: FileAsker, appealId: number): Promise<boolean> {
  return (await readableAppeal(db, tenantId, user, appealId)) !== undefined;
}

export const appealAttachments: readonly AttachmentKind[] = [
  {
    kind: 'appeal',
    held: { links: { table: 'appeal_files', column: 'appeal_id' }, records: 'appeals' },
    canRead: mayRead,
    canDelete: mayRead,
    editable: () => Promise.resolve(false),
  },
];
