import type { Insertable, Kysely } from 'kysely';
import { attachContract } from '../../../common/attach/contract.js';
import type { Attachment, AttachmentsTable, DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { MAX_ID } from '../../../common/contract/atoms.js';

/** Attachment rows: every read is by tenant and ignores soft-deleted rows. */

export type Visibility = 'PUBLIC' | 'PRIVATE';

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

/** This tenant's live attachments, to narrow down (the ids are checked by the callers). */
export const liveAttachments = (db: Kysely<DB>, tenantId: number) =>
  db.selectFrom('attachments').selectAll().where('tenant_id', '=', tenantId).where('deleted_at', 'is', null);

/** Valid ids, each once; [] for none. */
export const wantedIds = (ids: readonly number[]) => [...new Set(ids)].filter(isId);

export async function findAttachment(db: Kysely<DB>, tenantId: number, id: number): Promise<Attachment | undefined> {
  if (!isId(id)) return undefined;
  return liveAttachments(db, tenantId).where('id', '=', id).executeTakeFirst();
}

/** A live attachment this user uploaded, on a handle scoped to the park (ctx.db or its transaction). */
export async function ownAttachment(db: Kysely<DB>, uploaderId: number, id: number): Promise<Attachment | undefined> {
  if (!isId(id)) return undefined;
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('uploader_id', '=', uploaderId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The live ones of these ids, in no particular order. */
export async function attachmentsByIds(db: Kysely<DB>, tenantId: number, ids: readonly number[]): Promise<Attachment[]> {
  const wanted = wantedIds(ids);
  if (wanted.length === 0) return [];
  return liveAttachments(db, tenantId).where('id', 'in', wanted).execute();
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
