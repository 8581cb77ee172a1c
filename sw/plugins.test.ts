import { describe, expect, it } from 'vitest';
import { envelopeOnly, tokenScopedKeys, withoutPersonalFields } from './plugins';

type CacheWillUpdate = (p: { response: Response }) => Promise<Response | null>;
type KeyWillBeUsed = (p: { request: Request; mode: 'read' | 'write' }) => Promise<string>;

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, ...init });

describe('worker caching plugins', () => {
  const keep = envelopeOnly().cacheWillUpdate as unknown as CacheWillUpdate;
  const keyOf = tokenScopedKeys().cacheKeyWillBeUsed as unknown as KeyWillBeUsed;

  it('keeps only HTTP 200 answers with envelope 200 that are not marked private', async () => {
    expect(await keep({ response: json({ statusCode: 200, message: 'ok', data: [] }) })).not.toBeNull();
    expect(await keep({ response: json({ statusCode: 400, message: '参数错误', data: null }) })).toBeNull();
    expect(
      await keep({ response: json({ statusCode: 500, message: 'x', data: null }, { status: 500 }) }),
    ).toBeNull();
    expect(await keep({ response: new Response('<html>', { status: 200 }) })).toBeNull();
    expect(
      await keep({
        response: json({ statusCode: 200, data: 1 }, { headers: { 'cache-control': 'private, no-store' } }),
      }),
    ).toBeNull();
  });

  it('keys a signed-in request apart from the anonymous one and from other tokens', async () => {
    const url = 'https://park.example.cn/api/dpboot/notice/detail/3?sysid=1';
    const anonymous = await keyOf({
      request: new Request(url, { headers: { timestamp: '1' } }),
      mode: 'read',
    });
    const operator = await keyOf({
      request: new Request(url, { headers: { Authorization: 'Bearer a' } }),
      mode: 'read',
    });
    const other = await keyOf({
      request: new Request(url, { headers: { Authorization: 'Bearer b' } }),
      mode: 'read',
    });
    expect(anonymous).toBe(url);
    expect(operator).not.toBe(url);
    expect(operator).not.toBe(other);
    expect(operator).not.toContain('Bearer');
    expect(
      await keyOf({
        request: new Request(url, { headers: { Authorization: 'Bearer a', timestamp: '2' } }),
        mode: 'write',
      }),
    ).toBe(operator);
  });

  it('stores declaration notices without the application of the enterprise (no personal data in the cache)', async () => {
    const strip = withoutPersonalFields(['mine']).cacheWillUpdate as unknown as CacheWillUpdate;
    const mine = { id: 9, state: 'CHECK' };
    const list = await strip({
      response: json({
        statusCode: 200,
        data: {
          list: [
            { id: 1, name: '研发补助', mine },
            { id: 2, name: '人才奖励', mine: null },
          ],
          total: 2,
        },
      }),
    });
    expect(await list!.json()).toEqual({
      statusCode: 200,
      data: {
        list: [
          { id: 1, name: '研发补助' },
          { id: 2, name: '人才奖励' },
        ],
        total: 2,
      },
    });
    const detail = await strip({
      response: json(
        { statusCode: 200, data: { id: 1, name: '研发补助', mine } },
        { headers: { 'content-type': 'application/json' } },
      ),
    });
    expect(detail!.headers.get('content-type')).toBe('application/json');
    expect(await detail!.json()).toEqual({ statusCode: 200, data: { id: 1, name: '研发补助' } });
  });
});
