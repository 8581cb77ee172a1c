import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { attachmentStorage, withUpload, type UploadRules } from '../attachments.js';
import { BizError, HttpError } from '../../lib/errors.js';
import type { SheetCell } from './cell-values.js';

/** An import's .xlsx: one file in the multipart field `file`, at most 5 MB. */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

const importRules: UploadRules = {
  field: 'file',
  maxBytes: IMPORT_MAX_BYTES,
  maxFiles: 1,
  maxFields: 5,
  maxFieldBytes: 1024,
  maxParts: 6,
  messages: {
    notMultipart: '导入请求必须是 multipart/form-data',
    wrongField: '请只在字段 file 中上传一个 .xlsx 文件',
    tooLarge: '导入文件过大（最大 5 MB）',
    tooMany: () => new HttpError(413, '一次只能导入一个文件'),
    tooMuch: '上传内容过多',
    malformed: '上传内容格式不正确，请重新选择文件',
  },
};

/**
 * Receives an import's .xlsx (the route's module calls acceptUploads once) and hands its
 * temporary path to `read` (readFirstSheet and the import's checks); the file is gone afterwards.
 */
export function withUploadedSheet<R>(
  app: AppInstance,
  request: FastifyRequest,
  read: (path: string) => Promise<R>,
): Promise<R> {
  return withUpload(request, attachmentStorage(app), importRules, async (upload) => {
    const file = upload.files[0];
    if (!file || file.size === 0) throw new BizError('请选择要导入的 .xlsx 文件');
    return read(file.tempPath);
  });
}

/** A cell as an import reads it: trimmed text or a number, null when blank; anything else is refused by name. */
export type ImportCell = string | number | null | { bad: string };

export function importCell(raw: SheetCell): ImportCell {
  if (raw === null) return null;
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string') return raw.trim() === '' ? null : raw.trim();
  if (typeof raw === 'boolean') return { bad: String(raw) };
  if (raw instanceof Date) return { bad: '日期' };
  return { bad: raw.error };
}
