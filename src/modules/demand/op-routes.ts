import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { OP_AUDIT_PATTERN, OP_DOCKS, OP_SHOWCASES } from './paths';
import { VIEW_SCREENS } from './views';

const route = routesOf('demand', { permission: 'demand.review' });
const menu = (order: number) => route.inMenu('供需对接管理', order);

/** Demand matching's operator screens (SPEC §2 /op/cx): the review queues and one record's review. */
export const routes: RouteEntry[] = [
  ...VIEW_SCREENS.map((s, i) =>
    menu(10 + i * 10)(
      s.statusParam ? `${s.op}/:status?` : s.op,
      s.opTitle,
      () => import('./pages/op-queue-page'),
    ),
  ),
  menu(100)(OP_SHOWCASES, '企业风采审核', () => import('./pages/op-showcases-page')),
  menu(110)(OP_DOCKS, '对接记录', () => import('./pages/op-docks-page'), { permission: 'demand.dock' }),
  route.operator(OP_AUDIT_PATTERN, '信息审核', () => import('./pages/op-audit-page'), {
    parent: '/op/cx/orgDemandManage',
    sample: { list: '/api/dpboot/cx/manage/items?view=demand&size=1&status=CHECK', params: { type: 'item' } },
  }),
];
