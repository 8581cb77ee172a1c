import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';

/**
 * The innovation score's operator screens (SPEC §2 /integral and /op/integral; operators only,
 * SPEC §6). A screen of both is one page registered twice: /integral/x is a stacked screen,
 * /op/integral/x its entry in the operations menu.
 */
const route = routesOf('integral', { permission: 'integral.score' });
const menu = (order: number) => route.inMenu('服务画像、培育与创新积分', order);

/** The park's distribution and the indicator system (analysis-*, indicator-* screens). */
const analysis: RouteEntry[] = [
  route.operator('/integral/analysis', '创新积分分析', () => import('./pages/analysis-page')),
  menu(20)('/op/integral/analyse', '创新积分分析', () => import('./pages/analysis-page')),
  route.operator('/integral/indicator', '创新积分指标体系', () => import('./pages/indicator-page'), {
    permission: 'integral.indicator',
  }),
];

export const routes: RouteEntry[] = [...analysis];
