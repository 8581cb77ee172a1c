import fs from 'node:fs';
import path from 'node:path';

/**
 * Which module owns which table, read from the sources: a module types its tables where it
 * defines them, in a `declare module '…/db/schema.js' { interface DB { … } }` block of one of its
 * files; the core's are in server/db/schema.ts. For the test that keeps each module to its own
 * tables (server/kit/joins.test.ts).
 */
const DB_BLOCK = /declare module '[./]*db\/schema\.js'\s*\{[^{]*?interface DB(?: extends (\w+))?\s*\{([^}]*)\}/g;
const TABLE_KEY = /^\s*([a-z_]+)\s*:/gm;

/** The table names a file adds to the database type: listed in the block, or in the interface it extends. */
function declaredTables(source: string): string[] {
  const tables: string[] = [];
  for (const block of source.matchAll(DB_BLOCK)) {
    const extended = block[1] ? new RegExp(`interface ${block[1]}\\s*\\{([^}]*)\\}`).exec(source)?.[1] : undefined;
    for (const body of [block[2]!, extended ?? '']) for (const key of body.matchAll(TABLE_KEY)) tables.push(key[1]!);
  }
  return tables;
}

/** A module's server files, tests and their helpers aside. */
export function moduleSourceFiles(root: string, module: string): string[] {
  const dir = path.join(root, 'server/modules', module);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('test-helpers.ts'))
    .map((file) => path.join(dir, file));
}

export function serverModuleNames(root: string): string[] {
  const dir = path.join(root, 'server/modules');
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Table → owning module. */
export function tableOwners(root: string): Map<string, string> {
  const owners = new Map<string, string>();
  for (const module of serverModuleNames(root)) {
    for (const file of moduleSourceFiles(root, module)) {
      for (const table of declaredTables(fs.readFileSync(file, 'utf8'))) {
        const seen = owners.get(table);
        if (seen && seen !== module) throw new Error(`table ${table} is declared by ${seen} and ${module}`);
        owners.set(table, module);
      }
    }
  }
  return owners;
}

/** Kysely calls that name a table: reads, writes and joins. */
const TABLE_USE = /\b(selectFrom|updateTable|insertInto|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*'([a-z_]+)(?: as [a-z_]+)?'/g;

export interface TableUse {
  module: string;
  file: string;
  table: string;
  owner: string;
}

/**
 * Every use, in a module's server files, of a table another module owns. Demo seeds aside: a
 * seed may write the demo rows another module's data refers to.
 */
export function crossModuleTableUses(root: string): TableUse[] {
  const owners = tableOwners(root);
  const uses: TableUse[] = [];
  for (const module of serverModuleNames(root)) {
    for (const file of moduleSourceFiles(root, module)) {
      if (/[\\/]seed[\\/]/.test(file)) continue;
      for (const match of fs.readFileSync(file, 'utf8').matchAll(TABLE_USE)) {
        const owner = owners.get(match[2]!);
        if (owner && owner !== module) uses.push({ module, file: path.relative(root, file), table: match[2]!, owner });
      }
    }
  }
  return uses;
}
