/**
 * Preparing a chosen file for upload in the browser: phone photos (4000 px, 5–10 MB) are scaled to
 * at most 1600 px on the longest side and re-encoded as JPEG, which keeps a licence readable and the
 * upload small on a mobile network.
 */

export const MAX_IMAGE_SIDE = 1600;
const JPEG_QUALITY = 0.85;
/** Types the server stores as they are; other decodable images (HEIC, BMP…) are converted to JPEG. */
const KEPT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** Decodes with EXIF orientation applied; null when this browser cannot decode the file. */
async function decode(file: Blob): Promise<Decoded | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // Fall through to <img>, which some browsers decode more formats with.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, release: () => URL.revokeObjectURL(url) };
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
}

/** `营业执照.PNG` → `营业执照.jpg`: the server checks that the extension matches the bytes. */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name).trim();
  return `${stem || 'image'}.jpg`;
}

/** Target size for a longest side of at most `max` px, keeping the aspect ratio. */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The file to upload for the chosen one: large or unusual images as a scaled JPEG, everything else
 * (PDF, GIF, small images, images this browser cannot decode) unchanged.
 */
export async function prepareForUpload(file: File): Promise<File> {
  if (!file.type.startsWith('image/') || file.type === 'image/gif' || file.type === 'image/svg+xml') return file;
  const decoded = await decode(file);
  if (!decoded) return file;
  try {
    const convert = !KEPT_IMAGE_TYPES.includes(file.type);
    if (!convert && Math.max(decoded.width, decoded.height) <= MAX_IMAGE_SIDE) return file;
    const size = fitWithin(decoded.width, decoded.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(decoded.source, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    decoded.release();
  }
}

/** 1.2 MB, 340 KB: for showing people how large a file is. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
