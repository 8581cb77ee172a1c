import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type ManifestOptions, type VitePluginPWAAPI } from 'vite-plugin-pwa';
import { DEFAULT_MANIFEST } from './common/web-manifest.js';
import { loadConfig } from './server/config.js';
import { loadOrCreateKeys } from './server/lib/rsa.js';
import { styleTag } from './server/lib/page-shell.js';
import { injectPublicKey } from './server/lib/public-key-meta.js';
import { generateLists } from './tools/generate-lists.js';

// The areas found on disk (common/areas.generated.ts, not committed), for the dev server and the build alike.
generateLists();

/** In dev the page comes from Vite, not the API server: inject the same key the server uses. */
function devPublicKey(): Plugin {
  return {
    name: 'innoweb-dev-public-key',
    apply: 'serve',
    transformIndexHtml(html) {
      const config = loadConfig();
      return injectPublicKey(html, loadOrCreateKeys(config.dataDir, config.rsaPrivateKey).publicKeyPem);
    },
  };
}

const apiPort = Number(process.env.API_PORT || 8081);
/**
 * The installable app (DESIGN §5) as built: the default park's. The server answers the same
 * address with each park's own manifest (server/plugins/web.ts, common/web-manifest.ts).
 */
export const webManifest: Partial<ManifestOptions> = DEFAULT_MANIFEST;

/**
 * The shell's own files besides what index.html references: the icons and the parks' logos. Not
 * the manifest nor iOS's home-screen icon: the server answers them per park, and a precached copy
 * would be the build's default park's, revised only by the next build.
 */
