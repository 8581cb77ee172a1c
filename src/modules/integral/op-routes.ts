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
  // The indicator system and its versions.
  route.operator('/integral/indicator', '创新积分指标体系', () => import('./pages/indicator-page'), {
    permission: 'integral.indicator',
    parent: '/op/integral/analyse',
  }),
];
