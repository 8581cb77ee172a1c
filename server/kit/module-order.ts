import { orderByDependencies, type OrderPreference } from '../lib/dependency-order.js';
import type { ServerModule } from './module.js';

/**
 * The modules in the order the app registers their routes and the demo seed runs them: each after
 * the modules it names in `after`, the others by name (`reversed` in a test, to show that the
 * declared dependencies suffice). No list to keep: a new module's place follows from its own
 * declaration.
 */
export function orderModules(found: readonly ServerModule[], prefer: OrderPreference = 'alphabetical'): ServerModule[] {
  const names = new Set<string>();
  for (const module of found) {
    if (names.has(module.name)) throw new Error(`two server modules are named ${module.name}`);
    names.add(module.name);
  }
  for (const module of found)
    for (const required of module.after ?? [])
      if (!names.has(required)) throw new Error(`module ${module.name} comes after ${required}, which is no module`);
  return orderByDependencies(found, (m) => m.name, (m) => m.after ?? [], prefer, 'modules');
}