const SHELL_EXTRAS = ['logo.svg', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png'];
const isShellExtra = (url: string) => SHELL_EXTRAS.includes(url) || /^parks\/[\w-]+\.svg$/.test(url);
const MANIFEST_FILE = 'manifest.webmanifest';
const PER_PARK = new Set([MANIFEST_FILE, 'apple-touch-icon.png']);
const urlOf = (entry: string | { url: string }) => (typeof entry === 'string' ? entry : entry.url);

/**
 * Precache the app shell only: index.html (under its route name `index`, which the server serves
 * with its signing key and the park injected), the scripts and styles it loads, the icons and logos.
 * Route chunks are cached by the worker on first use.
 */
export function shellOnly(indexHtml: string) {
  const referenced = new Set(
    [...indexHtml.matchAll(/(?:src|href)="\/innoweb\/([^"?#]+)"/g)].map((match) => match[1]!),
  );
  return <T extends { url: string }>(entries: T[]) => ({
    manifest: entries
      .filter((entry) => !PER_PARK.has(entry.url))
      .filter((entry) => entry.url === 'index.html' || referenced.has(entry.url) || isShellExtra(entry.url))
      .map((entry) => (entry.url === 'index.html' ? { ...entry, url: 'index' } : entry)),
    warnings: [] as string[],
  });
}

/**
 * vite-plugin-pwa adds the manifest to the precache after every transform of ours (as an
 * additional entry): take it out again before the worker is built.
 */
function manifestNotPrecached(): Plugin {
  let plugins: readonly Plugin[] = [];
  return {
    name: 'innoweb-manifest-not-precached',
    apply: 'build',
    configResolved(config) {
      plugins = config.plugins;
    },
    buildStart() {
      const pwa = plugins.find((plugin) => plugin.name === 'vite-plugin-pwa')?.api as VitePluginPWAAPI | undefined;
      pwa?.extendManifestEntries((entries) => entries.filter((entry) => urlOf(entry) !== MANIFEST_FILE));
    },
  };
}

/** antd-mobile's form and its controls: the screens that edit something, the login among them. */
const ANTD_FORMS =
  /node_modules[\\/](antd-mobile[\\/]es[\\/]components[\\/](form|selector|checkbox|radio|stepper|switch|text-area|virtual-input|number-keyboard|passcode-input|rate|segmented|popover|steps|collapse|floating-bubble|water-mark|result-page|progress-circle|progress-bar|avatar|ellipsis)[\\/]|rc-field-form|rc-segmented|@rc-component|@floating-ui|async-validator)/;

/** Its pickers, calendars, image upload and viewer, swipers: fewer screens still. */
const ANTD_PICKERS =
  /node_modules[\\/](antd-mobile[\\/]es[\\/]components[\\/](picker|picker-view|cascader|cascader-view|cascade-picker|cascade-picker-view|calendar|calendar-picker|calendar-picker-view|date-picker|date-picker-view|image-uploader|image-viewer|tree-select|slider|swipe-action|action-sheet|floating-panel|index-bar|jumbo-tabs|side-bar|swiper|page-indicator)[\\/]|dayjs)/;

/** What list screens add: pull to refresh, infinite scroll, search, dropdown filters (popups and gestures). */
const ANTD_LISTS =
  /node_modules[\\/](antd-mobile[\\/]es[\\/](components[\\/](popup[\\/](?!popup-base-props)|(pull-to-refresh|infinite-scroll|search-bar|dropdown|check-list)[\\/])|utils[\\/]use-drag-and-pinch)|@use-gesture)/;

/**
 * The icons antd-mobile's own components draw (close, check, arrows, search, clear…), the ones the
 * kit draws (states, export, attachments) and the tab bar's. The portal's own icons (the home
 * page's areas, the personal centre, a few screens) are a chunk of their own, which login and list
 * screens skip: one icon of the kit's outside this list pulls that chunk (13 KB) into every screen.
 */
const SHARED_ICONS = new Set([
  'AddOutline', 'CheckCircleFill', 'CheckOutline', 'ClockCircleFill', 'CloseCircleFill', 'CloseOutline', 'DownFill',
  'DownOutline', 'ExclamationCircleFill', 'InformationCircleFill', 'LeftOutline', 'MinusOutline', 'RightOutline',
  'QuestionCircleOutline', 'SearchOutline', 'SoundOutline', 'TextDeletionOutline',
  'FileOutline', 'ExclamationTriangleOutline', 'DownlandOutline', 'PictureOutline', 'GlobalOutline',
  'AppOutline', 'ShopbagOutline', 'UserOutline',
]);
const ICON = /node_modules[\\/]antd-mobile-icons[\\/]es[\\/]([A-Za-z]+)\.js$/;
function isPortalIcon(id: string): boolean {
  const name = ICON.exec(id)?.[1];
  return name !== undefined && !SHARED_ICONS.has(name);
}

/** antd-mobile's everyday components, its shared icons and helpers; not ErrorBlock's illustrations. */
const ANTD_BASE =
  /node_modules[\\/](?:antd-mobile[\\/](?!es[\\/]components[\\/]error-block)|(?:antd-mobile-icons|antd-mobile-v5-count|@react-spring|rc-util|ahooks|classnames|deepmerge|nano-memoize|react-fast-compare|react-is|runes2|staged-components|tslib|use-sync-external-store|lodash|js-cookie|intersection-observer|resize-observer-polyfill|screenfull|@babel[\\/]runtime|swr|dequal)[\\/])/;

/**
 * The kit's parts nearly every screen draws first (page frame, loading/empty/failed states, fields,
 * status tags, the resource hooks): one chunk instead of seven.
 */
const READ_KIT = /[\\/](common[\\/]status|src[\\/]ui[\\/](page-frame|states|status-tag|status|fields|format|resource))\.[a-z.]+$/;

/**
 * Chunks cut along what first screens need. On a slow phone network each request costs a round
 * trip and every byte of a first screen is waited for, so screens share few, larger chunks, and
 * what only some screens use stays out of the others' way: antd-mobile's everyday components,
 * helpers and shared icons form one chunk; list screens add the lists chunk, screens that edit
 * the forms chunk, and fewer still the pickers chunk; the portal's own icons are a chunk of their
 * own; ErrorBlock's illustrations go with the few screens that show them; the heavy one-screen
 * libraries (charts, maps, the editor, Dexie) keep their own. dist/web/route-preloads.json lists
 * what each route loads.
 *
 * The page itself loads two files besides Rolldown's 1 KB runtime: the entry (React, the router, the core, the route registry:
 * every module the entry reaches statically, which Rolldown would otherwise cut into half a dozen
 * small shared chunks, each a request of its own before the first screen) and React DOM, the
 * largest single library, beside it. A phone's connections share the bandwidth between the files
 * in flight, so the largest file is the last to arrive: two halves of 40–60 KB, downloaded side by
 * side with the route's chunks, arrive sooner than one file of 100 KB.
 */
const CHUNK_GROUPS = [
  { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 50 },
  { name: 'kit', test: READ_KIT, priority: 35, includeDependenciesRecursively: false },
  { name: 'antd-pickers', test: ANTD_PICKERS, priority: 32, includeDependenciesRecursively: false },
  { name: 'antd-forms', test: ANTD_FORMS, priority: 30, includeDependenciesRecursively: false },
  { name: 'antd-lists', test: ANTD_LISTS, priority: 25, includeDependenciesRecursively: false },
  { name: 'portal-icons', test: isPortalIcon, priority: 22, includeDependenciesRecursively: false },
  { name: 'antd', test: ANTD_BASE, priority: 20, includeDependenciesRecursively: false },
  { name: 'index', tags: ['$initial' as const], priority: 10, includeDependenciesRecursively: false },
];

/**
 * The entry's own stylesheet (global.css, under 1 KB compressed) goes into index.html: the shell
 * then paints without waiting for a stylesheet request.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'innoweb-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(/<link rel="stylesheet" crossorigin href="\/innoweb\/(assets\/[^"]+\.css)">/g, (tag, file: string) => {
          const asset = context.bundle?.[file];
          if (asset?.type !== 'asset') return tag;
          return styleTag(String(asset.source));
        });
      },
    },
  };
}

/**
 * The entry's screen imports without their chunks' preload lists. Vite gives every dynamic
 * import the list of chunks to preload with it, written into the importing chunk: for the ~100
 * portal screens the entry imports, lists that made up a tenth of the entry every visitor
 * downloads. The server preloads the first screen's chunks with the page (route-preloads.json),
 * and for later navigations the app preloads a screen's chunks from route-chunks.json, fetched
 * once start-up has settled (src/app/route-chunks.ts). Stylesheets stay in the lists: Vite loads
 * a chunk's styles only through them.
 */
const entryScreens = { entry: '', screens: new Set<string>() };
const ROUTES_FILE = /[\\/]src[\\/]modules[\\/][^\\/]+[\\/]routes\.ts$/;
function entryScreenChunks(): Plugin {
  return {
    name: 'innoweb-entry-screen-chunks',
    apply: 'build',
    enforce: 'pre',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        entryScreens.screens.clear();
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          if (chunk.isEntry) entryScreens.entry = chunk.fileName;
          const facade = chunk.isDynamicEntry && chunk.facadeModuleId ? this.getModuleInfo(chunk.facadeModuleId) : null;
          if (facade?.dynamicImporters.some((importer) => ROUTES_FILE.test(importer))) entryScreens.screens.add(chunk.fileName);
        }
      },
    },
  };
}
const resolveDependencies = (file: string, deps: string[], { hostId }: { hostId: string }) =>
  hostId === entryScreens.entry && entryScreens.screens.has(file) ? [] : deps;

