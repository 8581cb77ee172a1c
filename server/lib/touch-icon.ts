import fs from 'node:fs';
import path from 'node:path';
import type * as Resvg from '@resvg/resvg-js';
import { lazyRequire } from './lazy-require.js';

/** The native SVG renderer, loaded when a park's first SVG logo is drawn. */
const resvg = lazyRequire<typeof Resvg>('@resvg/resvg-js');

/** The size iOS asks for (the 3× home-screen icon); it scales it down for the others. */
export const TOUCH_ICON_SIZE = 180;

/**
 * A park's home-screen icon for iOS, which takes neither the manifest's icons nor an SVG: its logo
 * (a file of the built app, `logoOf` in common/tenant.ts) as a 180 px PNG on white, since iOS
 * fills transparency with black. A PNG logo is used as it is; null for a logo that cannot be
 * read or drawn (the app's own icon stands in).
 */
export function touchIconOf(webDir: string, logo: string): Buffer | null {
  const root = path.resolve(webDir);
  const file = path.join(root, logo.replace(/^\/innoweb\//, ''));
  if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) return null;
  if (/\.png$/i.test(file)) return fs.readFileSync(file);
  if (!/\.svg$/i.test(file)) return null;
  try {
    const svg = new (resvg().Resvg)(fs.readFileSync(file), {
      fitTo: { mode: 'width', value: TOUCH_ICON_SIZE },
      background: '#ffffff',
      font: { loadSystemFonts: false },
    });
    return svg.render().asPng();
  } catch {
    return null;
  }
}
