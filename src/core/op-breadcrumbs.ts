import { OP_HOME } from './nav';
import { menuPath, opMenu } from './op-menu';
import type { RouteEntry } from './route-types';

/** One step of the operations centre's breadcrumbs; every step but the last links somewhere. */
export interface Crumb {
  label: string;
  to?: string;
}

/** The matched route's path parameters, as react-router gives them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Whether `prefix` is a strict leading part of `path`, segment by segment (`/op/notice` of `/op/notice/add`). */
function isUnder(path: string, prefix: string): boolean {
  const inner = segmentsOf(path);
  const outer = segmentsOf(prefix);
  return outer.length < inner.length && outer.every((segment, i) => inner[i] === segment);
}

/**
 * The menu entry an operations screen outside the menu is opened under: the one its `parent`
 * names (for this parameter value, when it depends on one), else the menu entry whose link is the
 * longest leading part of the screen's path. Undefined when neither finds one.
 */
export function opParentOf(
  entry: RouteEntry,
  params: RouteParams,
  entries: readonly RouteEntry[],
): RouteEntry | undefined {
  const menu = entries.filter((candidate) => candidate.menu);
  const { parent } = entry;
  if (parent !== undefined) {
    const pattern = typeof parent === 'string' ? parent : parent.paths[params[parent.param] ?? ''];
    return menu.find((candidate) => candidate.path === pattern);
  }
  return menu
    .filter((candidate) => isUnder(entry.path, menuPath(candidate)))
    .sort((a, b) => segmentsOf(menuPath(b)).length - segmentsOf(menuPath(a)).length)[0];
}

/**
 * The breadcrumbs of an operations screen, from the registry alone: 运营中心 › menu section › menu
 * entry › the screen itself when it is opened under that entry. A section links to its first entry;
 * a section named as its entry (工作台) is said once; the last step is the screen and no link.
 */
export function opBreadcrumbs(
  entry: RouteEntry,
  params: RouteParams,
  entries: readonly RouteEntry[],
): Crumb[] {
  const crumbs: Crumb[] = [{ label: '运营中心', to: OP_HOME }];
  const under = entry.menu ? entry : opParentOf(entry, params, entries);
  if (under?.menu) {
    const section = opMenu(entries).find((s) => s.items.includes(under));
    const first = section?.items[0];
    if (section && first && section.name !== under.title) crumbs.push({ label: section.name, to: menuPath(first) });
    crumbs.push({ label: under.title, to: menuPath(under) });
  }
  if (under !== entry) crumbs.push({ label: entry.title });
  // A screen named as the entry it opens under (创新积分排名 under 创新积分排名) is said once.
  const once = crumbs.filter((crumb, i) => crumbs[i + 1]?.label !== crumb.label);
  return once.map((crumb, i) => (i === once.length - 1 ? { label: crumb.label } : crumb));
}