let outDir = path.resolve('dist/web');

/** What the server sends compressed: text files worth it (the shell itself is compressed by the server). */
const COMPRESSIBLE = /\.(js|css|svg|webmanifest|json)$/;

/** Brotli and gzip siblings of the built text files, which the server sends to browsers that accept them. */
export function precompress(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = fs.readFileSync(file);
    if (content.length < 512) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}

export default defineConfig({
  base: '/innoweb/',
  // Contracts' schemas are for the server and for types: the web app gets builders that keep nothing.
  resolve: {
    alias: {
      typebox: path.resolve('src/core/schema-stand-in.ts'),
      '@/': `${path.resolve('src')}/`,
      '@common/': `${path.resolve('common')}/`,
    },
  },
  plugins: [
    react(),
    devPublicKey(),
    inlineEntryCss(),
    entryScreenChunks(),
    {
      name: 'innoweb-out-dir',
      configResolved(config) {
        outDir = path.resolve(config.root, config.build.outDir);
      },
    },
    {
      // The worker's cached reads come from the contracts' `cache` flags (tools/sw-reads.ts): written
      // before the build, in a child process, since it loads the contracts with their schemas.
      name: 'innoweb-sw-reads',
      apply: 'build',
      buildStart() {
        const result = spawnSync(process.execPath, ['--import', 'tsx', 'tools/sw-reads.ts'], { stdio: 'inherit' });
        if (result.status !== 0) throw new Error('sw/reads.generated.ts could not be written');
      },
    },
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: MANIFEST_FILE,
      manifest: webManifest,
      includeManifestIcons: true,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        manifestTransforms: [async (entries) => shellOnly(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'))(entries)],
      },
      devOptions: { enabled: false },
    }),
    manifestNotPrecached(),
    {
      // Written once the bundle and its manifest are: a child process, because it loads the route
      // registry (TypeScript that must not be bundled into this config).
      name: 'innoweb-route-preloads',
      apply: 'build',
      closeBundle: {
        order: 'post',
        sequential: true,
        handler() {
          const result = spawnSync(process.execPath, ['--import', 'tsx', 'tools/route-preloads.ts', outDir], { stdio: 'inherit' });
          if (result.status !== 0) throw new Error('route-preloads.json could not be written');
        },
      },
    },
    {
      name: 'innoweb-precompress',
      apply: 'build',
      // After the service worker is written, so sw.js is compressed too.
      closeBundle: { order: 'post', sequential: true, handler: () => void precompress(outDir) },
    },
  ],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    manifest: true,
    modulePreload: { resolveDependencies },
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    port: Number(process.env.PORT || 5173),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
