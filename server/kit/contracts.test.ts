import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPermission } from '../../common/permissions.js';
import { buildTestApp, type TestApp } from '../testing/app.js';
import { allEndpoints, contractModules } from '../testing/contracts.js';

describe('contracts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('are found', () => {
    expect(contractModules.length).toBeGreaterThan(5);
    expect(allEndpoints().length).toBeGreaterThan(100);
  });

  it('are each served by the server, once', () => {
    const endpoints = allEndpoints();
    const unserved = endpoints.filter((e) => !t.app.hasRoute({ method: e.method, url: e.url }));
    expect(unserved.map((e) => `${e.method} ${e.url}`)).toEqual([]);
    const keys = endpoints.map((e) => `${e.method} ${e.url}`);
    expect(keys.length - new Set(keys).size).toBe(0);
  });

  it('name, on every operator endpoint, a permission of the catalogue (and on no other)', () => {
    for (const e of allEndpoints()) {
      if (e.access === 'operator') expect(isPermission(e.permission), `${e.method} ${e.url}`).toBe(true);
      else expect((e as { permission?: unknown }).permission, `${e.method} ${e.url}`).toBeUndefined();
    }
  });

  it('declare a summary for the documentation and a path under their base', () => {
    for (const e of allEndpoints()) {
      expect(e.summary.length, e.url).toBeGreaterThan(1);
      expect(e.path.startsWith('/'), e.url).toBe(false);
    }
  });
});

describe('an API route registered without a contract', () => {
  it('stops the server at start-up', async () => {
    await expect(
      buildTestApp('sqlite', {}, (app) => {
        app.get('/api/dpboot/stray', async () => null);
      }),
    ).rejects.toThrow(/not registered through its contract/);
  });
});
