import type { APIRequestContext, Page } from '@playwright/test';
import { signedHeaders } from '../../../server/testing/signing.js';
import { originOf, parkShell } from './session.js';

/** Signed calls with the given key, as the page makes them. */
function signedCalls(request: APIRequestContext, pem: string, sysid: number, token?: string, origin = '') {
  const headers = () => signedHeaders(pem, sysid, token);
  return {
    async get<T>(path: string): Promise<T> {
      const response = await request.get(origin + path, { headers: headers() });
      return ((await response.json()) as { data: T }).data;
    },
    async post<T>(path: string, body: unknown): Promise<T> {
      const response = await request.post(origin + path, { headers: headers(), data: body });
      return ((await response.json()) as { data: T }).data;
    },
    /** The whole envelope of a POST, for a test about a refusal and its message. */
    async send<T>(path: string, body: unknown): Promise<{ statusCode: number; message: string; data: T }> {
      const response = await request.post(origin + path, { headers: headers(), data: body });
      return (await response.json()) as { statusCode: number; message: string; data: T };
    },
  };
}

/** Signed API calls from the test, the way the page makes them (the key is read from the page). */
export async function signedApi(page: Page, request: APIRequestContext, sysid = 1, token?: string) {
  const meta = await page.locator('meta[name="innoweb-rsa-public-key"]').getAttribute('content');
  const pem = `-----BEGIN PUBLIC KEY-----\n${meta!}\n-----END PUBLIC KEY-----\n`;
  return signedCalls(request, pem, sysid, token);
}

export type SignedApi = Awaited<ReturnType<typeof signedApi>>;

/**
 * Signed API calls to a park of the run's server without a page: the key and park number are read
 * from the park's page shell, as the page reads them. For setting up records before the screens
 * a test is about (with a token of support/session.ts: `apiAt(request, await sessionToken(phone))`).
 */
export async function apiAt(request: APIRequestContext, token?: string, origin = ''): Promise<SignedApi> {
  const at = originOf(origin);
  const { publicKeyPem, sysid } = await parkShell(at);
  return signedCalls(request, publicKeyPem, sysid, token, origin);
}
