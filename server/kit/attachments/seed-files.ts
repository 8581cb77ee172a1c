import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { Attachment, DB } from '../../db/schema.js';
import { AttachmentStorage } from '../../lib/attachment-storage.js';
import { insertAttachment } from './records.js';

/**
 * Files for the demo seed: real bytes in the server's file storage (DATA_DIR/files, as uploads are
 * kept) with their attachment rows, so a seeded photo downloads as an uploaded one does. The seed
 * gets one when it runs for a server (start-up, `npm run seed`); tests seeding a database alone
 * get none, and a module's seed then leaves its files out.
 */
export interface SeedFiles {
  /** Stores the bytes under the park and answers the new attachment (PUBLIC: the demo's photos are the park's). */
  add(trx: Kysely<DB>, tenantId: number, file: { filename: string; mime: string; bytes: Buffer }): Promise<Attachment>;
}

export function seedFiles(dataDir: string): SeedFiles {
  const storage = new AttachmentStorage(dataDir);
  return {
    async add(trx, tenantId, { filename, mime, bytes }) {
      const temp = await storage.tempPath();
      await fs.promises.writeFile(temp, bytes);
      const key = await storage.keep(temp, tenantId);
      return insertAttachment(trx, {
        tenant_id: tenantId,
        uploader_id: null,
        filename,
        mime,
        size: bytes.length,
        sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
        storage_key: key,
        visibility: 'PUBLIC',
      });
    },
  };
}
