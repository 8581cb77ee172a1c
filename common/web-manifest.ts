import { PLATFORM_NAME } from './constants.js';
import { DEFAULT_THEME_COLOR, logoOf, themeColorOf, type TenantAnswer } from './tenant.js';

/** One icon of a web app manifest. */
export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

/** The web app manifest fields the portal sets. */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'portrait';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/** The manifest's address: the build writes the default one there, the server answers it per park. */
export const MANIFEST_PATH = '/innoweb/manifest.webmanifest';

/** The app's own icons (public/), relative to the manifest: every park keeps them as the installable fallback. */
export const DEFAULT_ICONS: ManifestIcon[] = [
  { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The installable app (DESIGN §5): Chinese names, the default park's blue, standalone under /innoweb/. */
export const DEFAULT_MANIFEST: WebManifest = {
  id: '/innoweb/index',
  name: PLATFORM_NAME,
  short_name: '园区运营平台',
  description: '园区企业服务与运营门户：政策匹配与申报、创新积分、金融、载体、供需对接、园区运营。',
  lang: 'zh-CN',
  dir: 'ltr',
  start_url: '/innoweb/index',
  scope: '/innoweb/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: DEFAULT_THEME_COLOR,
  background_color: '#ffffff',
  icons: DEFAULT_ICONS,
};

/** A home screen shows about this many Chinese characters under an icon. */
const SHORT_NAME_MAX = 12;

/**
 * The manifest of one park (its tenant answer): the park's name, its short name under the icon,
 * its colour for the window and the splash screen, its logo as the first icon. An SVG logo scales
 * to any size (`sizes: any`); a bitmap logo's pixel size is unknown here, and an icon declared at
 * the wrong size is drawn blurred or refused, so it is left out. The app's own PNG icons (192, 512
 * and the maskable one) always follow, so the app installs on every browser whatever the logo is.
 */
export function parkManifest(answer: TenantAnswer): WebManifest {
  const logo = logoOf(answer.logo);
  const logoIcons: ManifestIcon[] = /\.svg$/i.test(logo) ? [{ src: logo, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }] : [];
  return {
    ...DEFAULT_MANIFEST,
    name: answer.fullname || DEFAULT_MANIFEST.name,
    short_name: [...answer.dp_simple].slice(0, SHORT_NAME_MAX).join('') || DEFAULT_MANIFEST.short_name,
    description: `${answer.fullname}·${PLATFORM_NAME}：政策匹配与申报、创新积分、金融、载体、供需对接、园区运营。`,
    theme_color: themeColorOf(answer.themeColor),
    icons: [...logoIcons, ...DEFAULT_ICONS],
  };
}
