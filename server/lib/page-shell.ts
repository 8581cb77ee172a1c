import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { BOOT_SCRIPT_ID, type BootData } from '../../common/boot-data.js';
import { preloadMatcher, ROUTE_PRELOADS_FILE, type RoutePreload } from '../../common/route-preloads.js';
import { logoOf, TENANT_SCRIPT_ID, themeColorOf, type TenantAnswer } from '../../common/tenant.js';
import { contentSecurityPolicy, inlineStyleHashes } from './content-security-policy.js';
import { injectPublicKey } from './public-key-meta.js';

const BASE = '/innoweb';

/** The shell as sent: plain, and compressed for the browsers that accept it. */
export interface ShellBody {
  plain: string;
  br: Buffer;
  gzip: Buffer;
  /** Its Content-Security-Policy: the app's, allowing this page's inline stylesheets by hash. */
  csp: string;
}

/** JSON that is safe inside a script element: no `</script>`, no HTML comment openers. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Stylesheets up to this size go into the page itself; a larger one is preloaded instead. */
const INLINE_STYLE_LIMIT = 32 * 1024;

/** A stylesheet written into a page: nothing in it can close the element early. */
export const styleTag = (css: string) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * The tags a route's first render needs. Its chunks are module preloads at low priority, so the
 * shell's first paint and the entry script go first. Its stylesheets come inside the page: no
 * request of their own to wait for, none to hold up the entry script on a phone's few connections.
 * Each is followed by a disabled link to the file, which the browser does not fetch but the chunk
 * loader reads as "this stylesheet is already in the page" and so does not fetch either.
 * `readStyle` gives a built stylesheet's text, or undefined to preload it instead.
 */
export function preloadTags(preload: RoutePreload | undefined, readStyle: (file: string) => string | undefined): string {
  if (!preload) return '';
  const href = (file: string) => attr(`${BASE}/${file}`);
  return [
    ...preload.modules.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href(file)}">`),
    ...preload.styles.map((file) => {
      const css = readStyle(file);
      if (css === undefined) return `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${href(file)}">`;
      return `${styleTag(css)}<link rel="stylesheet" crossorigin href="${href(file)}" disabled>`;
    }),
  ].join('');
}

/** The first screen's answers (and the login page's captcha) for the page: common/boot-data.ts. */
export const bootTag = (boot: BootData) => `<script type="application/json" id="${BOOT_SCRIPT_ID}">${scriptJson(boot)}</script>`;

export const tenantTag = (answer: TenantAnswer) => `<script type="application/json" id="${TENANT_SCRIPT_ID}">${scriptJson(answer)}</script>`;

/**
 * The park's look in the page itself, so the first paint already has it: its colour as
 * antd-mobile's primary colour (after the entry stylesheet, whose html:root rule it overrides with
 * the same specificity) and as the browser's theme-color, its logo as the page icon, its short name
 * as the home-screen title. The colour and the logo pass the same checks as the tenant answer.
 */
export function parkLook(html: string, tenant: TenantAnswer): string {
  const colour = themeColorOf(tenant.themeColor);
  const logo = logoOf(tenant.logo);
  // Replacer functions: a park's name is text, never a replacement pattern.
  return html
    .replace(/(<meta name="theme-color" content=")[^"]*"/, (_tag, start: string) => `${start}${colour}"`)
    .replace(/(<meta name="apple-mobile-web-app-title" content=")[^"]*"/, (_tag, start: string) => `${start}${attr(tenant.dp_simple)}"`)
    .replace(/<link rel="icon" href="[^"]*" type="[^"]*"/, () => `<link rel="icon" href="${attr(logo)}"${/\.svg$/i.test(logo) ? ' type="image/svg+xml"' : ''}`)
    .replace('</head>', () => `${styleTag(`html:root{--adm-color-primary:${colour}}`)}</head>`);
}

const MAX_CACHED = 500;

/** Kept shells are compressed once, as small as possible; a one-browser shell quickly. */
const SMALLEST = { brotli: 11, gzip: 9 };
const FAST = { brotli: 4, gzip: 6 };

function compress(plain: string, level: { brotli: number; gzip: number }): ShellBody {
  return {
    plain,
    br: zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level.brotli } }),
    gzip: zlib.gzipSync(plain, { level: level.gzip }),
    csp: contentSecurityPolicy(inlineStyleHashes(plain)),
  };
}

/**
 * The page shell for one request: the built index.html with the server's public key, the park of
 * the request's hostname and its look, and the preloads of the route it opens. Each variant (park × route) is
 * compressed once and kept, so serving a page costs a map lookup.
 */
export class PageShell {
  private readonly cache = new Map<string, ShellBody>();

  private readonly styles = new Map<string, string | undefined>();

  private constructor(
    private readonly html: string,
    private readonly preloadOf: (appPath: string) => RoutePreload | undefined,
    private readonly webDir: string,
  ) {}

  /** A built stylesheet's text when it is small enough to go into the page (read once). */
  private readStyle = (file: string): string | undefined => {
    if (!this.styles.has(file)) {
      const full = path.join(this.webDir, file);
      const small = fs.existsSync(full) && fs.statSync(full).size <= INLINE_STYLE_LIMIT;
      this.styles.set(file, small ? fs.readFileSync(full, 'utf8') : undefined);
    }
    return this.styles.get(file);
  };

  /** Null when the web app has not been built. */
  static load(webDir: string, publicKeyPem: string): PageShell | null {
    const file = path.join(webDir, 'index.html');
    if (!fs.existsSync(file)) return null;
    const preloadFile = path.join(webDir, ROUTE_PRELOADS_FILE);
    const preloads = fs.existsSync(preloadFile) ? (JSON.parse(fs.readFileSync(preloadFile, 'utf8')) as RoutePreload[]) : [];
    return new PageShell(injectPublicKey(fs.readFileSync(file, 'utf8'), publicKeyPem), preloadMatcher(preloads), webDir);
  }

  /** The path of a page under /innoweb/, as the app's routes name it ('/index'). */
  static appPath(pagePath: string): string {
    return pagePath.split('?')[0]!.slice(BASE.length) || '/';
  }

  /**
   * The shell for a page path under /innoweb/ and the park answering on its hostname. With
   * `routeAssets` false it names no route's chunks or styles (the service worker's copy, which
   * answers every page offline). `boot` is what the first screen needs (common/boot-data.ts): a
   * shell with the same reads is kept like the others; one with a captcha is for one browser only,
   * so it is made for the request and compressed quickly instead of kept.
   */
  body(pagePath: string, tenant: TenantAnswer, routeAssets = true, boot?: BootData): ShellBody {
    const appPath = PageShell.appPath(pagePath);
    const preload = routeAssets ? this.preloadOf(appPath) : undefined;
    const compose = () =>
      parkLook(
        this.html.replace('</head>', `    ${tenantTag(tenant)}${boot ? bootTag(boot) : ''}${preloadTags(preload, this.readStyle)}\n  </head>`),
        tenant,
      );
    if (boot?.captcha) return compress(compose(), FAST);
    const key = `${preload?.path ?? ''}\n${JSON.stringify(tenant)}\n${boot ? JSON.stringify(boot.reads) : ''}`;
    let body = this.cache.get(key);
    if (!body) {
      body = compress(compose(), SMALLEST);
      if (this.cache.size >= MAX_CACHED) this.cache.clear();
      this.cache.set(key, body);
    }
    return body;
  }
}
