import { OP_MENU_GROUPS, type OpMenuGroup, type RouteEntry } from './route-types';
import { OP_MENU_SECTIONS, sectionOf, type OpMenuIcon } from './op-menu-sections';
import { registeredRoutes } from './route-registry';
import { hasPermission, type SessionUser } from '@common/roles';

export interface OpMenuSection {
  /** The SPEC §2 group the section is part of. */
  group: OpMenuGroup;
  /** What the section holds (core/op-menu-sections.ts). */
  name: string;
  icon: OpMenuIcon;
  items: RouteEntry[];
}

/** Whether a user may open an operations screen: the workbench anyone, the others with their permission. */
export const mayOpen = (entry: RouteEntry, user: SessionUser | null) =>
  !entry.permission || hasPermission(user, entry.permission);

/**
 * The operations-centre menu, built from the registry: every entry with `menu` that `user` may
 * open (all of them without a user), in sections named for what they hold, in SPEC order.
 */
export function opMenu(entries: readonly RouteEntry[] = registeredRoutes(), user?: SessionUser | null): OpMenuSection[] {
  return OP_MENU_GROUPS.flatMap((group) => {
    const items = entries
      .filter((entry) => entry.menu?.group === group && (user === undefined || mayOpen(entry, user)))
      .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
    const sections = new Map<string, OpMenuSection>();
    for (const entry of items) {
      const { name, icon } = sectionOf(group, menuPath(entry));
      const section = sections.get(name) ?? { group, name, icon, items: [] };
      section.items.push(entry);
      sections.set(name, section);
    }
    return [...sections.values()].sort((a, b) => sectionRank(a) - sectionRank(b));
  });
}

/** A section's place among its group's: as listed in OP_MENU_SECTIONS, one named as its group last. */
const sectionRank = (section: OpMenuSection) => {
  const i = OP_MENU_SECTIONS.findIndex((s) => s.group === section.group && s.name === section.name);
  return i < 0 ? OP_MENU_SECTIONS.length : i;
};

/** The concrete link of a menu entry: optional parameters dropped (`/op/orgAudit/:status?` → `/op/orgAudit`). */
export const menuPath = (entry: RouteEntry) => entry.path.replace(/\/:[^/]+\?$/, '');
