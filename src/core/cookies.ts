import { COOKIE_LIFETIME_DAYS, UUID_COOKIE, UUID_COOKIE_DEFAULT } from '@common/constants';

/**
 * Product cookie names carry a prefix made of the product's name plus a per-environment suffix
 * (SPEC §9), so two deployments on one domain do not read each other's cookies.
 */
const SUFFIX = import.meta.env.VITE_COOKIE_SUFFIX ?? '';
export const COOKIE_PREFIX = `innoweb${SUFFIX ? `_${SUFFIX}` : ''}_`;

export const cookieName = (name: string) => COOKIE_PREFIX + name;

export function getCookie(name: string): string | undefined {
  const key = encodeURIComponent(cookieName(name)) + '=';
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(key)) return decodeURIComponent(part.slice(key.length));
  }
  return undefined;
}

/** Every cookie's attributes: the whole site, first-party only, and only over HTTPS when the page is. */
function attributes(expires: string): string {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  return `; expires=${expires}; path=/; SameSite=Lax${secure}`;
}

export function setCookie(name: string, value: string, days = COOKIE_LIFETIME_DAYS): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${encodeURIComponent(cookieName(name))}=${encodeURIComponent(value)}${attributes(expires)}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(cookieName(name))}=${attributes('Thu, 01 Jan 1970 00:00:00 GMT')}`;
}

/** This browser's id for captcha answers; replaces the shared default on first visit. */
export function ensureUuid(): string {
  const existing = getCookie(UUID_COOKIE);
  if (existing && existing !== UUID_COOKIE_DEFAULT) return existing;
  const uuid = crypto.randomUUID();
  setCookie(UUID_COOKIE, uuid);
  return uuid;
}
