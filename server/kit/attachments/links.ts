import { sql, type Insertable, type Kysely } from 'kysely';
import { OPERATOR_ROLES } from '../../../common/constants.js';
import type { Attachment, DB } from '../../db/schema.js';
import { attachmentKinds, linkTableOf, type AttachmentLinkTables, type LinkKind } from './kinds.js';
import { liveAttachments, wantedIds } from './records.js';

/**
 * A record's attachments: the link tables (a record's files in order) and which uploaded files a
 * record may take.
 */

/** One record's files: e.g. `{ kind: 'notice', id: 5 }`. */
export interface Owner<K extends LinkKind = LinkKind> {
  kind: K;
  id: number;
}

/** The link table and record column of a kind, as its module declared them (AttachmentLinkTables). */
type TableOf<K extends LinkKind> = AttachmentLinkTables[K] extends { table: infer T extends keyof DB } ? T : never;
type ColumnOf<K extends LinkKind> = AttachmentLinkTables[K] extends { column: infer C extends string } ? C : never;

/** What a link row holds besides tenant, record, attachment and position (a notice file's kind…). */
export type LinkExtras<K extends LinkKind> = Omit<
  Insertable<DB[TableOf<K>]>,
  'tenant_id' | 'attachment_id' | 'position' | ColumnOf<K>
>;

/**
 * The link tables share their columns but the record's, so one of them types the queries on
 * any of them (the table and the record's column are the kind's declaration, linkTableOf).
 */
const linkTable = (kind: string) => `${linkTableOf(kind).table} as l` as 'appeal_files as l';
const ownerColumn = (kind: string) => sql.ref<number>(`l.${linkTableOf(kind).column}`);

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
  const { table, column } = linkTableOf(owner.kind);
  const rows = attachmentIds.map((attachmentId, i) => ({
    ...extras,
    tenant_id: tenantId,
    [column]: owner.id,
    attachment_id: attachmentId,
    position: from + i,
  }));
  // The rows have the shape LinkExtras checked for this table.
  await trx.insertInto(table as 'appeal_files').values(rows as never).execute();
}

/** The record's live attachments, in the order they were linked. */
export async function linkedFiles(db: Kysely<DB>, tenantId: number, owner: Owner): Promise<Attachment[]> {
  const table = linkTable(owner.kind);
  return db
    .selectFrom(table)
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
  const wanted = wantedIds(ids);
  if (wanted.length === 0) return [];
  const by = rule.uploadedBy;
  const linked = rule.orLinkedTo;
  return liveAttachments(db, tenantId)
    .where('id', 'in', wanted)
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

// ---- Publishing: records whose files are public while they are published ----

/**
 * Of these attachments, those a published record other than `except` still uses (a notice's file
 * that a published policy also links stays public when the notice is withdrawn).
 */
export async function usedByPublished(
  trx: Kysely<DB>,
  tenantId: number,
  attachmentIds: readonly number[],
  except: Owner,
): Promise<Set<number>> {
  const wanted = wantedIds(attachmentIds);
  if (wanted.length === 0) return new Set();
  const publishing = attachmentKinds().flatMap(({ kind, held, publishes }) =>
    publishes && 'links' in held ? [{ kind, link: held.links, record: publishes }] : [],
  );
  const found = await Promise.all(
    publishing.map(async ({ kind, link, record }) => {
      const owner = sql.ref(`l.${link.column}`);
      const { rows } = await sql<{ attachment_id: number }>`
        select l.attachment_id from ${sql.table(link.table)} l
        join ${sql.table(record.table)} r on r.id = ${owner}
        where l.tenant_id = ${tenantId} and r.tenant_id = ${tenantId}
          and ${sql.ref(`r.${record.column}`)} = 'JOINT'
          and l.attachment_id in (${sql.join(wanted)})
          ${kind === except.kind ? sql`and ${owner} <> ${except.id}` : sql``}`.execute(trx);
      return rows.map((r) => Number(r.attachment_id));
    }),
  );
  return new Set(found.flat());
}
