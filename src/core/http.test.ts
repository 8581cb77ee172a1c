import crypto from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_KEY_META } from '@common/signature';
import { removeCookie, setCookie } from './cookies';
import { buildUrl, EnvelopeError, HttpResponseError, request, requestFile } from './http';
import { setNotifier } from './notify';
import { clearTenant, setTenant } from './tenant';
import { DEFAULT_TENANT } from '@common/tenant';

const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

/** What the server does with the nonce (native decryption without padding, then PKCS#1 v1.5 unpadding). */
function decryptNonce(nonce: string): string {
  const block = crypto.privateDecrypt({ key: privateKey, padding: crypto.constants.RSA_NO_PADDING }, Buffer.from(nonce, 'base64'));
  return block.subarray(block.indexOf(0, 2) + 1).toString();
}

const envelope = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init });

let fetchMock: ReturnType<typeof vi.fn>;
const errors: string[] = [];

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = PUBLIC_KEY_META;
  meta.content = publicKey.export({ type: 'spki', format: 'pem' }).toString().replace(/-----[^-]+-----|\s+/g, '');
  document.head.appendChild(meta);
  setNotifier({ error: (m) => errors.push(m), success: () => undefined, loading: () => () => undefined });
});

beforeEach(() => {
  errors.length = 0;
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  setTenant({ ...DEFAULT_TENANT, id: 3 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  removeCookie('token');
  clearTenant();
});

const sentHeaders = () => fetchMock.mock.calls[0]![1].headers as Record<string, string>;

describe('signing (SPEC §7)', () => {
  it('sends sysid, timestamp, an RSA nonce and Signature = md5(timestamp + random)', async () => {
    fetchMock.mockResolvedValue(envelope({ statusCode: 200, message: 'ok', data: 1 }));
    await request('v2/org/infor/1', { base: 'parkboot', method: 'POST' });
    const headers = sentHeaders();
    expect(headers.sysid).toBe('3');
    expect(Math.abs(Number(headers.timestamp) - Date.now())).toBeLessThan(5000);
    const random = decryptNonce(headers.nonce!);
    expect(random).toMatch(/^[0-9a-f]{32}$/);
    expect(headers.Signature).toBe(crypto.createHash('md5').update(headers.timestamp! + random).digest('hex'));
    expect(headers.Authorization).toBeUndefined();
    expect(headers.uuid).toBe('ghost-uuid');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/parkboot/v2/org/infor/1');
  });

  it('uses a fresh nonce for every request', async () => {
    fetchMock.mockImplementation(async () => envelope({ statusCode: 200, message: 'ok', data: 1 }));
    await request('a', { base: 'parkboot' });
    await request('a', { base: 'parkboot' });
    const [a, b] = fetchMock.mock.calls.map((c) => (c[1].headers as Record<string, string>).nonce);
    expect(a).not.toBe(b);
  });

  it('sends the bearer token only when the cookie holds something other than "undefined"', async () => {
    fetchMock.mockImplementation(async () => envelope({ statusCode: 200, message: 'ok', data: 1 }));
    setCookie('token', 'undefined');
    await request('a', { base: 'dpboot' });
    expect(sentHeaders().Authorization).toBeUndefined();
    setCookie('token', 'tok123');
    await request('a', { base: 'dpboot' });
    expect((fetchMock.mock.calls[1]![1].headers as Record<string, string>).Authorization).toBe('Bearer tok123');
  });

  it('adds sysid to the query of dpboot paths only, and leaves absolute URLs unsigned', async () => {
    expect(buildUrl('policy/listpolices', 'dpboot', { page: 2 })).toBe('/api/dpboot/policy/listpolices?page=2&sysid=3');
    expect(buildUrl('v2/org/listEsOrg', 'parkboot', undefined)).toBe('/api/parkboot/v2/org/listEsOrg');
    fetchMock.mockResolvedValue(envelope({ statusCode: 200, message: 'ok', data: 1 }));
    await request('https://map.example.com/tiles.json');
    expect(fetchMock.mock.calls[0]![0]).toBe('https://map.example.com/tiles.json');
    expect(sentHeaders()).toEqual({});
  });

  it('posts account calls form-urlencoded', async () => {
    fetchMock.mockResolvedValue(envelope({ statusCode: 200, message: 'ok', data: null }));
    await request('passport/login/code', { base: 'dpboot', body: { phone: '13800000003', code: '123456', verCode: 'ab12' }, form: true });
    const init = fetchMock.mock.calls[0]![1];
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toContain('application/x-www-form-urlencoded');
    expect(init.body).toBe('phone=13800000003&code=123456&verCode=ab12');
  });
});

describe('envelope and errors (SPEC §8)', () => {
  it("resolves with the envelope's data", async () => {
    fetchMock.mockResolvedValue(envelope({ statusCode: 200, message: 'ok', data: { n: 5 } }));
    await expect(request('x', { base: 'need' })).resolves.toEqual({ n: 5 });
  });

  it('shows the server message and rejects when statusCode is not 200', async () => {
    fetchMock.mockResolvedValue(envelope({ statusCode: 400, message: '手机号格式不正确', data: null }));
    await expect(request('x', { base: 'need' })).rejects.toBeInstanceOf(EnvelopeError);
    expect(errors).toEqual(['手机号格式不正确']);
  });

  it('passes the response on as the rejection of an HTTP error', async () => {
    const response = envelope({ statusCode: 401, message: '请先登录', data: null }, { status: 401 });
    fetchMock.mockResolvedValue(response);
    const rejection = await request('x', { base: 'need' }).catch((e: unknown) => e);
    expect(rejection).toBeInstanceOf(HttpResponseError);
    expect((rejection as HttpResponseError).response.status).toBe(401);
  });

  it('passes binary answers through with the file name from content-disposition', async () => {
    fetchMock.mockResolvedValue(
      new Response(new Uint8Array([1, 2, 3]), {
        headers: { 'content-type': 'application/octet-stream', 'content-disposition': "attachment; filename=\"x.xlsx\"; filename*=UTF-8''%E4%BC%81%E4%B8%9A.xlsx" },
      }),
    );
    const file = await requestFile('export', { base: 'dpboot', method: 'POST', body: {} });
    expect(file.filename).toBe('企业.xlsx');
    expect(file.blob.size).toBe(3);
  });
});
