import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { pageTitle } from './page-title';
import { recordPageView } from './page-views';
import { navOf } from '@/core/nav';
import { applyParkLook } from '@/core/park-look';
import type { RouteEntry } from '@/core/route-types';
import { useTenant } from '@/core/use-tenant';
import { NavRoleContext } from '@/ui/nav-role';
import { SPEC_STRINGS } from '@common/spec-strings';

function useCurrentEntry(): RouteEntry | undefined {
  const handles = useMatches().map((m) => m.handle as RouteEntry | undefined);
  return handles.reverse().find((h) => h !== undefined);
}

/**
 * The root of every screen: keeps the browser title in step with the route and the tenant and the
 * page's colour in step with the park, records a page view for every navigation, and tells the
 * screen's bar its navigation role.
 */
export function AppShell() {
  const tenant = useTenant();
  const entry = useCurrentEntry();
  const { pathname, search, key } = useLocation();
  useEffect(() => {
    document.title = pageTitle(entry?.title, tenant?.name);
  }, [entry?.title, tenant?.name]);
  useEffect(() => applyParkLook(tenant), [tenant]);
  // One record per navigation (the history entry's key and its address): the entry names the page,
  // but a new entry object for the same address, or the shell mounted again over the same history
  // entry (an error boundary recovering, a session change), is no visit. Entries pushed outside the
  // router (a WeChat bridge, a script) all carry the key "default", so the address tells them apart.
  const entryRef = useRef(entry);
  useEffect(() => {
    entryRef.current = entry;
  });
  useEffect(() => {
    recordPageView(`${key} ${pathname}${search}`, pathname + search, entryRef.current);
  }, [key, pathname, search]);
  return (
    <NavRoleContext.Provider value={entry ? navOf(entry) : 'stack'}>
      <Outlet />
      {/* Back to a list lands where the person left it. */}
      <ScrollRestoration />
    </NavRoleContext.Provider>
  );
}

export function ScreenFallback() {
  return (
    <div className="screen-loading" role="status" aria-live="polite">
      <span>{SPEC_STRINGS.loading}</span>
    </div>
  );
}
