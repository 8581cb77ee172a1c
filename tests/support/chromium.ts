import fs from 'node:fs';
import path from 'node:path';

/** Debian's Chromium (or CHROME_PATH). Nothing here downloads a browser. */
export function findChromium(): string | null {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'chromium')),
  ];
  return candidates.find((file): file is string => !!file && fs.existsSync(file)) ?? null;
}

/** Flags for a closed network, as root, headless. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
