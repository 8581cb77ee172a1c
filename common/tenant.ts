import type { TenantAnswer } from './system/contract.js';

/** The tenant answer of POST /api/need/getTenantWrapper (SPEC §7): declared by its contract. */
export type { TenantAnswer } from './system/contract.js';

/** Tenant info as the client keeps it (SPEC §3), mapped from TenantAnswer. */
export interface TenantInfo {
  id: number;
  logo: string;
  name: string;
  indextitle: string;
  parkid: number;
  parkname: string;
  /** The park's colour (#rrggbb): antd-mobile's primary colour, the page's theme-color, the manifest's. */
  themeColor: string;
}

/**
 * The default park's blue: antd-mobile's #1677ff darkened until white text on it passes WCAG AA
 * (5.2:1 instead of 4.1:1).
 */
export const DEFAULT_THEME_COLOR = '#1466e6';

/** The default park's emblem, also the app's own icon (public/logo.svg). */
export const DEFAULT_LOGO = '/innoweb/logo.svg';

/**
 * The preset default tenant (SPEC §3): a high-tech zone in one city. The server seeds the same park
 * under the same id, so the client's fallback and the server's default agree.
 */
export const DEFAULT_TENANT: TenantInfo = {
  id: 1,
  logo: DEFAULT_LOGO,
  name: '杭州高新技术产业开发区',
  indextitle: '杭州高新区',
  parkid: 1001,
  parkname: '杭州高新区（滨江）',
  themeColor: DEFAULT_THEME_COLOR,
};

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** White text on a park's colour (buttons, the tab bar's badge, the home header) needs this much contrast. */
export const MIN_THEME_CONTRAST = 4.5;

/** The contrast of white text on a #rrggbb colour. */
export const whiteContrast = (hex: string) => 1.05 / (luminance(hex) + 0.05);

/**
 * A park's colour as the portal uses it: a #rrggbb colour (lower case) on which white text passes
 * WCAG AA; anything else — absent, another notation, too light — gives the default blue. The
 * colour goes into the page's own stylesheet, so nothing but this form may pass.
 */
export function themeColorOf(value: unknown): string {
  if (typeof value !== 'string' || !/^#[0-9a-f]{6}$/i.test(value)) return DEFAULT_THEME_COLOR;
  const colour = value.toLowerCase();
  return whiteContrast(colour) >= MIN_THEME_CONTRAST ? colour : DEFAULT_THEME_COLOR;
}

/**
 * A park's logo as the portal shows it: an image the portal serves itself (a path under
 * /innoweb/, as the Content-Security-Policy allows images from this origin only); anything else
 * gives the default emblem.
 */
export function logoOf(value: unknown): string {
  if (typeof value !== 'string' || !/^\/innoweb\/[\w\-./]+\.(svg|png|webp|jpe?g)$/i.test(value) || value.includes('..')) return DEFAULT_LOGO;
  return value;
}

export function tenantFromAnswer(answer: TenantAnswer): TenantInfo {
  return {
    id: answer.bdSysId,
    logo: answer.logo,
    name: answer.fullname,
    indextitle: answer.dp_simple,
    parkid: answer.sourceParkId,
    parkname: answer.highTechZone,
    // An answer from a server that predates the field still draws the park, in the default colour.
    themeColor: themeColorOf(answer.themeColor),
  };
}

/**
 * The server embeds the getTenantWrapper answer for the page's own hostname in the page shell,
 * as a JSON script with this id, so a first visit draws the park without waiting for that call.
 */
export const TENANT_SCRIPT_ID = 'innoweb-tenant';
