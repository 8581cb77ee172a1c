import { pathTo } from '@/core/paths';
import { OP_DOCKS, OP_ORG_INFO, OP_SERVE_ORGS, OP_SHOWCASES } from './paths';
import { opPattern, VIEW_SCREENS } from './views';

/**
 * /op/cx/orgInfoManage/{activeIndex}/{orgid}/{tab?}: `activeIndex` is the operations-menu entry
 * the organisation was opened from (its place in this list: the review queues in menu order, then
 * the showcases, the dockings and the service organisations), so the side menu, the breadcrumbs
 * and the back arrow lead there again; `tab` is which of the organisation's records are shown
 * (a view of its items, or `dock` for its dockings).
 */
export const ORG_INFO_FROM: readonly string[] = [...VIEW_SCREENS.map(opPattern), OP_SHOWCASES, OP_DOCKS, OP_SERVE_ORGS];

/** The route's parent by activeIndex (core/route-types.ts RouteParent). */
export const ORG_INFO_PARENT = {
  param: 'activeIndex',
  paths: Object.fromEntries(ORG_INFO_FROM.map((path, index) => [String(index), path])),
};

export const DOCK_TAB = 'dock';

/** The organisation's page opened from the menu entry `from` (a pattern of ORG_INFO_FROM). */
export function orgInfoPath(from: string, orgid: number, tab?: string): string {
  const activeIndex = Math.max(0, ORG_INFO_FROM.indexOf(from));
  return pathTo(OP_ORG_INFO, { activeIndex, orgid, tab });
}

/** The menu entry's own path (its optional status left out). */
export const entryPath = (activeIndex: string | undefined): string =>
  pathTo(ORG_INFO_FROM[Number(activeIndex)] ?? OP_SERVE_ORGS);
