import { matchPath } from 'react-router-dom';
import type { FrequentPages } from '@common/access/contract';
import { OP_HOME } from '@/core/nav';
import { opParentOf } from '@/core/op-breadcrumbs';
import type { RouteEntry } from '@/core/route-types';

/** How many shortcuts the workbench shows. */
export const SHORTCUT_COUNT = 6;

export interface Shortcut {
  entry: RouteEntry;
  visits: number;
}

/** The registry entry an address opens, with its path parameters. */
function entryAt(url: string, entries: readonly RouteEntry[]) {
  for (const entry of entries) {
    const match = matchPath(entry.path, url);
    if (match) return { entry, params: match.params };
  }
  return undefined;
}

/**
 * The operator's frequent screens, from their own page views: each address counts toward the menu
 * entry it is (诉求办理) or is opened under (an appeal's detail counts toward 诉求办理); only entries
 * in `menu` (those the user may open) and not the workbench itself; the most visited first.
 */
export function shortcutsOf(pages: FrequentPages, entries: readonly RouteEntry[], menu: readonly RouteEntry[]): Shortcut[] {
  const visits = new Map<RouteEntry, number>();
  for (const page of pages) {
    const at = entryAt(page.url, entries);
    if (!at) continue;
    const under = at.entry.menu ? at.entry : opParentOf(at.entry, at.params, entries);
    if (!under || !menu.includes(under) || under.path === OP_HOME) continue;
    visits.set(under, (visits.get(under) ?? 0) + page.visits);
  }
  return [...visits]
    .map(([entry, count]) => ({ entry, visits: count }))
    .sort((a, b) => b.visits - a.visits)
    .slice(0, SHORTCUT_COUNT);
}
