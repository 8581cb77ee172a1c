export const MAX_FILENAME_LENGTH = 200;

/**
 * The uploaded file's name as users will see it again: no directory parts (a client may send
 * "C:\\Users\\…\\报告.pdf"), no control or bidirectional-override characters (which can disguise
 * "exe.pdf" as "fdp.exe"), at most 200 characters with the extension kept. Only ever used for
 * display and the download header, never as a path on disk.
 */
export function displayFilename(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    // Browsers send a double quote in a file name as %22 (HTML's multipart/form-data encoding).
    .replaceAll('%22', '"')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .normalize('NFC')
    .trim();
  const chars = Array.from(clean);
  if (chars.length <= MAX_FILENAME_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(clean.slice(dot)) : [];
  // An absurdly long "extension" is not one: cut the name as a whole.
  if (ext.length === 0 || ext.length > 16) return chars.slice(0, MAX_FILENAME_LENGTH).join('');
  return (
    chars
      .slice(0, MAX_FILENAME_LENGTH - ext.length)
      .join('')
      .trimEnd() + ext.join('')
  );
}
