import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../common/areas.js';
import type { Todo } from '../../common/contract/todo.js';
import { contractFiles, endpointsOf, loadEndpoints } from '../testing/contracts.js';
import { CROSS_MODULE_READS } from './cross-module-reads.js';
import { operationWords } from '../../common/user-admin/log/words.js';
import { crossModuleTableUses, tableOwners } from './table-owners.js';

const endpoints = await loadEndpoints();
const root = process.cwd();

/** Every area's workbench to-dos (common/<area>/todos.ts), as the workbench finds them. */
const todos: Todo[] = [];
for (const area of fs.readdirSync('common').sort()) {
  const file = path.resolve('common', area, 'todos.ts');
  if (fs.existsSync(file)) todos.push(...((await import(file)) as { todos: Todo[] }).todos);
}

/** Status values that mean a record waits for an operator (SPEC §4: 待审核, 待受理). */
const WAITING_WORDS = new Set(['TOAUDIT', 'CHECK', 'SUBMITTED']);

/** The values of every enumeration in a schema. */
function enumValues(schema: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) enumValues(item, found);
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'enum' && Array.isArray(value)) for (const v of value) if (typeof v === 'string') found.add(v);
      if (key === 'const' && typeof value === 'string') found.add(value);
      enumValues(value, found);
    }
  }
  return found;
}

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

  it('every logged write names its module and says what it does in the park’s words', () => {
    const logged = endpoints.filter((e) => (e.method !== 'GET' || e.writes) && !e.notLogged && e.access !== 'public');
    const unnamed = logged.filter((e) => !/^[\u4e00-\u9fff]{2,8}$/.test(e.module));
    expect(unnamed.map((e) => `${e.method} ${e.url}`), 'name the module in defineContract({ base, tag, module })').toEqual([]);
    for (const e of logged) expect(operationWords(e.summary), `${e.method} ${e.url}`).toMatch(/^[^（）()/]*[\u4e00-\u9fff][^（）()]*$/);
  });

  it('a write whose name says it reads, searches, previews, counts or exports is left out of the log', () => {
    const reads = endpoints.filter(
      (e) => e.method !== 'GET' && !e.notLogged && /^(导出|预览|查询|搜索|检索|按.+查|统计)|预览|接收对象的机构数/.test(e.summary),
    );
    expect(reads.map((e) => `${e.method} ${e.url} ${e.summary}`), 'say notLogged with the reason').toEqual([]);
  });

  it('every waiting state an area declares has a to-do on the workbench, counted by a read of its own', () => {
    const missing: string[] = [];
    for (const area of AREAS)
      for (const [record, statuses] of Object.entries((area as { waiting?: Record<string, readonly string[]> }).waiting ?? {}))
        for (const status of statuses)
          if (!todos.some((t) => t.waits.record === record && t.waits.status === status)) missing.push(`${area.name}: ${record} ${status}`);
    expect(missing, 'add a to-do to common/<area>/todos.ts').toEqual([]);
    const waitingOf = new Set(AREAS.flatMap((a) => Object.entries((a as { waiting?: Record<string, readonly string[]> }).waiting ?? {}).flatMap(([r, ss]) => ss.map((st) => `${r} ${st}`))));
    for (const t of todos) {
      expect(waitingOf.has(`${t.waits.record} ${t.waits.status}`), `${t.key} counts a declared waiting state`).toBe(true);
      expect(t.permission, `${t.key}: whose work it is`).toBeTruthy();
      expect(t.link.startsWith('/op/'), t.key).toBe(true);
    }
    expect(new Set(todos.map((t) => t.key)).size).toBe(todos.length);
  });

  it('a status an operator must act on, in an area’s contract, is declared waiting by the area', async () => {
    const undeclared: string[] = [];
    for (const file of contractFiles()) {
      const areaName = path.relative(path.resolve('common'), file).split(path.sep)[0]!;
      const area = AREAS.find((a) => a.name === areaName) as { waiting?: Record<string, readonly string[]> } | undefined;
      const declared = new Set(Object.values(area?.waiting ?? {}).flat());
      for (const e of await endpointsOf(file))
        for (const value of enumValues([e.answer, e.query, e.body]))
          if (WAITING_WORDS.has(value) && !declared.has(value)) undeclared.push(`${areaName} (${e.method} ${e.url}): ${value}`);
    }
    expect([...new Set(undeclared)], 'declare it in `waiting` of common/<area>/area.ts, with its to-do').toEqual([]);
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
