import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { linkFiles, setVisibility, usableAttachments, usedByPublished } from '../../kit/attachments.js';

/**
 * A policy's attachments (the kit's link table `policy_files`). An operator's upload of this park
 * (or a file the policy already has) may be attached; files are public exactly while a published
 * policy (or notice) uses them.
 */

export async function usableAttachmentIds(
  db: Kysely<DB>,
  tenantId: number,
  ids: readonly number[],
  policyId: number | undefined,
): Promise<Set<number>> {
  const usable = await usableAttachments(db, tenantId, ids, {
    uploadedBy: 'operators',
    orLinkedTo: policyId === undefined ? undefined : { kind: 'policy', id: policyId },
  });
  return new Set(usable.map((a) => a.id));
}

/** The policy's files become exactly these, in this order. */
export async function replaceFiles(
  trx: Kysely<DB>,
  tenantId: number,
  policyId: number,
  attachmentIds: readonly number[],
): Promise<void> {
  await trx.deleteFrom('policy_files').where('policy_id', '=', policyId).execute();
  await linkFiles(trx, tenantId, { kind: 'policy', id: policyId }, attachmentIds, {});
}

/** Every file the policy links (deleted ones too: their visibility follows the policy as well). */
export async function fileIdsOf(trx: Kysely<DB>, policyId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('policy_files')
    .select('attachment_id')
    .where('policy_id', '=', policyId)
    .execute();
  return rows.map((r) => r.attachment_id);
}

/** On publishing: the policy's files become readable by visitors. */
export async function publishFiles(trx: Kysely<DB>, tenantId: number, policyId: number): Promise<void> {
  await setVisibility(trx, tenantId, await fileIdsOf(trx, policyId), 'PUBLIC');
}

/** On leaving JOINT (edit, delete): the given files turn private unless something published still uses them. */
export async function unpublishFiles(
  trx: Kysely<DB>,
  tenantId: number,
  policyId: number,
  attachmentIds: readonly number[],
): Promise<void> {
  const shared = await usedByPublished(trx, tenantId, attachmentIds, { kind: 'policy', id: policyId });
  await setVisibility(
    trx,
    tenantId,
    attachmentIds.filter((id) => !shared.has(id)),
    'PRIVATE',
  );
}
