import { sql, type Kysely } from 'kysely';
import type { Attachment, DB } from '../../db/schema.js';
import type { AuthUser } from '../../plugins/session-repo.js';
import { attachmentKinds, type AttachmentKind, type FileAsker } from './kinds.js';
import { downloadUrl } from './records.js';

/**
 * Who may read and delete a file: it belongs to what it is attached to. A file some record holds
 * answers to the rule of that record's kind (declared by the module that owns the kind); a file
 * no record holds yet (just uploaded) is its uploader's alone. PUBLIC files (a published notice's,
 * the park's logo) are readable by anyone in the park, as before.
 */

/** A record holding the file, and the kind whose rule it answers to. */
export interface Holder {
  kind: AttachmentKind;
  id: number;
}

/** Every record of every declared kind that holds this attachment (rows of this park only). */
export async function holdersOf(db: Kysely<DB>, tenantId: number, attachmentId: number): Promise<Holder[]> {
  const found = await Promise.all(
    attachmentKinds().map(async (kind) => {
      const { held } = kind;
      const query =
        'links' in held
          ? sql<{ id: number }>`select ${sql.ref(held.links.column)} as id from ${sql.table(held.links.table)}
              where tenant_id = ${tenantId} and attachment_id = ${attachmentId}`
          : sql<{ id: number }>`select id from ${sql.table(held.column.table)}
              where tenant_id = ${tenantId}
                and ${sql.ref(held.column.column)} = ${held.column.holds === 'id' ? attachmentId : downloadUrl(attachmentId)}`;
      const { rows } = await query.execute(db);
      return rows.map((row) => ({ kind, id: Number(row.id) }));
    }),
  );
  return found.flat();
}

const isUploader = (file: Attachment, user: AuthUser) => file.uploader_id !== null && file.uploader_id === user.id;

async function everyHolder(holders: readonly Holder[], test: (holder: Holder) => Promise<boolean>): Promise<boolean> {
  for (const holder of holders) if (!(await test(holder))) return false;
  return true;
}

/**
 * PUBLIC: anyone in the park, even anonymous. PRIVATE: whom the rule of a record holding it lets
 * read (any one record is enough: a message's file is read through the message, whichever else
 * links it); unheld, only its uploader.
 */
export async function mayRead(db: Kysely<DB>, tenantId: number, user: AuthUser | null, file: Attachment): Promise<boolean> {
  if (file.visibility === 'PUBLIC') return true;
  if (!user) return false;
  const holders = await holdersOf(db, tenantId, file.id);
  if (holders.length === 0) return isUploader(file, user);
  const asker: FileAsker = { db, tenantId, user };
  for (const { kind, id } of holders) if (await kind.canRead(asker, id)) return true;
  return false;
}

/**
 * Deleting: `forbidden` unless the rule of every record holding it lets this user delete (unheld:
 * only its uploader); `submitted` when one of those records no longer takes changes — then its
 * files leave only through that record's workflow, whoever asks.
 */
export type DeleteVerdict = 'allowed' | 'forbidden' | 'submitted';

export async function mayDelete(db: Kysely<DB>, tenantId: number, user: AuthUser, file: Attachment): Promise<DeleteVerdict> {
  const holders = await holdersOf(db, tenantId, file.id);
  if (holders.length === 0) return isUploader(file, user) ? 'allowed' : 'forbidden';
  const asker: FileAsker = { db, tenantId, user };
  if (!(await everyHolder(holders, ({ kind, id }) => kind.canDelete(asker, id)))) return 'forbidden';
  if (!(await everyHolder(holders, ({ kind, id }) => kind.editable(asker, id)))) return 'submitted';
  return 'allowed';
}
