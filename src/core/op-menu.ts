import { OP_MENU_GROUPS, type OpMenuGroup, type RouteEntry } from './route-types';
import { registeredRoutes } from './route-registry';
import { hasPermission, type SessionUser } from '@common/roles';

export interface OpMenuSection {
  group: OpMenuGroup;
  items: RouteEntry[];
}

/** Whether a user may open an operations screen: the workbench anyone, the others with their permission. */
export const mayOpen = (entry: RouteEntry, user: SessionUser | null) =>
  !entry.permission || hasPermission(user, entry.permission);

/**
 * The operations-centre menu, built from the registry: every entry with `menu` that `user` may
 * open (all of them without a user), grouped in SPEC order.
 */
export function opMenu(entries: readonly RouteEntry[] = registeredRoutes(), user?: SessionUser | null): OpMenuSection[] {
  return OP_MENU_GROUPS.map((group) => ({
    group,
    items: entries
      .filter((entry) => entry.menu?.group === group && (user === undefined || mayOpen(entry, user)))
      .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0)),
  })).filter((section) => section.items.length > 0);
}

/** The concrete link of a menu entry: optional parameters dropped (`/op/orgAudit/:status?` → `/op/orgAudit`). */
export const menuPath = (entry: RouteEntry) => entry.path.replace(/\/:[^/]+\?$/, '');
