import { routesOf } from '@/core/route-helpers';
import type { RouteEntry, RouteSample } from '@/core/route-types';

/**
 * The innovation score's operator screens (SPEC §2 /integral and /op/integral, operators only):
 * /integral/… are stacked screens, /op/integral/… the same screens inside the operations menu.
 */
const route = routesOf('integral', { permission: 'integral.score' });
const menu = (order: number) => route.inMenu('服务画像、培育与创新积分', order);

/** A scored enterprise of the demo park: the ranking's first. */
const SCORED: RouteSample = { list: '/api/dpboot/integral/ranking?size=1&sysid=1', fields: { id: 'orgId' } };

export const routes: RouteEntry[] = [
  // The ranking: one screen, two entries.
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
];
