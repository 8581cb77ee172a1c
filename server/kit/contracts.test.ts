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

/**
 * Words that name a write, matched against the words of an endpoint's path (split at `/`, `_`,
 * `-` and camelCase), e.g. sms/save, active/delete, fill/saveOrUpdate.
 */
const WRITE_WORDS = new Set(['save', 'add', 'create', 'insert', 'update', 'edit', 'modify', 'delete', 'del', 'remove', 'submit', 'publish', 'send', 'import', 'upload', 'reset', 'audit', 'approve', 'push']);

/**
 * The GET endpoints whose path names a write, each with the reason it may: either it writes
 * because SPEC §7 fixes its method (its contract then says `writes: true`, and the operation log logs it), or the
 * word names what it reads.
 */
const GET_NAMED_LIKE_A_WRITE: Readonly<Record<string, string>> = {
  '/api/dpboot/sms/save': 'writes (saves an SMS template): SPEC §7 fixes GET sms/save; its contract says `writes: true`, so the operation log logs it',
  '/api/dpboot/integral/fill/import/template/:id': 'reads: downloads the blank workbook of a fill import',
  '/api/dpboot/integral/fill/audit/:id/:orgid': 'reads: one enterprise’s fill as the audit screen shows it',
  '/api/dpboot/policy/audit_history': 'reads: a policy’s audit trail',
};

const wordsOf = (url: string) =>
  url
    .split(/[/_-]|(?=[A-Z])/)
    .filter((word) => word !== '' && !word.startsWith(':'))
    .map((word) => word.toLowerCase());

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

  it('name no GET like a write, unless it is on the reasoned list; the GETs that write are in the operation log', () => {
    const named = allEndpoints()
      .filter((e) => e.method === 'GET' && wordsOf(e.url).some((word) => WRITE_WORDS.has(word)))
      .map((e) => e.url)
      .sort();
    expect(named).toEqual(Object.keys(GET_NAMED_LIKE_A_WRITE).sort());
    const writes = Object.entries(GET_NAMED_LIKE_A_WRITE).filter(([, reason]) => reason.startsWith('writes'));
    expect(writes.map(([url]) => url).sort()).toEqual(allEndpoints().filter((e) => e.writes).map((e) => e.url).sort());
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
