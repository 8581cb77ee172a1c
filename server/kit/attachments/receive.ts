import crypto from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import type { AttachmentStorage } from '../../lib/attachment-storage.js';
import { BizError, HttpError } from '../../lib/errors.js';

/**
 * Multipart uploads: parsed once per request into text fields and files, each file streamed to a
 * temporary path while it is hashed and counted (never held in memory), then kept in storage or
 * discarded — whatever fails, no temporary file and no half-accepted file stays behind.
 */

/** What an endpoint accepts, and what its users are told when a request does not fit. */
export interface UploadRules {
  /** The multipart field the files come in. */
  field: string;
  /** Per file, in bytes. */
  maxBytes: number;
  maxFiles: number;
  /** Text fields: how many, and how many bytes each. */
  maxFields: number;
  maxFieldBytes: number;
  /** Fields and files together. */
  maxParts: number;
  messages: {
    /** HTTP 415. */
    notMultipart: string;
    /** HTTP 400: a file in another field. */
    wrongField: string;
    /** HTTP 413: a file over maxBytes. */
    tooLarge: string;
    /** More than maxFiles files. */
    tooMany: () => Error;
    /** HTTP 413: too many fields or parts. */
    tooMuch: string;
    /** HTTP 400: the body is not well-formed multipart (cut short, no boundary…). */
    malformed: string;
  };
}

/** One uploaded file, written to a temporary path and not yet accepted. */
export interface ReceivedFile {
  tempPath: string;
  /** The name the client sent, unsanitised (filename.ts displayFilename cleans it). */
  rawFilename: string;
  size: number;
  sha256: string;
  /** Valid UTF-8 without NUL bytes: the only evidence there is that a .txt/.csv is text. */
  utf8Text: boolean;
}

export interface ReceivedForm {
  /** The form's text fields, by name (the last value wins). */
  fields: Map<string, string>;
  files: ReceivedFile[];
}

/** "上传文件过大（最大 64 KB）": the limit in KB below a megabyte, else in MB. */
export function sizeText(maxBytes: number): string {
  return maxBytes >= 1024 * 1024 ? `${Number((maxBytes / 1024 / 1024).toFixed(1))} MB` : `${Math.ceil(maxBytes / 1024)} KB`;
}

/**
 * Lets this scope's routes read multipart bodies (request.parts). The limits are each endpoint's
 * (UploadRules, applied per request), so registering it is the same everywhere; where an outer
 * scope already did, it is not registered again.
 */
export async function acceptUploads(app: AppInstance): Promise<void> {
  if (app.hasContentTypeParser('multipart/form-data')) return;
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 20, fieldSize: 1024, headerPairs: 100 } });
}

/** Reads the multipart request by the rules; whatever fails, no temporary file stays behind. */
export async function receiveForm(request: FastifyRequest, storage: AttachmentStorage, rules: UploadRules): Promise<ReceivedForm> {
  const m = rules.messages;
  if (!request.isMultipart()) throw new HttpError(415, m.notMultipart);
  const fields = new Map<string, string>();
  const files: ReceivedFile[] = [];
  const limits = {
    fileSize: rules.maxBytes,
    files: rules.maxFiles,
    fields: rules.maxFields,
    parts: rules.maxParts,
    fieldSize: rules.maxFieldBytes,
    headerPairs: 100,
  };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== rules.field || files.length >= rules.maxFiles) {
        part.file.resume();
        throw new HttpError(400, m.wrongField);
      }
      files.push(await writeToTemp(part, await storage.tempPath(), rules));
    }
  } catch (error) {
    await Promise.all(files.map((f) => storage.discard(f.tempPath)));
    throw asUploadError(error, rules);
  }
  return { fields, files };
}

async function writeToTemp(part: MultipartFile, tempPath: string, rules: UploadRules): Promise<ReceivedFile> {
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
    if (part.file.truncated || size > rules.maxBytes) throw new HttpError(413, rules.messages.tooLarge);
  } catch (error) {
    // The stream may still be opening its file when the pipeline fails: removing before it has
    // closed would let the file appear afterwards, left behind.
    if (!out.closed) await once(out, 'close').catch(() => undefined);
    await fs.promises.rm(tempPath, { force: true });
    throw error;
  }
  return { tempPath, rawFilename: part.filename, size, sha256: hash.digest('hex'), utf8Text: text.end() };
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

/**
 * What the client should hear about a failed upload. Our own errors pass through, and so does a
 * failure of the disk (it carries a syscall: a server problem, logged as such); everything else
 * came from parsing the request (busboy's "Unexpected end of form", a missing boundary, a body
 * cut short) and is the client's malformed multipart.
 */
function asUploadError(error: unknown, rules: UploadRules): unknown {
  if (error instanceof HttpError || error instanceof BizError) return error;
  const m = rules.messages;
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, m.tooLarge);
  if (code === 'FST_FILES_LIMIT') return m.tooMany();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, m.tooMuch);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, m.notMultipart);
  if (typeof syscall === 'string') return error;
  return new HttpError(400, m.malformed);
}
