import fs from 'node:fs';
import path from 'node:path';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { pagingFields } from '../../common/contract/atoms.js';
import type { EndpointSpec } from '../../common/contract/endpoint.js';
import { loadEndpoints } from '../testing/contracts.js';
import { narrowsByScope, pageOfQuery, pagingDefaultsOf, pagingInBody, sizeOf } from './list-input.js';

const endpoints = await loadEndpoints();

/** An answer of the shape every list answers (`pageOf` in common/contract/atoms.ts). */
const answersAPage = (answer: unknown) => {
  const properties = (answer as { properties?: Record<string, unknown> } | undefined)?.properties;
  return !!properties && 'list' in properties && 'total' in properties;
};

/**
 * Operator lists still to declare their data scope while their modules move onto the list kit.
 * This list only shrinks, and is empty when every module is converted.
 */
const SCOPE_PENDING: ReadonlySet<string> = new Set([
  'GET /api/dpboot/integral/ranking',
  'GET /api/dpboot/integral/system/list',
  'GET /api/dpboot/integral/fill/list',
  'GET /api/dpboot/integral/fill/enterprises',
  'GET /api/dpboot/integral/fill/orgs/:id',
  'GET /api/dpboot/integral/fill/data/:id',
  'GET /api/dpboot/integral/reserve',
  'GET /api/dpboot/integral/achievement/list',
]);

/** Files still writing paging defaults by hand; only shrinks. */
const PAGING_PENDING: ReadonlySet<string> = new Set([
  'modules/integral/quality/routes.ts',
  'modules/integral/fill/routes.ts',
  'modules/integral/bigscreen/routes.ts',
  'modules/integral/routes.ts',
]);

/** A paging field of the request read with a default of its own (`q.pagenum ?? 1`, `(query.size ?? 20)`). */
const HAND_WRITTEN = /\b(?:q|query|payload|input|filter)\.(?:pagenum|size)\s*\?\?/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const list = (spec: Partial<EndpointSpec>): EndpointSpec =>
  ({ method: 'GET', path: 'x/list', summary: '列表', answer: Type.Object({}), access: 'login', ...spec }) as EndpointSpec;

describe('lists from the kit (server/kit/list-input.ts)', () => {
  it('fills the page from the contract’s own defaults, and keeps what the caller asked', () => {
    const defaults = pagingDefaultsOf(list({ query: Type.Object(pagingFields(50, { defaultSize: 10 })) }));
    expect(defaults).toEqual({ pagenum: 1, size: 10 });
    expect(pageOfQuery(defaults!, {})).toEqual({ pagenum: 1, size: 10, offset: 0 });
    expect(pageOfQuery(defaults!, { pagenum: 3, size: 25 })).toEqual({ pagenum: 3, size: 25, offset: 50 });
    expect(pagingDefaultsOf(list({ query: Type.Object({ search: Type.String() }) }))).toBeNull();
    expect(pagingDefaultsOf(list({}))).toBeNull();
    const search = list({ method: 'POST', body: Type.Object(pagingFields(500, { defaultSize: 500 })) });
    expect(pagingDefaultsOf(search)).toEqual({ pagenum: 1, size: 500 });
    expect(pagingInBody(search)).toBe(true);
    expect(pagingInBody(list({ query: Type.Object(pagingFields()) }))).toBe(false);
  });

  it('gives a top-N read the size asked, else its contract’s default', () => {
    const top = list({ query: Type.Object({ size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })) }) });
    expect(sizeOf(top, {})).toBe(10);
    expect(sizeOf(top, { size: 3 })).toBe(3);
    expect(() => sizeOf(list({ query: Type.Object({ size: Type.Optional(Type.Integer()) }) }), {})).toThrow();
  });

  it('resolves the data scope only for operator lists that say what places a row', () => {
    const operator = { access: 'operator', permission: 'notice.manage' } as const;
    expect(narrowsByScope(list({ ...operator, dataScope: { by: '创建人' } }))).toBe(true);
    expect(narrowsByScope(list({ ...operator, dataScope: { none: '企业名录面向全园区' } }))).toBe(false);
    expect(narrowsByScope(list({ dataScope: { by: '创建人' } }))).toBe(false);
  });

  it('every operator list declares its data scope: by whom a row is placed, or why it is the whole park’s', () => {
    const pages = endpoints.filter((e) => e.access === 'operator' && answersAPage(e.answer));
    expect(pages.length).toBeGreaterThan(20);
    const undeclared = pages.filter((e) => !e.dataScope).map((e) => `${e.method} ${e.url}`);
    expect(undeclared.filter((e) => !SCOPE_PENDING.has(e)), 'add dataScope to the endpoint in its contract').toEqual([]);
    for (const e of pages.filter((e) => e.dataScope))
      expect(Object.values(e.dataScope!)[0]!.trim().length, `${e.url}: say it in words`).toBeGreaterThan(1);
    expect([...SCOPE_PENDING].filter((e) => !undeclared.includes(e)), 'remove converted endpoints from SCOPE_PENDING').toEqual([]);
  });

  it('no handler writes a paging default by hand: the kit’s `page` carries the contract’s', () => {
    const root = path.resolve('server');
    const written = sourceFiles(root)
      .filter((file) => HAND_WRITTEN.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file).split(path.sep).join('/'));
    expect(written.filter((f) => !PAGING_PENDING.has(f)), 'take `page` from the handler input').toEqual([]);
    expect([...PAGING_PENDING].filter((f) => !written.includes(f)), 'remove converted files from PAGING_PENDING').toEqual([]);
  });
});
