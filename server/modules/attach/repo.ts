import type { Insertable, Kysely } from 'kysely';
import type { Attachment, AttachmentsTable, DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';

export type Visibility = 'PUBLIC' | 'PRIVATE';

/** Ids are int4 on PostgreSQL: a larger id in a URL is simply not found, not a database error. */
const MAX_ID = 2_147_483_647;

/** Attachment rows. Every read is by tenant and ignores soft-deleted rows. */
export class AttachmentRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(
    values: Omit<Insertable<AttachmentsTable>, 'id' | 'created_at' | 'deleted_at'>,
  ): Promise<Attachment> {
    return this.db
      .insertInto('attachments')
      .values({ ...values, created_at: nowIso(), deleted_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async find(tenantId: number, id: number): Promise<Attachment | undefined> {
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return undefined;
    return this.db
      .selectFrom('attachments')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** Marks the attachment deleted; false when it was not there (or already deleted). */
  async softDelete(tenantId: number, id: number): Promise<boolean> {
    const result = await this.db
      .updateTable('attachments')
      .set({ deleted_at: nowIso() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** For modules that publish what they attach (a notice's files become PUBLIC when it is published). */
  async setVisibility(tenantId: number, id: number, visibility: Visibility): Promise<boolean> {
    const result = await this.db
      .updateTable('attachments')
      .set({ visibility })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
