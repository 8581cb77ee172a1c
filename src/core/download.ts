import { DEFAULT_EXPORT_FILE_NAME } from '@common/constants';
import type { ApiBase } from '@common/constants';
import { requestFile } from './http';

/** Saves a Blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * The generic data export of SPEC §7: POST a JSON body, receive a blob, save it under the name
 * from content-disposition, default 数据导出.
 */
export async function exportData(path: string, body: unknown, base: ApiBase = 'dpboot'): Promise<string> {
  const { blob, filename } = await requestFile(path, { base, method: 'POST', body, loading: '加载中……' });
  const name = filename ?? DEFAULT_EXPORT_FILE_NAME;
  saveBlob(blob, name);
  return name;
}
