import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app.js';
import { insertTwoTenants } from '../testing/fixtures.js';
import { openApi30Problems } from '../testing/openapi.js';
import { exclusiveBoundsAs30 } from './openapi-bounds.js';

describe.each([
  { name: 'in development', config: { production: false, apiDocs: true }, shown: true },
  { name: 'in production by default', config: { production: true, apiDocs: false }, shown: false },
  { name: 'in production with API_DOCS=1', config: { production: true, apiDocs: true }, shown: true },
])('the API documentation $name', ({ config, shown }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', config);
    await insertTwoTenants(t.database.db);
  });
  afterAll(() => t.close());

  it(shown ? 'is served' : 'is not served: /api/docs is an unknown API path', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json']) {
      const response = await t.app.inject({ url });
      if (shown) {
        expect(response.statusCode, url).toBeLessThan(400);
      } else {
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ statusCode: 404, message: '接口不存在', data: null });
      }
    }
  });
});

describe('the API document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { production: false, apiDocs: true });
    await insertTwoTenants(t.database.db);
  });
  afterAll(() => t.close());

  it('is valid OpenAPI 3.0, as client generators check it', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(Object.keys(document.paths).length).toBeGreaterThan(100);
    expect(openApi30Problems(document)).toEqual([]);
  });

  it('says an exclusive bound the 3.0 way: a linear rule scores more than 0 per unit', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<Record<string, unknown>>();
    const perUnit = JSON.stringify(document).match(/"perUnit":\{[^}]*"title":"每单位分值"[^}]*\}/g) ?? [];
    expect(perUnit.length).toBeGreaterThan(0);
    // The stored rule's (answers) is > 0, the editor's input ≥ 0 (its own check names the indicator).
    expect(perUnit.some((schema) => schema.includes('"exclusiveMinimum":true') && schema.includes('"minimum":0'))).toBe(true);
    expect(perUnit.join()).not.toMatch(/"exclusiveMinimum":\d/);
  });

  it('the validator refuses what broke the generators: a numeric exclusiveMinimum', () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      paths: {
        '/x': {
          get: {
            responses: {
              '200': {
                description: 'ok',
                content: { 'application/json': { schema: { type: 'number', exclusiveMinimum: 0 } } },
              },
            },
          },
        },
      },
    };
    expect(openApi30Problems(document).join('\n')).toMatch(/exclusiveMinimum must be boolean/);
    expect(openApi30Problems(exclusiveBoundsAs30(document))).toEqual([]);
  });
});

describe('exclusive bounds in OpenAPI 3.0 form', () => {
  it('turns a numeric bound into the bound with a true flag, keeping the stricter of two', () => {
    expect(exclusiveBoundsAs30({ a: { exclusiveMinimum: 0 }, b: [{ exclusiveMaximum: 5, maximum: 9 }] })).toEqual({
      a: { minimum: 0, exclusiveMinimum: true },
      b: [{ maximum: 5, exclusiveMaximum: true }],
    });
    // An inclusive bound stricter than the exclusive one is all that is left.
    expect(exclusiveBoundsAs30({ exclusiveMinimum: 0, minimum: 1 })).toEqual({ minimum: 1 });
    // The 3.0 form already: unchanged.
    expect(exclusiveBoundsAs30({ minimum: 0, exclusiveMinimum: true })).toEqual({ minimum: 0, exclusiveMinimum: true });
  });
});
