import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app.js';
import { insertTwoTenants } from '../testing/fixtures.js';

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
