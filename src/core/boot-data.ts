import { BOOT_SCRIPT_ID, bootReadKey, type BootCaptcha, type BootData } from '@common/boot-data';
import { UUID_COOKIE } from '@common/constants';
import { setCookie } from './cookies';
import { hasToken } from './session';

/**
 * What the server put into the page for its first screen (common/boot-data.ts). The answers
 * stand in for the first screen's reads while they are asked again: only on the page the browser
 * loaded, for a visitor (some answers differ for a signed-in operator), and only for a minute.
 */
const LIFETIME_MS = 60_000;

let boot: BootData | null | undefined;
let loadedAt = '';
const started = Date.now();

function data(): BootData | null {
  if (boot !== undefined) return boot;
  loadedAt = location.pathname + location.search;
  const text = document.getElementById(BOOT_SCRIPT_ID)?.textContent;
  try {
    const parsed = text ? (JSON.parse(text) as Partial<BootData>) : null;
    boot = parsed && typeof parsed.reads === 'object' && parsed.reads !== null ? (parsed as BootData) : null;
  } catch {
    boot = null;
  }
  return boot;
}

/** The answer the page came with for this read, if it still stands in for it. */
export function bootRead<T>(path: string, input: unknown): T | undefined {
  const current = data();
  if (!current || hasToken() || Date.now() - started > LIFETIME_MS) return undefined;
  if (location.pathname + location.search !== loadedAt) return undefined;
  return current.reads[bootReadKey(path, input)] as T | undefined;
}

let captchaOwner: number | undefined;

/**
 * The captcha the page came with, for the first captcha image shown (`nonce` names it; a new image
 * or another mount gets none): the browser adopts its uuid, the cookie the answer is bound to,
 * so the first image needs no request.
 */
export function bootCaptcha(nonce: number): BootCaptcha | undefined {
  const captcha = data()?.captcha;
  if (!captcha) return undefined;
  captchaOwner ??= nonce;
  if (captchaOwner !== nonce) return undefined;
  setCookie(UUID_COOKIE, captcha.uuid);
  return captcha;
}
