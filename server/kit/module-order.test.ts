import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modules } from '../modules/index.js';
import type { ServerModule } from './module.js';
import { orderModules } from './module-order.js';
import { moduleSourceFiles, serverModuleNames, tableOwners } from './table-owners.js';

const mod = (name: string, after?: string[]): ServerModule => ({ name, ...(after ? { after } : {}) });
const names = (list: readonly ServerModule[]) => list.map((m) => m.name);

describe('the order of the server modules', () => {
  it('puts each module after those it names, the others by name, either way round', () => {
    const found = [mod('c'), mod('b', ['c']), mod('a'), mod('d', ['a', 'b'])];
    expect(names(orderModules(found))).toEqual(['a', 'c', 'b', 'd']);
    expect(names(orderModules(found, 'reversed'))).toEqual(['c', 'b', 'a', 'd']);
  });

  it('refuses a circle, a name that is no module and a name taken twice', () => {
    expect(() => orderModules([mod('a', ['b']), mod('b', ['a'])])).toThrow(/circle/);
    expect(() => orderModules([mod('a', ['x'])])).toThrow(/x, which is no module/);
    expect(() => orderModules([mod('a'), mod('a')])).toThrow(/two server modules/);
  });

  it('holds every module with a folder, each once', () => {
    expect(names(modules).sort()).toEqual(serverModuleNames(process.cwd()));
  });
});

/** The modules each one comes after, directly or through others. */
function closure(list: readonly ServerModule[]): Map<string, Set<string>> {
  const direct = new Map(list.map((m) => [m.name, m.after ?? []]));
  const all = new Map<string, Set<string>>();
  const reach = (name: string): Set<string> => {
    const known = all.get(name);
    if (known) return known;
    const found = new Set<string>();
    all.set(name, found);
    for (const before of direct.get(name) ?? []) for (const n of [before, ...reach(before)]) found.add(n);
    return found;
  };
  for (const m of list) reach(m.name);
  return all;
}

const USE = /\b(selectFrom|updateTable|insertInto|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*'([a-z_]+)(?: as [a-z_]+)?'/g;
const WRITE = new Set(['updateTable', 'insertInto', 'deleteFrom']);

/** What a module's demo seed (its files under seed/) touches: tables read and written, ports asked. */
function seedUses(root: string, module: string) {
  const used = new Set<string>();
  const written = new Set<string>();
  const ports = new Set<string>();
  for (const file of moduleSourceFiles(root, module).filter((f) => /[\\/]seed[\\/.]/.test(f))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(USE)) {
      used.add(match[2]!);
      if (WRITE.has(match[1]!)) written.add(match[2]!);
    }
    for (const match of source.matchAll(/\/([a-z-]+)\/public\.js'/g)) ports.add(match[1]!);
  }
  return { used, written, ports };
}

describe('the modules’ declared order', () => {
  const root = process.cwd();
  const after = closure(modules);
  const comesAfter = (a: string, b: string) => after.get(a)?.has(b) ?? false;
  const seeds = new Map(serverModuleNames(root).map((name) => [name, seedUses(root, name)]));

  it('puts each seed after the modules whose tables or ports it uses', () => {
    const owners = tableOwners(root);
    const missing: string[] = [];
    for (const [module, { used, ports }] of seeds) {
      for (const table of used) {
        const owner = owners.get(table);
        if (owner && owner !== module && !comesAfter(module, owner)) missing.push(`${module} seeds from ${owner}'s ${table}`);
      }
      for (const port of ports) if (port !== module && !comesAfter(module, port)) missing.push(`${module} seeds through ${port}'s port`);
    }
    expect(missing).toEqual([]);
  });

  it('orders every two seeds that share a table one of them writes (the demo is the same whatever the names)', () => {
    const loose: string[] = [];
    for (const [writer, { written }] of seeds)
      for (const [other, { used }] of seeds)
        for (const table of written)
          if (other !== writer && used.has(table) && !comesAfter(writer, other) && !comesAfter(other, writer))
            loose.push(`${writer} writes ${table}, which ${other} uses`);
    expect([...new Set(loose)]).toEqual([]);
  });

  it('keeps the order the demo data was made in', () => {
    const at = (name: string) => names(modules).indexOf(name);
    expect(at('orgchart')).toBeLessThan(at('appeal'));
    expect(at('policy')).toBeLessThan(at('declare'));
    expect(at('appeal')).toBeLessThan(at('message'));
    expect(at('certify')).toBeLessThan(at('orgchart'));
    expect(at('user-admin')).toBeLessThan(at('integral'));
  });
});
