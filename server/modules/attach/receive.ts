import crypto from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { BizError, HttpError } from '../../lib/errors.js';
import type { AttachmentStorage } from '../../lib/attachment-storage.js';

/** The multipart field the file must come in. */
export const FILE_FIELD = 'file';

/** One uploaded file, written to a temporary path and not yet accepted. */
export interface ReceivedFile {
  tempPath: string;
  /** The name the client sent, unsanitised. */
  rawFilename: string;
  size: number;
  sha256: string;
  /** Valid UTF-8 without NUL bytes: the only evidence there is that a .txt/.csv is text. */
  utf8Text: boolean;
  /** The form's text fields, by name (the last value wins). */
  fields: Map<string, string>;
}

export function tooLarge(maxBytes: number): HttpError {
  const size =
    maxBytes >= 1024 * 1024
      ? `${Number((maxBytes / 1024 / 1024).toFixed(1))} MB`
      : `${Math.ceil(maxBytes / 1024)} KB`;
  return new HttpError(413, `上传文件过大（最大 ${size}）`);
}

export const NOT_MULTIPART = '上传请求必须是 multipart/form-data';

/**
 * Reads a multipart request holding one file in the field `file` (and any small text fields),
 * streaming the file to a temporary path while hashing and counting it, so an upload never sits
 * in memory. Whatever fails, no temporary file is left behind; parser failures become HTTP errors
 * with a clear message instead of a 500.
 */
export async function receiveSingleFile(
  request: FastifyRequest,
  storage: AttachmentStorage,
  maxBytes: number,
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  const fields = new Map<string, string>();
  let received: ReceivedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== FILE_FIELD || received) {
        part.file.resume();
        throw new HttpError(400, `请只在字段 ${FILE_FIELD} 中上传一个文件`);
      }
      received = await writeToTemp(part, await storage.tempPath(), maxBytes, fields);
    }
  } catch (error) {
    if (received) await storage.discard(received.tempPath);
    throw asUploadError(error, maxBytes);
  }
  if (!received) throw new BizError('请选择要上传的文件');
  return received;
}

async function writeToTemp(
  part: MultipartFile,
  tempPath: string,
  maxBytes: number,
  fields: Map<string, string>,
): Promise<ReceivedFile> {
  const hash = crypto.createHash('sha256');
  const text = new Utf8Check();
  let size = 0;
  const out = fs.createWriteStream(tempPath, { flags: 'wx' });
  try {
    await pipeline(
      part.file,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          hash.update(chunk);
          text.push(chunk);
          yield chunk;
        }
      },
      out,
    );
    // Busboy stops at the limit and marks the stream truncated instead of failing it.
    if (part.file.truncated || size > maxBytes) throw tooLarge(maxBytes);
  } catch (error) {
    // The stream may still be opening its file when the pipeline fails: removing before it has
    // closed would let the file appear afterwards, left behind.
    if (!out.closed) await once(out, 'close').catch(() => undefined);
    await fs.promises.rm(tempPath, { force: true });
    throw error;
  }
  return {
    tempPath,
    rawFilename: part.filename,
    size,
    sha256: hash.digest('hex'),
    utf8Text: text.end(),
    fields,
  };
}

/** Streaming "is this UTF-8 text?": gives up at the first invalid sequence or NUL byte. */
class Utf8Check {
  private decoder = new TextDecoder('utf-8', { fatal: true });
  private valid = true;

  push(chunk: Buffer) {
    if (!this.valid) return;
    if (chunk.includes(0)) this.valid = false;
    else this.decode(chunk);
  }

  end(): boolean {
    if (this.valid) this.decode(undefined);
    return this.valid;
  }

  private decode(chunk: Buffer | undefined) {
    try {
      if (chunk) this.decoder.decode(chunk, { stream: true });
      else this.decoder.decode();
    } catch {
      this.valid = false;
    }
  }
}

const MULTIPART_ERRORS: Record<string, [number, string]> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, NOT_MULTIPART],
  FST_FILES_LIMIT: [413, '一次只能上传一个文件'],
  FST_PARTS_LIMIT: [413, '上传内容过多'],
  FST_FIELDS_LIMIT: [413, '上传内容过多'],
};

/**
 * What the client should hear about a failed upload. Our own errors pass through, and so does a
 * failure of the disk (it carries a syscall: a server problem, logged as such); everything else
 * came from parsing the request (busboy's "Unexpected end of form", a missing boundary, a body
 * cut short) and is the client's malformed multipart.
 */
function asUploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof HttpError || error instanceof BizError) return error;
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  const known = typeof code === 'string' ? MULTIPART_ERRORS[code] : undefined;
  if (known) return new HttpError(known[0], known[1]);
  if (typeof syscall === 'string') return error;
  return new HttpError(400, '上传内容格式不正确，请重新选择文件上传');
}
