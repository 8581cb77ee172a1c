import { heldByPermission, type AttachmentKind } from '../../kit/attachments.js';

declare module '../../kit/attachments/kinds.js' {
  interface AttachmentLinkTables {
    policy: { table: 'policy_files'; column: 'policy_id' };
  }
}

/**
 * A policy's files are PUBLIC while it is published (repo-files.ts sets them so), readable by
 * anyone then; otherwise they are the policy managers' (policy.manage), who remove one while the
 * policy is not published.
 */

export const policyAttachments: readonly AttachmentKind[] = [
  {
    kind: 'policy',
    held: { links: { table: 'policy_files', column: 'policy_id' }, records: 'policies' },
    ...heldByPermission('policy.manage'),
    editable: async ({ db }, id) => {
      const row = await db.selectFrom('policies').select('state').where('id', '=', id).executeTakeFirst();
      return row !== undefined && row.state !== 'JOINT';
    },
    publishes: { table: 'policies', column: 'state' },
  },
];
