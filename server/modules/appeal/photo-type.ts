import { fileTypeFromFile } from 'file-type';
import { BizError } from '../../lib/errors.js';

/** The photo types accepted, as file-type sniffs them from the bytes: stored type and extension. */
const IMAGE_TYPES: Record<string, { mime: string; ext: string }> = {
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/gif', ext: 'gif' },
};

export const NOT_AN_IMAGE = '照片只能是 jpg、png、webp 或 gif 格式的图片';

/** What the bytes of a photo are; a BizError when they are no image we keep (whatever the name says). */
export async function sniffImage(filePath: string): Promise<{ mime: string; ext: string }> {
  const sniffed = await fileTypeFromFile(filePath);
  const known = sniffed ? IMAGE_TYPES[sniffed.ext] : undefined;
  if (!known) throw new BizError(NOT_AN_IMAGE);
  return known;
}
