import { stableKey } from './stable-key.js';

/**
 * What the server puts into a page it sends, beside the park (common/tenant.ts), so that the
 * first screen paints without waiting for its reads: the answers of the route's public reads, and
 * on the login page a captcha already issued. Both are only a head start — the page still asks
 * the server again once it is shown.
 */
export const BOOT_SCRIPT_ID = 'innoweb-boot';

export interface BootCaptcha {
  /** The browser's captcha id (the uuid cookie) the answer is bound to; the page adopts it. */
  uuid: string;
  /** The image (SVG text). */
  svg: string;
}

export interface BootData {
  /** Answers' data by `bootReadKey(endpoint path, input)`. */
  reads: Record<string, unknown>;
  captcha?: BootCaptcha;
}

/** The key of a read: the endpoint's path and its input, whatever the order of its fields. */
export const bootReadKey = (path: string, input: unknown): string => `${path} ${stableKey(input ?? {})}`;
