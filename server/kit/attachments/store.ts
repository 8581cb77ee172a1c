import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import type { Attachment } from '../../db/schema.js';
import { AttachmentStorage } from '../../lib/attachment-storage.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { servedContentType } from './file-types.js';
import { receiveForm, type ReceivedFile, type UploadRules } from './receive.js';

/** The files on disk: taking uploads in, and serving stored files. */

const storages = new Map<string, AttachmentStorage>();

/** The app's file storage (DATA_DIR/files). */
export function attachmentStorage(app: AppInstance): AttachmentStorage {
  const dataDir = app.config.dataDir;
  let storage = storages.get(dataDir);
  if (!storage) storages.set(dataDir, (storage = new AttachmentStorage(dataDir)));
  return storage;
}

/** A received multipart form while its work runs. */
export interface Upload {
  /** The form's text fields, by name (the last value wins). */
  fields: ReadonlyMap<string, string>;
  /** The files, in the order they came; still temporary. */
  files: readonly ReceivedFile[];
  /** Moves an accepted file into storage; its storage key. Removed again if the work fails. */
  keep: (file: ReceivedFile, tenantId: number) => Promise<string>;
  /** Removes what was kept so far (the work gives up on it without failing, e.g. a duplicate). */
  unkeep: () => Promise<void>;
}

/**
 * Receives the request's multipart form by the rules and runs the work on it: the work checks the
 * fields and files, keeps the accepted files and writes its rows. When the work fails, the files it
 * kept are removed; either way no temporary file stays behind.
 */
export async function withUpload<R>(
  request: FastifyRequest,
  storage: AttachmentStorage,
  rules: UploadRules,
  work: (upload: Upload) => Promise<R>,
): Promise<R> {
  const form = await receiveForm(request, storage, rules);
  const kept: string[] = [];
  const unkeep = async () => {
    // Cleaning up must not hide the failure that made it necessary.
    await Promise.all(kept.splice(0).map((key) => storage.remove(key).catch(() => undefined)));
  };
  const keep = async (file: ReceivedFile, tenantId: number) => {
    const key = await storage.keep(file.tempPath, tenantId);
    kept.push(key);
    return key;
  };
  try {
    return await work({ fields: form.fields, files: form.files, keep, unkeep });
  } catch (error) {
    await unkeep();
    throw error;
  } finally {
    // Files not moved into storage (refused, or never reached) are still in the incoming folder.
    await Promise.all(form.files.map((f) => storage.discard(f.tempPath)));
  }
}

/**
 * Sends a stored attachment as a download: its type from our own table, its name in
 * content-disposition, never cached by shared caches, never run as a page. `missing` is the error
 * when its file is gone from disk (logged: a server problem, told to the user as "not found").
 */
export async function sendAttachment(
  reply: FastifyReply,
  storage: AttachmentStorage,
  attachment: Attachment,
  missing: () => Error,
): Promise<FastifyReply> {
  const file = await storage.open(attachment.storage_key);
  if (!file) {
    reply.request.log.error({ attachmentId: attachment.id }, 'attachment file missing on disk');
    throw missing();
  }
  // Headers only once the file is open: an error before this point is still a JSON envelope.
  return (
    reply
      .header('content-type', servedContentType(attachment.mime))
      .header('content-length', file.size)
      .header('content-disposition', contentDisposition(attachment.filename))
      .header('cache-control', 'private, max-age=0')
      .header('x-content-type-options', 'nosniff')
      // Opened directly in a tab, the file still may not run script on the portal's origin.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.stream)
  );
}
