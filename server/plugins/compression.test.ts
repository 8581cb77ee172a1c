import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app.js';
import { insertTwoTenants } from '../testing/fixtures.js';

describe('compressed API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    await insertTwoTenants(t.database.db);
  });
  afterAll(() => t.close());

  const docs = (acceptEncoding?: string) =>
    t.app.inject({ url: '/api/docs/json', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a large answer brotli-compressed to a browser that accepts it, else gzip, else plain', async () => {
    const plain = await docs();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = plain.json<{ openapi: string }>();
    expect(document.openapi).toMatch(/^3\./);

    const br = await docs('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(document);

    const gzip = await docs('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(document);
  });

  it('leaves small answers as they are', async () => {
    const answer = await t.app.inject({ url: '/api/dpboot/notice/list', headers: { 'accept-encoding': 'br', host: 'localhost' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json<{ statusCode: number }>().statusCode).not.toBe(200);
  });
});
