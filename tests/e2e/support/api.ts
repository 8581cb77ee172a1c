import type { APIRequestContext, Page } from '@playwright/test';
import { signedHeaders } from '../../../server/testing/signing.js';

/** Signed API calls from the test, the way the page makes them (the key is read from the page). */
export async function signedApi(page: Page, request: APIRequestContext, sysid = 1, token?: string) {
  const meta = await page.locator('meta[name="innoweb-rsa-public-key"]').getAttribute('content');
  const pem = `-----BEGIN PUBLIC KEY-----\n${meta!}\n-----END PUBLIC KEY-----\n`;
  const headers = () => signedHeaders(pem, sysid, token);
  return {
    async get<T>(path: string): Promise<T> {
      const response = await request.get(path, { headers: headers() });
      return ((await response.json()) as { data: T }).data;
    },
    async post<T>(path: string, body: unknown): Promise<T> {
      const response = await request.post(path, { headers: headers(), data: body });
      return ((await response.json()) as { data: T }).data;
    },
  };
}

export type SignedApi = Awaited<ReturnType<typeof signedApi>>;
