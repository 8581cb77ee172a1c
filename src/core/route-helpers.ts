import type { Permission } from '@common/permissions';
import type { RouteEntry } from './route-types';

/**
 * Route entries of one module, written short: `const route = routesOf('notice')`, then
 * `route.public(path, title, load)`, `route.login(…)`, `route.operator(…)` or, for an entry of the
 * operations-centre menu, `route.inMenu(group, order)(path, title, load)`. Portal and account
 * screens take the plain layout, operator screens the operations layout; a tab root says
 * `{ nav: 'tab' }` (core/nav.ts decides bars and frames from it). `routesOf(module, { permission })`
 * gives the module's operator screens the permission they need (common/permissions.ts); a screen
 * needing another says `{ permission }` itself. A module whose screens are recorded under two names (its portal and
 * operator sides) calls `routesOf` once per name. Keep `load` a plain `() => import('./pages/…')`:
 * each screen stays a lazy chunk of its own, and the build reads the screen's file from it.
 */
type Load = RouteEntry['load'];
type Extra = Partial<Omit<RouteEntry, 'path' | 'title' | 'access' | 'load'>>;

export function routesOf(module: string, defaults: { permission?: Permission } = {}) {
  const entry =
    (access: RouteEntry['access'], layout: RouteEntry['layout']) =>
    (path: string, title: string, load: Load, extra: Extra = {}): RouteEntry => ({ path, title, access, module, layout, load, ...extra });
  const operatorEntry = entry('operator', 'op');
  // An operator screen takes the module's permission unless it names its own.
  const operator = (path: string, title: string, load: Load, extra: Extra = {}) =>
    operatorEntry(path, title, load, { ...(defaults.permission ? { permission: defaults.permission } : {}), ...extra });
  return {
    public: entry('public', 'plain'),
    login: entry('login', 'plain'),
    operator,
    inMenu:
      (group: NonNullable<RouteEntry['menu']>['group'], order?: number) =>
      (path: string, title: string, load: Load, extra: Extra = {}) =>
        operator(path, title, load, { menu: { group, ...(order === undefined ? {} : { order }) }, ...extra }),
  };
}
