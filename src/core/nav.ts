import type { Layout, Nav, RouteEntry } from './route-types';

/**
 * The navigation model, decided here and nowhere else (src/ui/README.md, "Navigation"):
 *
 * - `tab`: a portal tab root (首页, 政策, 服务, 我的): the bottom tab bar, no back arrow;
 * - `root`: a root without tabs (the operations workbench, which is the operations menu on a
 *   phone): no back arrow, no tab bar;
 * - `menu`: an entry of the operations menu: a root beside the side menu (from 1024 px), so no back
 *   arrow there; on a phone, where the workbench is the menu, a back arrow to the workbench;
 * - `stack`: every other screen: a back arrow, no tab bar.
 *
 * A route entry may say its role (`nav`); otherwise menu entries are `menu` and the rest `stack`.
 */
export function navOf(entry: Pick<RouteEntry, 'nav' | 'menu'>): Nav {
  return entry.nav ?? (entry.menu ? 'menu' : 'stack');
}

/** The frame a screen sits in: tab roots in the tabs frame (it draws the tab bar), the rest as declared. */
export function frameOf(entry: Pick<RouteEntry, 'nav' | 'menu' | 'layout'>): Layout {
  return navOf(entry) === 'tab' ? 'tabs' : (entry.layout ?? 'plain');
}

/** How a screen's bar shows its back arrow: never, always, or only where the side menu is hidden. */
export type BackArrow = 'none' | 'always' | 'narrow';

export function backArrowOf(nav: Nav): BackArrow {
  switch (nav) {
    case 'tab':
    case 'root':
      return 'none';
    case 'menu':
      return 'narrow';
    case 'stack':
      return 'always';
  }
}

/** Where a screen's back arrow goes without in-app history, unless the screen says otherwise. */
export function backFallbackOf(nav: Nav): string {
  return nav === 'menu' ? OP_HOME : '/index';
}

/** The operations workbench: the operators' home, and on a phone their menu. */
export const OP_HOME = '/op/index';

/** The tab roots in the tab bar's order, as the registry holds them. */
export function tabRoots(entries: readonly RouteEntry[]): RouteEntry[] {
  return entries.filter((entry) => navOf(entry) === 'tab');
}
