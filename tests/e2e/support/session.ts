import http from 'node:http';
import type { BrowserContext } from '@playwright/test';
import { TOKEN_COOKIE, TOKEN_ISSUED_AT_KEY } from '../../../common/constants.js';
import { PUBLIC_KEY_META, SMS_SIGNATURE_CONSTANT } from '../../../common/signature.js';
import { TENANT_SCRIPT_ID } from '../../../common/tenant.js';
import { rsaEncryptForTest } from '../../../server/lib/rsa.js';
import { lastSmsCode } from '../../../server/testing/sms-outbox.js';
import { signedHeaders } from '../../../server/testing/signing.js';
import { DEMO_PASSWORD, E2E_CAPTCHA } from './constants.js';

/**
 * Signing in without the login screen: the password login of the API, made as the login screen
 * makes it (signed, the password RSA-encrypted with the key the page carries), once per account,
 * park and worker; every later test of the worker gets the same session in its browser — the
 * token cookie and the note of when it was issued, which is all a signed-in browser keeps that the
 * app does not fetch again itself. The session is checked before it is handed out again (a test
 * may have logged it out), and a new one is opened when it no longer answers.
 */

/** The cookie the web app keeps the token in (src/core/cookies.ts, its build's suffix). */
const suffix = process.env.VITE_COOKIE_SUFFIX ?? '';
export const TOKEN_COOKIE_NAME = `innoweb${suffix ? `_${suffix}` : ''}_${TOKEN_COOKIE}`;

/** What the page shell of a park's origin tells the client: its signing key and its park number. */
export interface ParkShell {
  publicKeyPem: string;
  sysid: number;
}

interface Answer {
  status: number;
  body: string;
}

/**
 * A request to an origin of the server. Node does not resolve *.localhost as Chromium does, so a
 * park's hostname is sent as the Host header to the address the name stands for.
 */
