import { useState } from 'react';

/**
 * Whether a person keeps the operations menu narrowed to its icons (the rail), remembered per
 * park and user in localStorage: a reload, or the next visit, shows the menu as they left it, and
 * a colleague signing in on the same computer gets their own.
 */

const storageKey = (tenantId: number, userId: number) => `innoweb.op-menu-collapsed.${String(tenantId)}.${String(userId)}`;

export function readMenuCollapsed(tenantId: number, userId: number): boolean {
  try {
    return localStorage.getItem(storageKey(tenantId, userId)) === '1';
  } catch {
    return false;
  }
}

export function writeMenuCollapsed(tenantId: number, userId: number, collapsed: boolean): void {
  try {
    if (collapsed) localStorage.setItem(storageKey(tenantId, userId), '1');
    else localStorage.removeItem(storageKey(tenantId, userId));
  } catch {
    // Storage full or refused (private mode): the choice lasts for this visit only.
  }
}

/** The person's choice and the setter that stores it; open for nobody known yet. */
export function useMenuCollapsed(tenantId: number | undefined, userId: number | undefined): [boolean, (collapsed: boolean) => void] {
  const owner = tenantId && userId ? `${String(tenantId)}.${String(userId)}` : '';
  const [state, setState] = useState(() => ({ owner, collapsed: tenantId && userId ? readMenuCollapsed(tenantId, userId) : false }));
  // Another person signed in under the same layout: read their own choice.
  const collapsed = state.owner === owner ? state.collapsed : !!(tenantId && userId) && readMenuCollapsed(tenantId, userId);
  const set = (next: boolean) => {
    if (tenantId && userId) writeMenuCollapsed(tenantId, userId, next);
    setState({ owner, collapsed: next });
  };
  return [collapsed, set];
}
