import type { FillState } from '../../../../common/integral/fill/rules.js';
import { hasPermission, isOperator } from '../../../../common/roles.js';
import type { AttachmentKind, FileAsker } from '../../../kit/attachments.js';

declare module '../../../kit/attachments/kinds.js' {
  interface AttachmentLinkTables {
    integralFill: { table: 'integral_fill_files'; column: 'submission_id' };
  }
}

/**
 * A fill's evidence (佐证材料) is the organisation's and the fill operators' (integral.fill, who
 * audit it and fill on the organisation's behalf). It is removed only while the fill is not
 * submitted (not yet filled, a draft, or sent back for changes); once submitted or passed, the
 * audit works on it as it was.
 */
const TAKES_CHANGES: readonly FillState[] = ['UNFILLED', 'DRAFT', 'BACK'];

async function submission({ db }: FileAsker, id: number) {
  return db
    .selectFrom('integral_fill_submissions')
    .select(['org_id', 'state'])
    .where('id', '=', id)
    .executeTakeFirst();
}

async function ownerOrFiller(asker: FileAsker, id: number): Promise<boolean> {
  const row = await submission(asker, id);
  if (!row) return false;
  const { user } = asker;
  return isOperator(user) ? hasPermission(user, 'integral.fill') : user.orgId !== null && user.orgId === row.org_id;
}

export const fillAttachments: readonly AttachmentKind[] = [
  {
    kind: 'integralFill',
    held: { links: { table: 'integral_fill_files', column: 'submission_id' }, records: 'integral_fill_submissions' },
    canRead: ownerOrFiller,
    canDelete: ownerOrFiller,
    editable: async (asker, id) => {
      const row = await submission(asker, id);
      return row !== undefined && TAKES_CHANGES.includes(row.state);
    },
  },
];
