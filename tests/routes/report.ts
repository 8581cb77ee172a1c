import { loadModuleRoutes } from '../../tools/module-routes.js';
import { loadSpecRoutes, toRouterPath, type SpecRoute } from './spec-routes.js';

const routes = await loadModuleRoutes();

export interface ModuleProgress {
  module: string;
  done: SpecRoute[];
  missing: SpecRoute[];
}

/** Every spec route, done (its screen is in the registry) or missing, grouped by business area. */
export function routeProgress(): { modules: ModuleProgress[]; extra: string[] } {
  const spec = loadSpecRoutes();
  const registered = new Set(routes.map((r) => r.path));
  const byModule = new Map<string, ModuleProgress>();
  for (const route of spec) {
    const entry = byModule.get(route.module) ?? { module: route.module, done: [], missing: [] };
    (registered.has(toRouterPath(route.path)) ? entry.done : entry.missing).push(route);
    byModule.set(route.module, entry);
  }
  const specPaths = new Set(spec.map((r) => toRouterPath(r.path)));
  return { modules: [...byModule.values()], extra: routes.map((r) => r.path).filter((p) => !specPaths.has(p)) };
}

export function formatProgress(verbose: boolean): string {
  const { modules, extra } = routeProgress();
  const done = modules.reduce((n, m) => n + m.done.length, 0);
  const total = modules.reduce((n, m) => n + m.done.length + m.missing.length, 0);
  const lines = [`Spec routes with a real screen: ${done} of ${total}`, ''];
  for (const m of modules.sort((a, b) => b.done.length - a.done.length || a.module.localeCompare(b.module))) {
    lines.push(`${m.module.padEnd(20)} ${String(m.done.length).padStart(3)} / ${m.done.length + m.missing.length}`);
    if (verbose) {
      for (const r of m.done) lines.push(`    done     ${r.path}`);
      for (const r of m.missing) lines.push(`    missing  ${r.path}`);
    }
  }
  if (extra.length > 0) lines.push('', `Registered routes that are not in the spec: ${extra.join(', ')}`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatProgress(!process.argv.includes('--summary')));
}
