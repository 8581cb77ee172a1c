import type { TestUser } from '../../testing/fixtures.js';
import { multipartBody } from '../../testing/uploads.js';
import { buildWorld, type World } from '../../testing/world.js';

/** Test-only: the two-park world (server/testing/world.ts), uploads through the API, and files with real magic numbers. */

export { buildWorld, type World };
export { filesUnder, multipartBody, pngBytes } from '../../testing/uploads.js';

export const UPLOAD = '/api/dpboot/attach/upload/single';

export const fileForm = (filename: string, data: Buffer | string, extra: Record<string, string> = {}) =>
  multipartBody([
    ...Object.entries(extra).map(([name, value]) => ({ name, data: value })),
    { name: 'file', filename, data },
  ]);

/** POSTs the form to attach/upload/single, signed for park 1 (anonymous when token is null). */
export const sendUpload = (w: World, form: { payload: Buffer; headers: Record<string, string> }, user: TestUser | null) =>
  w.t.app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: { ...w.t.sign(1, user?.token), ...form.headers },
    payload: form.payload,
  });

export function pdfBytes(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/** The first bytes of a Linux executable (ELF) and of a Windows one (MZ/PE). */
export const elfBytes = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
export const exeBytes = () => Buffer.concat([Buffer.from('MZ', 'ascii'), Buffer.alloc(126, 0x90)]);

/** The UTF-8 name in a content-disposition header's filename* parameter. */
export function dispositionFilename(header: string | undefined): string | undefined {
  const match = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}
