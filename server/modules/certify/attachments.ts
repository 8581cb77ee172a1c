import { hasPermission, isOperator } from '../../../common/roles.js';
import type { AttachmentKind, FileAsker } from '../../kit/attachments.js';

/**
 * A certification's licence (营业执照) and letter of authorisation (授权书) are the applicant's and
 * the reviewers' (org.audit). An application is made when it is submitted and its documents stay
 * as submitted: a new application brings new ones.
 */

async function applicantOrReviewer({ db, user }: FileAsker, id: number): Promise<boolean> {
  if (isOperator(user)) return hasPermission(user, 'org.audit');
  const row = await db.selectFrom('org_applications').select('user_id').where('id', '=', id).executeTakeFirst();
  return row?.user_id === user.id;
}

const document = (kind: string, column: 'licene_url' | 'auth_url'): AttachmentKind => ({
  kind,
  held: { column: { table: 'org_applications', column, holds: 'url' } },
  canRead: applicantOrReviewer,
  canDelete: applicantOrReviewer,
  editable: () => Promise.resolve(false),
});

export const certifyAttachments: readonly AttachmentKind[] = [
  document('certifyLicence', 'licene_url'),
  document('certifyAuthorisation', 'auth_url'),
];
