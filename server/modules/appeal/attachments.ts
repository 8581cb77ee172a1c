import { hasPermission, isOperator } from '../../../common/roles.js';
import type { AttachmentKind, FileAsker } from '../../kit/attachments.js';
import { visibleStaff } from '../../kit/data-scope.js';
import { canSee } from './access.js';
import * as repo from './repo.js';

declare module '../../kit/attachments/kinds.js' {
  interface AttachmentLinkTables {
    appeal: { table: 'appeal_files'; column: 'appeal_id' };
  }
}

/**
 * An appeal's photos are seen by whom sees the appeal: its filer and their organisation, and the
 * operators who handle appeals (appeal.handle) within their data scope. They come with the filing
 * and stay as filed: an appeal once filed never takes changes, so no photo of it is deleted.
 */
async function mayRead({ db, tenantId, user }: FileAsker, appealId: number): Promise<boolean> {
  if (isOperator(user)) {
    if (!hasPermission(user, 'appeal.handle')) return false;
    const visible = await visibleStaff(db, tenantId, user);
    return (await repo.appealById(db, tenantId, appealId, { kind: 'operator', visible })) !== undefined;
  }
  const appeal = await repo.appealById(db, tenantId, appealId);
  return appeal !== undefined && canSee(appeal, user);
}

export const appealAttachments: readonly AttachmentKind[] = [
  {
    kind: 'appeal',
    held: { links: { table: 'appeal_files', column: 'appeal_id' } },
    canRead: mayRead,
    canDelete: mayRead,
    editable: () => Promise.resolve(false),
  },
];
