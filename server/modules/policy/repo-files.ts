import type { Kysely } from 'kysely';
import { OPERATOR_ROLES } from '../../../common/constants.js';
import type { DB } from '../../db/schema.js';
import { MAX_ID } from '../../../common/contract/atoms.js';

/**
 * A policy's attachments. An operator's upload of this park (or a file the policy already has)
 * may be attached; files are public exactly while a published policy (or notice) uses them.
 */

export async function usableAttachmentIds(
  db: Kysely<DB>,
  tenantId: number,
  ids: readonly number[],
  policyId: number | undefined,
): Promise<Set<number>> {
  const wanted = [...new Set(ids)].filter((id) => id <= MAX_ID);
  if (wanted.length === 0) return new Set();
  const rows = await db
    .selectFrom('attachments')
    .select('attachments.id')
    .where('attachments.tenant_id', '=', tenantId)
    .where('attachments.id', 'in', wanted)
    .where('attachments.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('user_roles')
            .innerJoin('roles', 'roles.id', 'user_roles.role_id')
            .select('user_roles.user_id')
            .whereRef('user_roles.user_id', '=', 'attachments.uploader_id')
            .where('user_roles.tenant_id', '=', tenantId)
            .where('roles.rolename', 'in', [...OPERATOR_ROLES]),
        ),
        ...(policyId === undefined
          ? []
          : [
              eb.exists(
                eb
                  .selectFrom('policy_files')
                  .select('policy_files.attachment_id')
                  .whereRef('policy_files.attachment_id', '=', 'attachments.id')
                  .where('policy_files.policy_id', '=', policyId),
              ),
            ]),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function replaceFiles(
  trx: Kysely<DB>,
  tenantId: number,
  policyId: number,
  attachmentIds: readonly number[],
): Promise<void> {
  await trx
    .deleteFrom('policy_files')
    .where('tenant_id', '=', tenantId)
    .where('policy_id', '=', policyId)
    .execute();
  if (attachmentIds.length === 0) return;
  await trx
    .insertInto('policy_files')
    .values(
      attachmentIds.map((attachment_id, position) => ({
        tenant_id: tenantId,
        policy_id: policyId,
        attachment_id,
        position,
      })),
    )
    .execute();
}

export async function fileIdsOf(trx: Kysely<DB>, tenantId: number, policyId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('policy_files')
    .select('attachment_id')
    .where('tenant_id', '=', tenantId)
    .where('policy_id', '=', policyId)
    .execute();
  return rows.map((r) => r.attachment_id);
}

/** Published policies other than this one, and published notices, that use any of the files. */
async function usedElsewhere(
  trx: Kysely<DB>,
  tenantId: number,
  attachmentIds: readonly number[],
  policyId: number,
): Promise<Set<number>> {
  if (attachmentIds.length === 0) return new Set();
  const [policies, notices] = await Promise.all([
    trx
      .selectFrom('policy_files')
      .innerJoin('policies', 'policies.id', 'policy_files.policy_id')
      .select('policy_files.attachment_id')
      .where('policy_files.tenant_id', '=', tenantId)
      .where('policies.state', '=', 'JOINT')
      .where('policies.id', '<>', policyId)
      .where('policy_files.attachment_id', 'in', [...attachmentIds])
      .execute(),
    trx
      .selectFrom('notice_files')
      .innerJoin('notices', 'notices.id', 'notice_files.notice_id')
      .select('notice_files.attachment_id')
      .where('notice_files.tenant_id', '=', tenantId)
      .where('notices.status', '=', 'JOINT')
      .where('notice_files.attachment_id', 'in', [...attachmentIds])
      .execute(),
  ]);
  return new Set([...policies, ...notices].map((r) => r.attachment_id));
}

async function setVisibility(
  trx: Kysely<DB>,
  tenantId: number,
  ids: readonly number[],
  visibility: 'PUBLIC' | 'PRIVATE',
) {
  if (ids.length === 0) return;
  await trx
    .updateTable('attachments')
    .set({ visibility })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...ids])
    .execute();
}

/** On publishing: the policy's files become readable by visitors. */
export async function publishFiles(trx: Kysely<DB>, tenantId: number, policyId: number): Promise<void> {
  await setVisibility(trx, tenantId, await fileIdsOf(trx, tenantId, policyId), 'PUBLIC');
}

/** On leaving JOINT (edit, delete): the given files turn private unless something published still uses them. */
export async function unpublishFiles(
  trx: Kysely<DB>,
  tenantId: number,
  policyId: number,
  attachmentIds: readonly number[],
): Promise<void> {
  const shared = await usedElsewhere(trx, tenantId, attachmentIds, policyId);
  await setVisibility(
    trx,
    tenantId,
    attachmentIds.filter((id) => !shared.has(id)),
    'PRIVATE',
  );
}
