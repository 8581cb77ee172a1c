import { describe, expect, it } from 'vitest';
import { loadEndpoints } from '../testing/contracts.js';
import { CROSS_MODULE_READS } from './cross-module-reads.js';
import { crossModuleTableUses, tableOwners } from './table-owners.js';

const endpoints = await loadEndpoints();
const root = process.cwd();

/**
 * The join points a module declares itself (server/kit/module.ts, common/README.md "Adding a
 * module"): what is forgotten there fails here, not in production.
 */
describe('join points', () => {
  it('every write the operation log leaves out says why; anonymous writes are left out', () => {
    const writes = endpoints.filter((e) => e.method !== 'GET');
    expect(writes.length).toBeGreaterThan(50);
    // A public write is not logged when nobody is signed in: its contract must say why that is right.
    const unexplained = writes.filter((e) => e.access === 'public' && !e.notLogged);
    expect(unexplained.map((e) => `${e.method} ${e.url}`)).toEqual([]);
    for (const e of endpoints.filter((e) => e.notLogged !== undefined)) {
      expect(e.notLogged!.trim().length, `${e.method} ${e.url}: the reason`).toBeGreaterThan(15);
      expect(e.method, `${e.url}: only writes are logged at all`).not.toBe('GET');
    }
  });

  it('every operator endpoint names the permission it needs', () => {
    const operator = endpoints.filter((e) => e.access === 'operator');
    expect(operator.filter((e) => !e.permission).map((e) => e.url)).toEqual([]);
  });

  it('each module owns its tables, declared where it defines them', () => {
    const owners = tableOwners(root);
    expect(owners.get('notices')).toBe('notice');
    expect(owners.get('policies')).toBe('policy');
    expect(owners.get('integral_fill_submissions')).toBe('integral');
  });

  it('no module reads or writes another module’s tables but the listed ones, which only shrink', () => {
    const uses = crossModuleTableUses(root);
    const listed = (u: { module: string; table: string }) =>
      CROSS_MODULE_READS.some((r) => r.module === u.module && r.table === u.table);
    expect(
      uses.filter((u) => !listed(u)).map((u) => `${u.file} uses ${u.table} of the ${u.owner} module`),
      'read another module’s data through its port (server/kit/*), not its tables',
    ).toEqual([]);
    const stale = CROSS_MODULE_READS.filter((r) => !uses.some((u) => u.module === r.module && u.table === r.table));
    expect(stale, 'no longer used: take it off CROSS_MODULE_READS').toEqual([]);
    for (const r of CROSS_MODULE_READS) expect(r.why.length, `${r.module} → ${r.table}`).toBeGreaterThan(20);
  });

  it('the scan sees a read of another module’s table', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const os = await import('node:os');
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'joins-'));
    try {
      for (const [file, text] of [
        ['server/modules/a/tables.ts', "declare module '../../db/schema.js' {\n  interface DB {\n    a_rows: ARows;\n  }\n}\n"],
        ['server/modules/b/repo.ts', "export const q = (db) => db.selectFrom('a_rows as r').innerJoin('orgs', 'orgs.id', 'r.org_id');\n"],
      ] as const) {
        fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
        fs.writeFileSync(path.join(tmp, file), text);
      }
      expect(crossModuleTableUses(tmp)).toEqual([{ module: 'b', file: 'server/modules/b/repo.ts', table: 'a_rows', owner: 'a' }]);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
