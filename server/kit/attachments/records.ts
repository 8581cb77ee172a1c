import { sql, type Insertable, type Kysely } from 'kysely';
import { attachContract } from '../../../common/attach/contract.js';
import { OPERATOR_ROLES } from '../../../common/constants.js';
import { isOperator } from '../../../common/roles.js';
import type { Attachment, AttachmentsTable, DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import type { AuthUser } from '../../plugins/session-repo.js';

/** Attachment rows: every read is by tenant and ignores soft-deleted rows. */

export type Visibility = 'PUBLIC' | 'PRIVATE';

/** Ids are int4 on PostgreSQL: a larger id (in a URL, in a form) is simply not found, not a database error. */
export const MAX_ID = 2_147_483_647;
const isId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;

const DOWNLOAD = attachContract.download.url.replace(':id', '');

/** The signed download address of an attachment, as uploads answer it and records store it. */
export const downloadUrl = (id: number) => `${DOWNLOAD}${id}`;

const DOWNLOAD_URL = new RegExp(`^(?:https?://[^/?#\\s]+)?${DOWNLOAD.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\d{1,10})(?:[?#]\\S*)?$`);

/**
 * The attachment id in a download address (downloadUrl), or null. The client may have prefixed its
 * origin or kept a query string (sysid); neither changes which file is meant.
 */
export function attachmentIdOf(url: string | undefined): number | null {
  const match = DOWNLOAD_URL.exec(url?.trim() ?? '');
  const id = match?.[1] ? Number(match[1]) : NaN;
  return isId(id) ? id : null;
}

/** A file as lists of attachments show it (common/contract/atoms.ts FileItem). */
export const fileItem = (file: Attachment, url = downloadUrl(file.id)) => ({
  id: file.id,
  filename: file.filename,
  mime: file.mime,
  size: file.size,
  url,
});

export async function findAttachment(db: Kysely<DB>, tenantId: number, id: number): Promise<Attachment | undefined> {
  if (!isId(id)) return undefined;
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The live ones of these ids, in no particular order. */
export async function attachmentsByIds(db: Kysely<DB>, tenantId: number, ids: readonly number[]): Promise<Attachment[]> {
  const wanted = [...new Set(ids)].filter(isId);
  if (wanted.length === 0) return [];
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', wanted)
    .where('deleted_at', 'is', null)
    .execute();
}

export type NewAttachment = Omit<Insertable<AttachmentsTable>, 'id' | 'created_at' | 'deleted_at'>;

export async function insertAttachment(db: Kysely<DB>, values: NewAttachment): Promise<Attachment> {
  return db
    .insertInto('attachments')
    .values({ ...values, created_at: nowIso(), deleted_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks the attachment deleted; false when it was not there (or already deleted). */
export async function softDeleteAttachment(db: Kysely<DB>, tenantId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('attachments')
    .set({ deleted_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Who may read the files: PUBLIC lets anonymous visitors of the park download them. For modules
 * that publish what they link (a notice's files while it is published).
 */
export async function setVisibility(db: Kysely<DB>, tenantId: number, ids: readonly number[], visibility: Visibility): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('attachments')
    .set({ visibility })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .execute();
}

// ---- Access: the rows reaching these checks are already this tenant's ----

/** PUBLIC: anyone in the tenant, even anonymous; PRIVATE: the uploader and operators. */
export function canRead(attachment: Attachment, user: AuthUser | null): boolean {
  return attachment.visibility === 'PUBLIC' || canManage(attachment, user);
}

/** Deleting is for the uploader and operators, whatever the visibility. */
export function canManage(attachment: Attachment, user: AuthUser | null): boolean {
  if (!user) return false;
  return (attachment.uploader_id !== null && attachment.uploader_id === user.id) || isOperator(user);
}

// ---- Links: a record's attachments in its link table ----

/**
 * The tables that link records to attachments: each has tenant_id, attachment_id, position and
 * the record's column.
 */
export const LINKS = {
  appeal: { table: 'appeal_files', column: 'appeal_id' },
  notice: { table: 'notice_files', column: 'notice_id' },
  declareApplication: { table: 'declare_application_files', column: 'application_id' },
  policy: { table: 'policy_files', column: 'policy_id' },
} as const;
export type LinkKind = keyof typeof LINKS;
type LinkTable = (typeof LINKS)[LinkKind]['table'];

/** One record's files: e.g. `{ kind: 'notice', id: 5 }`. */
export interface Owner<K extends LinkKind = LinkKind> {
  kind: K;
  id: number;
}

/** What a link row holds besides tenant, record, attachment and position (a notice file's kind…). */
export type LinkExtras<K extends LinkKind> = Omit<
  Insertable<DB[(typeof LINKS)[K]['table']]>,
  'tenant_id' | 'attachment_id' | 'position' | (typeof LINKS)[K]['column']
>;

/**
 * The four link tables share their columns but the record's, so one of them types the queries on
 * any of them (the record's column is named by LINKS).
 */
const linkTable = (kind: LinkKind) => `${LINKS[kind].table} as l` as 'appeal_files as l';
const ownerColumn = (kind: LinkKind) => sql.ref<number>(`l.${LINKS[kind].column}`);

/** Links the attachments to the record in this order (positions from `from`), in the caller's transaction. */
export async function linkFiles<K extends LinkKind>(
  trx: Kysely<DB>,
  tenantId: number,
  owner: Owner<K>,
  attachmentIds: readonly number[],
  extras: LinkExtras<K>,
  from = 0,
): Promise<void> {
  if (attachmentIds.length === 0) return;
  const { table, column } = LINKS[owner.kind];
  const rows = attachmentIds.map((attachmentId, i) => ({
    ...extras,
    tenant_id: tenantId,
    [column]: owner.id,
    attachment_id: attachmentId,
    position: from + i,
  }));
  // The rows have the shape LinkExtras checked for this table.
  await trx.insertInto(table as LinkTable).values(rows as never).execute();
}

/** The record's live attachments, in the order they were linked. */
export async function linkedFiles(db: Kysely<DB>, tenantId: number, owner: Owner): Promise<Attachment[]> {
  return db
    .selectFrom(linkTable(owner.kind))
    .innerJoin('attachments', 'attachments.id', 'l.attachment_id')
    .selectAll('attachments')
    .where('l.tenant_id', '=', tenantId)
    .where(ownerColumn(owner.kind), '=', owner.id)
    .where('attachments.tenant_id', '=', tenantId)
    .where('attachments.deleted_at', 'is', null)
    .orderBy('l.position')
    .execute();
}

// ---- Ownership: which uploaded files a record may take ----

/** Whose uploads: one user's; any user's of an organisation; any operator's of the park. */
export type Uploader = { user: number } | { org: number } | 'operators';

export interface UsableRule {
  uploadedBy: Uploader;
  /** Files already linked to this record stay usable whoever uploaded them. */
  orLinkedTo?: Owner | undefined;
}

/**
 * Of these attachment ids, those a record may link: live, of this tenant, uploaded by whom the rule
 * says (or already the record's). Linking must not become a way to take someone else's private
 * file (a licence, an ID card) — or to publish one, for records that make their files public.
 */
export async function usableAttachments(
  db: Kysely<DB>,
  tenantId: number,
  ids: readonly number[],
  rule: UsableRule,
): Promise<Attachment[]> {
  const wanted = [...new Set(ids)].filter(isId);
  if (wanted.length === 0) return [];
  const by = rule.uploadedBy;
  const linked = rule.orLinkedTo;
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', wanted)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        by === 'operators'
          ? eb.exists(
              eb
                .selectFrom('user_roles')
                .innerJoin('roles', 'roles.id', 'user_roles.role_id')
                .select('user_roles.user_id')
                .whereRef('user_roles.user_id', '=', 'attachments.uploader_id')
                .where('user_roles.tenant_id', '=', tenantId)
                .where('roles.rolename', 'in', [...OPERATOR_ROLES]),
            )
          : 'user' in by
            ? eb('attachments.uploader_id', '=', by.user)
            : eb.exists(
                eb
                  .selectFrom('users')
                  .select('users.id')
                  .whereRef('users.id', '=', 'attachments.uploader_id')
                  .where('users.tenant_id', '=', tenantId)
                  .where('users.org_id', '=', by.org),
              ),
        ...(linked
          ? [
              eb.exists(
                eb
                  .selectFrom(linkTable(linked.kind))
                  .select('l.attachment_id')
                  .whereRef('l.attachment_id', '=', 'attachments.id')
                  .where('l.tenant_id', '=', tenantId)
                  .where(ownerColumn(linked.kind), '=', linked.id),
              ),
            ]
          : []),
      ]),
    )
    .execute();
}
