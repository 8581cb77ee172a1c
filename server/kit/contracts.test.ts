import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../common/contract/endpoint.js';
import { isPermission } from '../../common/permissions.js';
import { buildTestApp, type TestApp } from '../testing/app.js';

/** Every contract of common/ — an area's contract.ts, contract-*.ts or *-contract.ts files. */
const contractFiles = fs
  .readdirSync('common', { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)([a-z-]+-)?contract(-[a-z-]+)?\.ts$/.test(file))
  .map((file) => path.resolve('common', file));
const contractModules = await Promise.all(contractFiles.map((file) => import(file) as Promise<Record<string, unknown>>));

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'url' in value && 'method' in value && 'access' in value;

function allEndpoints(): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const exports of contractModules) {
    for (const value of Object.values(exports)) {
      if (typeof value !== 'object' || value === null) continue;
      endpoints.push(...Object.values(value as object).filter(isEndpoint));
    }
  }
  return endpoints;
}

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
