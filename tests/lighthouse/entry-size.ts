import fs from 'node:fs';
import path from 'node:path';

/**
 * The page's own start-up scripts, compressed as the server sends them (DESIGN §6: the entry JS
 * for /index, React DOM included, must not grow): the module script index.html loads and the
 * scripts it preloads, measured by the build's gzip siblings.
 */
export const ENTRY_BUDGET_BYTES = 115 * 1024;

export interface EntryFile {
  file: string;
  gzipBytes: number;
}

export function entryScripts(webDir: string): EntryFile[] {
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  return [...new Set(urls)].map((url) => {
    const file = path.join(webDir, 'assets', path.basename(url));
    // A file under 1 KB has no compressed sibling (vite.config.ts precompress): it is sent as it is.
    const sent = fs.existsSync(`${file}.gz`) ? `${file}.gz` : file;
    return { file: path.basename(file), gzipBytes: fs.statSync(sent).size };
  });
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
