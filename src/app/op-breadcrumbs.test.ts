import { describe, expect, it } from 'vitest';
import { opBreadcrumbs, opParentOf } from '@/core/op-breadcrumbs';
import { opRoutes } from './op-routes';
import { routes as portalRoutes } from './routes';

const routes = [...portalRoutes, ...opRoutes];

const entry = (path: string) => {
  const found = routes.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

/** A value for each path parameter a route's parent depends on, as the app opens it. */
const PARAMS: Record<string, Record<string, string>> = {
  '/op/orgAuditDetail/:type/:id': { type: 'RELATE', id: '1' },
  '/op/cx/orgInfoManage/:activeIndex/:orgid/:tab?': { activeIndex: '0', orgid: '1' },
};

describe('every operations screen finds its place in the breadcrumbs', () => {
  it('puts every operations screen outside the menu under a menu entry', () => {
    const inner = routes.filter((r) => r.path.startsWith('/op/') && !r.menu);
    expect(inner.length).toBeGreaterThan(5);
    for (const r of inner) {
      // A parent chosen by a parameter (the menu entry a screen was opened from): every value of it.
      const { parent: byParam } = r;
      const choices =
        typeof byParam === 'object'
          ? Object.keys(byParam.paths).map((value) => ({ ...PARAMS[r.path], [byParam.param]: value }))
          : [PARAMS[r.path] ?? {}];
      for (const params of choices) {
        const parent = opParentOf(r, params, routes);
        expect([r.path, params, parent?.menu ? 'under a menu entry' : 'lost']).toEqual([
          r.path,
          params,
          'under a menu entry',
        ]);
      }
    }
  });

  it('shows an appeal under 诉求办理 and a notice form under 通知公告管理', () => {
    expect(opBreadcrumbs(entry('/op/appeal/detail/:id'), { id: '1' }, routes)).toEqual([
      { label: '运营中心', to: '/op/index' },
      { label: '企业诉求', to: '/op/appeal/list' },
      { label: '诉求办理', to: '/op/appeal/list' },
      { label: '诉求办理详情' },
    ]);
    expect(opBreadcrumbs(entry('/op/notice/add'), {}, routes).map((crumb) => crumb.label)).toEqual([
      '运营中心',
      '通知与消息',
      '通知公告管理',
      '发布通知',
    ]);
    expect(opBreadcrumbs(entry('/op/orgAuditDetail/:type/:id'), { type: 'ORG', id: '1' }, routes)[2]).toEqual(
      {
        label: '企业认证审核',
        to: '/op/orgAudit',
      },
    );
  });
});
