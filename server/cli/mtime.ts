import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time in a file or folder tree (0 when absent), for build staleness checks. */
export function newestMtime(entry: string, include: (file: string) => boolean = () => true): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return include(entry) ? stat.mtimeMs : 0;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child), include));
  return newest;
}
