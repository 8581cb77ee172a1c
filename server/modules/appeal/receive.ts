import crypto from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { APPEAL_LIMITS } from '../../../common/appeal.js';
import { BizError, HttpError } from '../../lib/errors.js';
import type { AttachmentStorage } from '../../lib/attachment-storage.js';

/** The multipart field the photos come in (contracts §1). */
export const PHOTO_FIELD = 'photos';

export interface ReceivedPhoto {
  tempPath: string;
  size: number;
  sha256: string;
}

export interface ReceivedForm {
  fields: Map<string, string>;
  photos: ReceivedPhoto[];
}

export function tooLarge(maxBytes: number): HttpError {
  const size = `${Number((maxBytes / 1024 / 1024).toFixed(1))} MB`;
  return new HttpError(413, `照片过大（每张最大 ${size}）`);
}

/**
 * Reads the filing form: text fields, and up to six photos each streamed to a temporary file while
 * hashed and counted (never held in memory). Whatever fails, no temporary file stays behind.
 */
export async function receiveForm(
  request: FastifyRequest,
  store: AttachmentStorage,
  maxBytes: number,
): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw new HttpError(415, '提交诉求须使用 multipart/form-data');
  const fields = new Map<string, string>();
  const photos: ReceivedPhoto[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== PHOTO_FIELD) {
        part.file.resume();
        throw new HttpError(400, `照片请放在字段 ${PHOTO_FIELD} 中上传`);
      }
      photos.push(await writeToTemp(part, await store.tempPath(), maxBytes));
    }
  } catch (error) {
    await Promise.all(photos.map((p) => store.discard(p.tempPath)));
    throw asFormError(error, maxBytes);
  }
  return { fields, photos };
}

async function writeToTemp(part: MultipartFile, tempPath: string, maxBytes: number): Promise<ReceivedPhoto> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  const out = fs.createWriteStream(tempPath, { flags: 'wx' });
  try {
    await pipeline(
      part.file,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          hash.update(chunk);
          yield chunk;
        }
      },
      out,
    );
    if (part.file.truncated || size > maxBytes) throw tooLarge(maxBytes);
  } catch (error) {
    if (!out.closed) await once(out, 'close').catch(() => undefined);
    await fs.promises.rm(tempPath, { force: true });
    throw error;
  }
  return { tempPath, size, sha256: hash.digest('hex') };
}

/** Parser failures become clear answers; our own errors and disk failures pass through. */
function asFormError(error: unknown, maxBytes: number): unknown {
  if (error instanceof HttpError || error instanceof BizError) return error;
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT') return new BizError(`照片最多${APPEAL_LIMITS.photosMax}张`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, '提交的内容过多');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(415, '提交诉求须使用 multipart/form-data');
  if (typeof syscall === 'string') return error;
  return new HttpError(400, '提交内容格式不正确，请重新提交');
}
