import zlib from 'node:zlib';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf } from '../lib/schema.js';
import { compressionPlugin } from '../plugins/compression.js';
import { PreparedAnswer } from './prepared-answer.js';

const Answer = Type.Object({ rows: Type.Array(Type.String()) });

/** An API route answering from one kept PreparedAnswer, made by its first request. */
async function appWith(rows: string[]) {
  const app = Fastify();
  await app.register(compressionPlugin);
  let kept: PreparedAnswer | undefined;
  const made = vi.fn();
  app.get('/api/kept', { schema: { response: { 200: envelopeOf(Answer) } } }, async (request, reply) => {
    kept ??= (made(), PreparedAnswer.of(reply, { rows, dropped: 'not in the schema' }));
    return kept.send(request, reply);
  });
  await app.ready();
  return { app, made };
}

const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => `第 ${i} 行的企业名称`);

describe('PreparedAnswer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers the envelope as the route serialises it, in every encoding asked for, made once', async () => {
    const { app, made } = await appWith(rowsOf(200));
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    const expected = { statusCode: 200, message: '操作成功', data: { rows: rowsOf(200) } };
    for (let i = 0; i < 3; i++) {
      const br = await app.inject({ url: '/api/kept', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toMatchObject(expected);
      const gzip = await app.inject({ url: '/api/kept', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(
        JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()),
      );
      const plain = await app.inject({ url: '/api/kept' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString()));
      expect(plain.json()).not.toHaveProperty('data.dropped');
    }
    expect(made).toHaveBeenCalledTimes(1);
    expect(brotli).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('sends a small answer as it is, whatever the client accepts', async () => {
    const { app } = await appWith(['一行']);
    const answer = await app.inject({ url: '/api/kept', headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toMatchObject({ statusCode: 200, data: { rows: ['一行'] } });
    await app.close();
  });
});
