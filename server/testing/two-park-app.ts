import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './app.js';
import type { TestDialect } from './databases.js';
import { insertTwoTenants } from './fixtures.js';

/**
 * In a describe block: a whole server of the dialect with two parks (insertTwoTenants), built
 * before the block's tests and closed after them. The object is filled in beforeAll: read its
 * fields inside tests and hooks, not while the block is being declared.
 */
export function twoParkApp(dialect: TestDialect): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(dialect));
    await insertTwoTenants(t.database.db);
  });
  afterAll(() => t.close());
  return t;
}
