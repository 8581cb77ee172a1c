import { fileTypeFromFile } from 'file-type';
import { BizError } from '../../lib/errors.js';

/**
 * What may be uploaded, keyed by the declared extension: the MIME type we store and serve, and
 * the type file-type must sniff from the bytes (`null`: plain text, which has no magic number).
 * The served type comes from this table, never from the client's Content-Type.
 */
const ALLOWED: Record<string, { mime: string; sniffed: string | null }> = {
  jpg: { mime: 'image/jpeg', sniffed: 'jpg' },
  jpeg: { mime: 'image/jpeg', sniffed: 'jpg' },
  png: { mime: 'image/png', sniffed: 'png' },
  gif: { mime: 'image/gif', sniffed: 'gif' },
  webp: { mime: 'image/webp', sniffed: 'webp' },
  pdf: { mime: 'application/pdf', sniffed: 'pdf' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', sniffed: 'docx' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', sniffed: 'xlsx' },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    sniffed: 'pptx',
  },
  // Legacy Office files are all one container format (MS-CFB); file-type cannot tell them apart.
  doc: { mime: 'application/msword', sniffed: 'cfb' },
  xls: { mime: 'application/vnd.ms-excel', sniffed: 'cfb' },
  ppt: { mime: 'application/vnd.ms-powerpoint', sniffed: 'cfb' },
  zip: { mime: 'application/zip', sniffed: 'zip' },
  txt: { mime: 'text/plain', sniffed: null },
  csv: { mime: 'text/csv', sniffed: null },
};

export const UNSUPPORTED_TYPE =
  '不支持的文件类型：仅支持图片（jpg、png、gif、webp）、PDF、Word/Excel/PowerPoint 文档、zip 压缩包和 txt/csv 文本';

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

/**
 * The MIME type of an upload, or a BizError when its declared extension is not allowed or does
 * not agree with what its bytes are (a .jpg that is really an .exe or a .pdf). `utf8Text` says the
 * bytes are valid UTF-8 without NUL: the only evidence we have for .txt/.csv.
 */
export async function verifiedMime(filePath: string, filename: string, utf8Text: boolean): Promise<string> {
  const ext = extensionOf(filename);
  const allowed = Object.hasOwn(ALLOWED, ext) ? ALLOWED[ext] : undefined;
  if (!allowed) throw new BizError(UNSUPPORTED_TYPE);
  const sniffed = await fileTypeFromFile(filePath);
  if (allowed.sniffed === null) {
    // A "text" file whose bytes carry a known magic number (an exe or a pdf renamed .txt) is not text.
    if (sniffed || !utf8Text) throw new BizError(`不支持的文件类型：文件内容不是 UTF-8 编码的 .${ext} 文本`);
    return allowed.mime;
  }
  if (sniffed?.ext !== allowed.sniffed) throw new BizError(`不支持的文件类型：文件内容与扩展名 .${ext} 不符`);
  return allowed.mime;
}

/** The photo types accepted where only images will do, as file-type sniffs them: stored type and extension. */
const IMAGE_TYPES: Record<string, { mime: string; ext: string }> = {
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/gif', ext: 'gif' },
};

/**
 * What the bytes of an image are, whatever its name says (a phone's IMG_0001.HEIC that is really a
 * PNG); the error `notImage` makes when they are no image we keep.
 */
export async function sniffImage(filePath: string, notImage: () => Error): Promise<{ mime: string; ext: string }> {
  const sniffed = await fileTypeFromFile(filePath);
  const known = sniffed && Object.hasOwn(IMAGE_TYPES, sniffed.ext) ? IMAGE_TYPES[sniffed.ext] : undefined;
  if (!known) throw notImage();
  return known;
}

/** Content-Type for serving a stored type: text is always stored as UTF-8. */
export function servedContentType(mime: string): string {
  return mime.startsWith('text/') ? `${mime}; charset=utf-8` : mime;
}
