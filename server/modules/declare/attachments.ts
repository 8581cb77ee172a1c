import { EDITABLE_STATES } from '../../../common/declare/rules.js';
import { hasPermission, isOperator } from '../../../common/roles.js';
import type { AttachmentKind, FileAsker } from '../../kit/attachments.js';
import type { AuthUser } from '../../plugins/session-repo.js';

declare module '../../kit/attachments/kinds.js' {
  interface AttachmentLinkTables {
    declareApplication: { table: 'declare_application_files'; column: 'application_id' };
  }
}

/**
 * Declaration materials are the applicant organisation's and the reviewers' (declare.audit) and
 * declaration managers' (declare.manage). The applicant removes one only while the application
 * is a draft or sent back (EDITABLE_STATES); a landing's document (兑现凭证) is recorded by the
 * reviewers with the landing and changes only by recording it again.
 */

const reviewer = (user: AuthUser) =>
  isOperator(user) && (hasPermission(user, 'declare.audit') || hasPermission(user, 'declare.manage'));

const applicant = (user: AuthUser, orgId: number) => !isOperator(user) && user.orgId !== null && user.orgId === orgId;

async function application({ db }: FileAsker, id: number) {
  return db
    .selectFrom('declare_applications')
    .select(['org_id', 'state'])
    .where('id', '=', id)
    .executeTakeFirst();
}

async function landingApplicant({ db }: FileAsker, landingId: number) {
  const row = await db
    .selectFrom('declare_landings')
    .innerJoin('declare_applications', 'declare_applications.id', 'declare_landings.application_id')
    .select('declare_applications.org_id')
    .where('declare_landings.id', '=', landingId)
    .executeTakeFirst();
  return row?.org_id;
}

export const declareAttachments: readonly AttachmentKind[] = [
  {
    kind: 'declareApplication',
    held: { links: { table: 'declare_application_files', column: 'application_id' }, records: 'declare_applications' },
    canRead: async (asker, id) => {
      const row = await application(asker, id);
      return row !== undefined && (reviewer(asker.user) || applicant(asker.user, row.org_id));
    },
    canDelete: async (asker, id) => {
      const row = await application(asker, id);
      return row !== undefined && applicant(asker.user, row.org_id);
    },
    editable: async (asker, id) => {
      const row = await application(asker, id);
      return row !== undefined && EDITABLE_STATES.includes(row.state);
    },
  },
  {
    kind: 'declareLanding',
    held: { column: { table: 'declare_landings', column: 'attachment_id', holds: 'id' } },
    canRead: async (asker, id) => {
      const orgId = await landingApplicant(asker, id);
      return orgId !== undefined && (reviewer(asker.user) || applicant(asker.user, orgId));
    },
    canDelete: (asker) => Promise.resolve(isOperator(asker.user) && hasPermission(asker.user, 'declare.audit')),
    editable: () => Promise.resolve(false),
  },
];
