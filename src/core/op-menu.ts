import { OP_MENU_GROUPS, type OpMenuGroup, type RouteEntry } from './route-types';
import { registeredRoutes } from './route-registry';

export interface OpMenuSection {
  group: OpMenuGroup;
  items: RouteEntry[];
}

/** The operations-centre menu, built from the registry: every entry with `menu`, grouped in SPEC order. */
export function opMenu(entries: readonly RouteEntry[] = registeredRoutes()): OpMenuSection[] {
  return OP_MENU_GROUPS.map((group) => ({
    group,
    items: entries
      .filter((entry) => entry.menu?.group === group)
      .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0)),
  })).filter((section) => section.items.length > 0);
}

/** The concrete link of a menu entry: optional parameters dropped (`/op/orgAudit/:status?` → `/op/orgAudit`). */
export const menuPath = (entry: RouteEntry) => entry.path.replace(/\/:[^/]+\?$/, '');