function send(origin: string, method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  const url = new URL(origin);
  const host = url.hostname.endsWith('.localhost') || url.hostname === 'localhost' ? '127.0.0.1' : url.hostname;
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host, port: url.port, method, path, headers: { ...headers, host: url.host, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const shells = new Map<string, Promise<ParkShell>>();

export function parkShell(origin: string): Promise<ParkShell> {
  let shell = shells.get(origin);
  if (!shell) {
    shell = send(origin, 'GET', '/innoweb/index').then(({ body }) => {
      const key = new RegExp(`<meta name="${PUBLIC_KEY_META}" content="([^"]+)"`).exec(body)?.[1];
      const tenant = new RegExp(`<script[^>]*id="${TENANT_SCRIPT_ID}"[^>]*>([^<]*)</script>`).exec(body)?.[1];
      if (!key || !tenant) throw new Error(`${origin}/innoweb/index carries no signing key or park`);
      return {
        publicKeyPem: `-----BEGIN PUBLIC KEY-----\n${key}\n-----END PUBLIC KEY-----\n`,
        sysid: (JSON.parse(tenant) as { bdSysId: number }).bdSysId,
      };
    });
    shell.catch(() => shells.delete(origin));
    shells.set(origin, shell);
  }
  return shell;
}

/** Whether the session still answers (nobody logged it out or ended it since). */
async function answers(origin: string, token: string): Promise<boolean> {
  const { publicKeyPem, sysid } = await parkShell(origin);
  const { status, body } = await send(origin, 'GET', `/api/dpboot/user/current?sysid=${String(sysid)}`, signedHeaders(publicKeyPem, sysid, token));
  return status === 200 && (JSON.parse(body) as { statusCode?: number }).statusCode === 200;
}

/** A new session of the account by the password login of the API; its token. */
async function passwordLogin(origin: string, phone: string, password: string): Promise<string> {
  const { publicKeyPem, sysid } = await parkShell(origin);
  const form = new URLSearchParams({ phone, code: rsaEncryptForTest(publicKeyPem, password), verCode: E2E_CAPTCHA }).toString();
  const { status, body } = await send(
    origin,
    'POST',
    `/api/dpboot/passport/login/pass?sysid=${String(sysid)}`,
    { ...signedHeaders(publicKeyPem, sysid), uuid: `e2e-${phone}`, 'content-type': 'application/x-www-form-urlencoded' },
    form,
  );
  const answer = JSON.parse(body) as { statusCode?: number; message?: string; data?: { token?: string } };
  if (status !== 200 || answer.statusCode !== 200 || !answer.data?.token)
    throw new Error(`signing in ${phone} at ${origin} was refused: ${answer.message ?? body.slice(0, 200)}`);
  return answer.data.token;
}

/**
 * A new session by the SMS code login of the API (an account without a password of its own, as
 * the seeded staff of the parks' organisations): the code is sent, read from the console
 * gateway's outbox as a person reads the text, and signed in with.
 */
export async function smsSessionToken(phone: string, origin = ''): Promise<string> {
  const at = originOf(origin);
  const { publicKeyPem, sysid } = await parkShell(at);
  // A signature is good for one request: each gets its own.
  const headers = () => ({ ...signedHeaders(publicKeyPem, sysid), uuid: `e2e-${phone}`, 'content-type': 'application/x-www-form-urlencoded' });
  const sent = await send(
    at,
    'POST',
    `/api/dpboot/passport/code/send/login?sysid=${String(sysid)}`,
    headers(),
    new URLSearchParams({ phone, verCode: E2E_CAPTCHA, signature: rsaEncryptForTest(publicKeyPem, SMS_SIGNATURE_CONSTANT) }).toString(),
  );
  if ((JSON.parse(sent.body) as { statusCode?: number }).statusCode !== 200) throw new Error(`no SMS code for ${phone}: ${sent.body.slice(0, 200)}`);
  const code = lastSmsCode(process.env.E2E_DATA_DIR!, phone, 'login');
  if (!code) throw new Error(`the outbox holds no login code for ${phone}`);
  const form = new URLSearchParams({ phone, code, verCode: E2E_CAPTCHA }).toString();
  const { body } = await send(at, 'POST', `/api/dpboot/passport/login/code?sysid=${String(sysid)}`, headers(), form);
  const token = (JSON.parse(body) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`signing in ${phone} by SMS at ${at} was refused: ${body.slice(0, 200)}`);
  return token;
}

/**
 * A signed call to a park's origin (any park: the page shell's host is sent as Host) as the
 * token's account, or a visitor without one: the whole envelope, for tests about refusals.
 */
export async function callAt<T>(origin: string, method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
  const at = originOf(origin);
  const { publicKeyPem, sysid } = await parkShell(at);
  const json = body === undefined ? undefined : JSON.stringify(body);
  const headers = { ...signedHeaders(publicKeyPem, sysid, token), ...(json ? { 'content-type': 'application/json' } : {}) };
  const answer = await send(at, method, `${path}${path.includes('?') ? '&' : '?'}sysid=${String(sysid)}`, headers, json);
  return JSON.parse(answer.body) as { statusCode: number; message: string; data: T };
}

/** This worker's sessions, by origin and phone. */
const sessions = new Map<string, string>();

/** The origin a test means: its own, or the run's server when it names none. */
export const originOf = (origin = ''): string => origin || process.env.E2E_BASE_URL!;

/** A live session token of the account at the origin: this worker's, or a new one. */
export async function sessionToken(phone: string, origin = '', password = DEMO_PASSWORD): Promise<string> {
  const at = originOf(origin);
  const key = `${at} ${phone} ${password}`;
  const saved = sessions.get(key);
  if (saved && (await answers(at, saved))) return saved;
  // The server at this origin may be another one now (a spec's own server, started again on a
  // port used before): its page shell is read again, with its key.
  shells.delete(at);
  const token = await passwordLogin(at, phone, password);
  sessions.set(key, token);
  return token;
}

/** The token cookie the context holds for the origin, if any. */
export async function tokenCookie(context: BrowserContext, origin = ''): Promise<string | undefined> {
  return (await context.cookies(originOf(origin))).find((cookie) => cookie.name === TOKEN_COOKIE_NAME)?.value;
}

/**
 * Puts the account's session into the browser context, as the login screen leaves it: the token
 * cookie for the origin and the note of when it was issued (so the app does not exchange it, which
 * would end the session other tests share). No page is opened: the next page the test opens is
 * signed in.
 */
export async function addSession(context: BrowserContext, phone: string, origin = '', password = DEMO_PASSWORD): Promise<string> {
  const at = originOf(origin);
  return addToken(context, await sessionToken(phone, at, password), at);
}

/** Puts a session token into the browser context (addSession's second half, for a token got otherwise). */
export async function addToken(context: BrowserContext, token: string, origin = ''): Promise<string> {
  const at = originOf(origin);
  await context.addCookies([{ name: TOKEN_COOKIE_NAME, value: token, url: at, sameSite: 'Lax', expires: Math.floor(Date.now() / 1000) + 86_400 }]);
  await context.addInitScript(
    ({ key, issuedAt }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, issuedAt);
    },
    { key: TOKEN_ISSUED_AT_KEY, issuedAt: String(Date.now()) },
  );
  return token;
}
