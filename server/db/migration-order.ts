import { orderByDependencies, type OrderPreference } from '../lib/dependency-order.js';
import type { PortableMigration } from './migrations/helpers.js';

/**
 * A migration as a module declares it (server/kit/module.ts): what it does, which migrations of
 * other modules must have run before it (their full names, `<module>/<name>`), and the name the
 * database recorded for it when migrations were numbered in one global sequence (`0006_appeals`),
 * so a database migrated then finds it already done.
 */
export interface ModuleMigration extends PortableMigration {
  after?: readonly string[];
  formerly?: string;
}

/** A migration with its permanent name `<module>/<name>`, as the database records it. */
export interface NamedMigration {
  name: string;
  migration: ModuleMigration;
  /** The migrations that must have run before: declared ones, and the module's previous one. */
  requires: readonly string[];
}

/** Which of two independent migrations runs first: the one whose name sorts first, or (in a test) last. */
export type MigrationPreference = OrderPreference;

export interface MigrationSource {
  /** The module's name (`core` for server/db/migrations). */
  name: string;
  /** In the order they run within the module. */
  migrations?: Readonly<Record<string, ModuleMigration>>;
}

/**
 * Every migration, named `<module>/<name>`, in an order where each runs after what it requires:
 * the core's first (every module builds on its tables), then the modules', each after the
 * migrations it declares (`after`) and after its own previous one. Between migrations that do
 * not depend on each other the order is their names' (`reversed` takes the opposite one in a
 * test, to show that the declared dependencies suffice). There is no global sequence: a new
 * module's migration takes no number, and two branches adding migrations never collide.
 */
export function orderMigrations(
  core: MigrationSource,
  modules: readonly MigrationSource[],
  prefer: MigrationPreference = 'alphabetical',
): NamedMigration[] {
  const declared: NamedMigration[] = [];
  const coreNames: string[] = [];
  for (const source of [core, ...modules]) {
    let previous: string | undefined;
    for (const [short, migration] of Object.entries(source.migrations ?? {})) {
      const name = `${source.name}/${short}`;
      if (declared.some((m) => m.name === name)) throw new Error(`migration ${name} is declared twice`);
      const requires = [...(migration.after ?? [])];
      if (previous) requires.push(previous);
      if (source !== core) requires.push(...coreNames);
      else coreNames.push(name);
      declared.push({ name, migration, requires });
      previous = name;
    }
  }
  const byName = new Map(declared.map((m) => [m.name, m]));
  for (const m of declared)
    for (const required of m.requires)
      if (!byName.has(required)) throw new Error(`migration ${m.name} requires ${required}, which no module declares`);
  const formerly = declared.flatMap((m) => (m.migration.formerly ? [m.migration.formerly] : []));
  if (new Set(formerly).size !== formerly.length) throw new Error('two migrations claim the same former name');

  return orderByDependencies(declared, (m) => m.name, (m) => m.requires, prefer, 'migrations');
}
