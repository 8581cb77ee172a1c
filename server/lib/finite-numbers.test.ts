import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, buildWorld, type World } from '../testing/world.js';
import { nonFinitePath } from './finite-numbers.js';

describe('numbers that are not finite', () => {
  it('are found wherever they are in a request value', () => {
    expect(nonFinitePath({ a: 1, b: [2, { c: 3 }] })).toBeUndefined();
    expect(nonFinitePath({ a: 1, b: [2, { c: Infinity }] })).toEqual(['b', '1', 'c']);
    expect(nonFinitePath(-Infinity)).toEqual([]);
    expect(nonFinitePath({ n: Number.NaN })).toEqual(['n']);
    expect(nonFinitePath({ s: 'Infinity', d: null })).toBeUndefined();
  });
});

describe('paging values at the API', () => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld('sqlite');
  });
  afterAll(() => w.t.close());

  /** Paging values that are no page number or size: each must be refused before any query runs. */
  const BAD = ['Infinity', '-Infinity', 'NaN', '1e309', '-1', '0', '1.5', 'abc', '1e3x'];
  /** The same as JSON numbers, where JSON can spell them. */
  const BAD_NUMBERS = [-1, 0, 1.5, 1e9];
  const MESSAGE = /^(页码|每页条数)(格式不正确|不能小于1|不能大于\d+)$/;

  it('are refused on the organisation directory (JSON body) with the field named', async () => {
    for (const value of [...BAD, ...BAD_NUMBERS]) {
      for (const field of ['pagenum', 'size']) {
        const { body } = await call(w, 'POST', '/api/parkboot/v2/org/listEsOrg', undefined, {
          [field]: value,
        });
        expect({ value, field, statusCode: body.statusCode, data: body.data }).toEqual({
          value,
          field,
          statusCode: 400,
          data: null,
        });
        expect(body.message).toMatch(MESSAGE);
      }
    }
    expect(
      (await call(w, 'POST', '/api/parkboot/v2/org/listEsOrg', undefined, { pagenum: '1', size: '20' })).body
        .statusCode,
    ).toBe(200);
  });

  it('are refused on the notice list (query string)', async () => {
    for (const value of BAD) {
      for (const field of ['pagenum', 'size']) {
        const { body } = await call(
          w,
          'GET',
          `/api/dpboot/notice/list?${field}=${encodeURIComponent(value)}`,
        );
        expect({ value, field, statusCode: body.statusCode, data: body.data }).toEqual({
          value,
          field,
          statusCode: 400,
          data: null,
        });
        expect(body.message).toMatch(MESSAGE);
      }
    }
    expect((await call(w, 'GET', '/api/dpboot/notice/list?pagenum=2&size=5')).body.statusCode).toBe(200);
  });

  it('name the field in the message', async () => {
    const pagenum = await call(w, 'POST', '/api/parkboot/v2/org/listEsOrg', undefined, {
      pagenum: 'Infinity',
    });
    expect(pagenum.body.message).toBe('页码格式不正确');
    const size = await call(w, 'GET', '/api/dpboot/notice/list?size=1e309');
    expect(size.body.message).toBe('每页条数格式不正确');
  });

  it('are refused in a path too: an id that is not finite', async () => {
    const { body } = await call(w, 'GET', '/api/dpboot/notice/detail/Infinity');
    expect(body).toEqual({ statusCode: 400, message: '编号格式不正确', data: null });
  });
});
