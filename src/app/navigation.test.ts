import { describe, expect, it } from 'vitest';
import { frameOf, navOf, tabRoots } from '@/core/nav';
import { TAB_LOOKS, TABS } from './layouts/tabs';
import { opRoutes } from './op-routes';
import { infoRoutes } from './info-routes';
import { areaOf, ROUTE_AREAS } from './route-areas';
import { inOpArea, routes as portalRoutes } from './routes';
import { wallRoutes } from './wall-routes';

const routes = [...portalRoutes, ...opRoutes];

const entry = (path: string) => {
  const found = routes.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('the registry applies the navigation model', () => {
  it('has exactly the tab roots 首页, 政策, 服务, 我的, each in the tab bar in that order', () => {
    expect(TABS.map((tab) => tab.title)).toEqual(['首页', '政策', '服务', '我的']);
    expect(new Set(tabRoots(routes).map((r) => r.path))).toEqual(new Set(TAB_LOOKS.map((tab) => tab.path)));
    for (const tab of TABS) expect(frameOf(entry(tab.path))).toBe('tabs');
  });

  it('makes the workbench a root and every operations-menu entry a menu root', () => {
    expect(navOf(entry('/op/index'))).toBe('root');
    const menu = routes.filter((r) => r.menu && r.path !== '/op/index');
    expect(menu.length).toBeGreaterThan(5);
    for (const r of menu) expect([r.path, navOf(r)]).toEqual([r.path, 'menu']);
  });

  it('stacks the account screens and every screen that is not a root, outside the tab frame', () => {
    for (const path of ['/login', '/regist/user', '/regist/passChg', '/policy/list', '/policy/detail/:id', '/user/edit']) {
      expect([path, navOf(entry(path)), frameOf(entry(path))]).toEqual([path, 'stack', 'plain']);
    }
    for (const r of routes.filter((r) => navOf(r) !== 'tab')) expect(frameOf(r)).not.toBe('tabs');
  });
});

describe('the operations centre is a chunk of its own', () => {
  it('declares every /op and /integral screen but the workbench in op-routes.ts, and nothing else there', () => {
    // A portal screen there would be unknown until someone visits /op; an operator screen in
    // routes.ts would grow the entry every phone downloads.
    expect(portalRoutes.filter((r) => inOpArea(r.path)).map((r) => r.path)).toEqual(['/op/index']);
    expect(opRoutes.length).toBeGreaterThan(30);
    for (const r of opRoutes) expect([r.path, inOpArea(r.path)]).toEqual([r.path, true]);
    // Every /op screen sits in the operations centre's frame.
    for (const r of opRoutes.filter((r) => r.path.startsWith('/op/'))) expect([r.path, frameOf(r)]).toEqual([r.path, 'op']);
    expect(['/integral/list', '/integral', '/op/x'].every(inOpArea)).toBe(true);
    expect(['/info/integral/index', '/operator', '/integrals'].some(inOpArea)).toBe(false);
  });

  it('so are the wall displays (/lg) and the /info services past their front page', () => {
    // The workbench and the innovation score's front page stay in the entry: the menu and the home grid show registered screens only.
    expect(portalRoutes.filter((r) => areaOf(r.path)).map((r) => r.path)).toEqual(['/info/integral/index', '/op/index']);
    expect(infoRoutes.map((r) => r.path)).toContain('/info/integral/portrait');
    for (const r of infoRoutes) expect([r.path, areaOf(r.path)?.file]).toEqual([r.path, 'info-routes.ts']);
    expect(wallRoutes.map((r) => r.path)).toContain('/lg/index');
    for (const r of wallRoutes) expect([r.path, areaOf(r.path)?.file]).toEqual([r.path, 'wall-routes.ts']);
    expect(areaOf('/lgx')).toBeUndefined();
  });

  it('lie under the paths the modules declare (their route-prefixes.ts), not a list of the app’s', () => {
    expect(Object.fromEntries(ROUTE_AREAS.map((a) => [a.file, a.prefixes]))).toEqual({
      'op-routes.ts': ['/integral', '/op'],
      'info-routes.ts': ['/info/integral'],
      'wall-routes.ts': ['/lg'],
    });
  });
});
