import { API_BASES, REQUEST_TIMEOUT_MS, TOKEN_COOKIE, UUID_COOKIE, UUID_COOKIE_DEFAULT, type ApiBase } from '@common/constants';
import { OK, type Envelope } from '@common/envelope';
import { getCookie } from './cookies';
import { md5, randomString, rsaEncrypt } from './crypto';
import { IDEMPOTENCY_HEADER, QUEUED_HEADER } from './local-db';
import { notify } from './notify';
import { track } from './request-activity';
import { sysId } from './tenant';

/** The one HTTP client: base paths, signing, token, envelope and errors live here and nowhere else. */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: Method;
  /** Which API base the path is relative to; ignored for absolute URLs. */
  base?: ApiBase;
  query?: Record<string, QueryValue>;
  /** JSON body, or form fields when `form` is set (account calls are form-urlencoded). */
  body?: unknown;
  form?: boolean;
  /** FormData for uploads. */
  multipart?: FormData;
  /** A loading overlay shown while the call runs (加载中…… or 正在登陆...). */
  loading?: string;
  /** Background calls (page views, session sync) reject without showing the server's message. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Outbox calls: the idempotency key the server deduplicates on (header `Idempotency-Key`). */
  idempotencyKey?: string;
  /** Send without the bearer token (an anonymous record sent after someone else signed in). */
  anonymous?: boolean;
}

/** The server answered with HTTP 2xx but an envelope statusCode ≠ 200 (SPEC §8). */
export class EnvelopeError extends Error {
  constructor(readonly envelope: Envelope<unknown>) {
    super(envelope.message);
    this.name = 'EnvelopeError';
  }
}

/** An HTTP-level failure: the response is passed on with the rejection (SPEC §8). */
export class HttpResponseError extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`);
    this.name = 'HttpResponseError';
  }
}

/**
 * An outbox call that the service worker took into its background-sync queue because the network
 * was gone (HTTP 202 with the queued marker): the worker sends it later, the page must not.
 */
export class QueuedByWorkerError extends Error {
  constructor() {
    super('已转交后台发送');
    this.name = 'QueuedByWorkerError';
  }
}

export interface FileAnswer {
  blob: Blob;
  /** From content-disposition, when the server named the file. */
  filename: string | undefined;
}

const isAbsolute = (url: string) => /^[a-z][a-z\d+.-]*:\/\//i.test(url);

export function buildUrl(path: string, base: ApiBase | undefined, query: RequestOptions['query']): string {
  if (isAbsolute(path)) return path;
  const prefix = base ? API_BASES[base] : '';
  const url = new URL(prefix + path.replace(/^\//, ''), location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  if (url.pathname.includes('/dpboot')) url.searchParams.set('sysid', String(sysId()));
  return url.pathname + url.search;
}

/** The SPEC §7 headers of every relative request. */
export async function signingHeaders(anonymous = false): Promise<Record<string, string>> {
  const timestamp = String(Date.now());
  const random = randomString();
  const headers: Record<string, string> = {
    sysid: String(sysId()),
    timestamp,
    nonce: await rsaEncrypt(random),
    Signature: await md5(timestamp + random),
    // The captcha answer is bound to this browser's uuid cookie.
    uuid: getCookie(UUID_COOKIE) ?? UUID_COOKIE_DEFAULT,
  };
  const token = getCookie(TOKEN_COOKIE);
  if (!anonymous && token && token !== 'undefined') headers.Authorization = `Bearer ${token}`;
  return headers;
}

function encodeBody(options: RequestOptions, headers: Record<string, string>): BodyInit | undefined {
  if (options.multipart) return options.multipart;
  if (options.body === undefined) return undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(options.body as Record<string, QueryValue>)) {
      if (value !== undefined && value !== null) form.set(key, String(value));
    }
    return form.toString();
  }
  headers['Content-Type'] = 'application/json;charset=UTF-8';
  return JSON.stringify(options.body);
}

function filenameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1];
}

async function sendOnce(path: string, options: RequestOptions): Promise<Response> {
  const relative = !isAbsolute(path);
  const headers: Record<string, string> = relative ? await signingHeaders(options.anonymous) : {};
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  const body = encodeBody(options, headers);
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const hide = options.loading ? notify.loading(options.loading) : undefined;
  try {
    const response = await fetch(buildUrl(path, options.base, options.query), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
      credentials: 'same-origin',
    });
    if (!response.ok) throw new HttpResponseError(response);
    if (response.status === 202 && response.headers.has(QUEUED_HEADER)) throw new QueuedByWorkerError();
    return response;
  } finally {
    hide?.();
  }
}

/** Every call is counted while in flight (start-up work waits for the first screen's reads). */
const send = (path: string, options: RequestOptions): Promise<Response> => track(sendOnce(path, options));

/** A JSON call: resolves with the envelope's data, or shows the server's message and rejects. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.statusCode !== OK) {
    if (!options.silent) notify.error(envelope.message);
    throw new EnvelopeError(envelope);
  }
  return envelope.data;
}

/** A file answer (octet-stream, xlsx…): passed through as a Blob with the server's file name. */
export async function requestFile(path: string, options: RequestOptions = {}): Promise<FileAnswer> {
  const response = await send(path, options);
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const envelope = (await response.json()) as Envelope<unknown>;
    if (!options.silent) notify.error(envelope.message);
    throw new EnvelopeError(envelope);
  }
  return { blob: await response.blob(), filename: filenameFrom(response.headers.get('content-disposition')) };
}
