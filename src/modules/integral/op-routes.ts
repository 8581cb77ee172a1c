import { routesOf } from '@/core/route-helpers';
import type { RouteEntry, RouteSample } from '@/core/route-types';

/**
 * The innovation score's operator screens (SPEC §2 /integral and /op/integral; operators only,
 * SPEC §6). A screen of both is one page registered twice: /integral/x is a stacked screen,
 * /op/integral/x its entry in the operations menu.
 */
const route = routesOf('integral', { permission: 'integral.score' });
const menu = (order: number) => route.inMenu('服务画像、培育与创新积分', order);

/** A scored enterprise of the demo park: the ranking's first. */
const SCORED: RouteSample = { list: '/api/dpboot/integral/ranking?size=1&sysid=1', fields: { id: 'orgId' } };

/** Fill rounds (填报): their own permission, in the same menu group. */
const fill = routesOf('integral', { permission: 'integral.fill' });
const FILL_ENTRY = '/op/integral/fill';
/** The demo park's newest round (the open one). */
const ROUND: RouteSample = { list: '/api/dpboot/integral/fill/list?size=1&sysid=1' };
/** A submission of the demo park's open round (the first seeded) waiting for its audit. */
const SUBMITTED: RouteSample = {
  list: '/api/dpboot/integral/fill/orgs/1?state=TOAUDIT&size=1&sysid=1',
  fields: { orgid: 'orgId' },
  params: { itemid: 1 },
};
/** The operator's fill screens: each registered under /integral and, in the operations menu's frame, /op/integral. */
const fillTwice = (path: string, title: string, load: RouteEntry['load'], sample?: RouteSample): RouteEntry[] => [
  fill.operator(`/integral/${path}`, title, load, { parent: FILL_ENTRY, ...(sample ? { sample } : {}) }),
  fill.operator(`/op/integral/${path}`, title, load, { parent: FILL_ENTRY, ...(sample ? { sample } : {}) }),
];

export const routes: RouteEntry[] = [
  // The park's distribution: one screen, two entries.
  menu(20)('/op/integral/analyse', '创新积分分析', () => import('./pages/analysis-page')),
  route.operator('/integral/analysis', '创新积分分析', () => import('./pages/analysis-page'), {
    parent: '/op/integral/analyse',
  }),
  // The ranking: one screen, two entries; an enterprise's portrait and its simulation under it.
  menu(50)('/op/integral/list', '创新积分排名', () => import('./pages/ranking-page')),
  route.operator('/integral/list', '创新积分排名', () => import('./pages/ranking-page'), {
    parent: '/op/integral/list',
  }),
  route.operator('/integral/portrait/:id', '企业创新积分画像', () => import('./pages/portrait-op-page'), {
    sample: SCORED,
    parent: '/op/integral/list',
  }),
  route.operator('/integral/simulate/:id', '创新积分模拟测算', () => import('./pages/simulate-page'), {
    sample: SCORED,
    parent: '/op/integral/list',
  }),
  // One enterprise against the park and its industry: one screen, two entries.
  menu(30)('/op/integral/organalysis', '企业对标分析', () => import('./quality/pages/organalysis-page')),
  route.operator('/integral/organalysis', '企业对标分析', () => import('./quality/pages/organalysis-page'), {
    parent: '/op/integral/organalysis',
  }),
  // The reserve pool under the quality threshold, and what the scores earned.
  menu(60)('/op/integral/orgreserve', '优质企业后备库', () => import('./quality/pages/reserve-page')),
  // SPEC §2 gives achievements no /op twin: its own /integral path is the menu entry.
  menu(70)('/integral/achievements', '积分应用成果', () => import('./quality/pages/achievements-page')),
  // The indicator system and its versions.
  route.operator('/integral/indicator', '创新积分指标体系', () => import('./pages/indicator-page'), {
    permission: 'integral.indicator',
    parent: '/op/integral/analyse',
  }),
  // Fill rounds: the list (menu entry), the round form, progress, data, audit; fill on behalf.
  fill.inMenu('服务画像、培育与创新积分', 60)(FILL_ENTRY, '创新积分填报', () => import('./fill/pages/rounds-page')),
  fill.operator('/integral/fill', '创新积分填报', () => import('./fill/pages/rounds-page'), { parent: FILL_ENTRY }),
  ...fillTwice('fill/edit', '编辑填报批次', () => import('./fill/pages/edit-page')),
  ...fillTwice('fill/orgs/:id', '填报进度', () => import('./fill/pages/orgs-page'), ROUND),
  ...fillTwice('fill/data/:id', '填报数据', () => import('./fill/pages/data-page'), ROUND),
  ...fillTwice('fill/audit/:itemid/:orgid', '填报审核', () => import('./fill/pages/audit-page'), SUBMITTED),
  fill.operator('/integral/opfill/:id', '代企业填报', () => import('./fill/pages/opfill-page'), {
    parent: FILL_ENTRY,
    // Without ?orgId= the screen lists the round's enterprises that may still be filled.
    sample: ROUND,
  }),
];
