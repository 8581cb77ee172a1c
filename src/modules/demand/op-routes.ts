import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { ORG_INFO_PARENT } from './org-info';
import { OP_AUDIT_PATTERN, OP_DOCKS, OP_ORG_INFO, OP_SERVE_ORGS, OP_SHOWCASES } from './paths';
import { opPattern, VIEW_SCREENS } from './views';

const route = routesOf('demand', { permission: 'demand.review' });
const menu = (order: number) => route.inMenu('供需对接管理', order);

/** Demand matching's operator screens (SPEC §2 /op/cx): the review queues and one record's review. */
export const routes: RouteEntry[] = [
  ...VIEW_SCREENS.map((s, i) =>
    menu(10 + i * 10)(
      opPattern(s),
      s.opTitle,
      () => import('./pages/op-queue-page'),
    ),
  ),
  menu(100)(OP_SHOWCASES, '企业风采审核', () => import('./pages/op-showcases-page')),
  menu(110)(OP_DOCKS, '对接记录', () => import('./pages/op-docks-page'), { permission: 'demand.dock' }),
  menu(120)(OP_SERVE_ORGS, '服务机构', () => import('./pages/op-serve-orgs-page')),
  route.operator(OP_ORG_INFO, '单位供需信息', () => import('./pages/op-org-page'), {
    parent: ORG_INFO_PARENT,
    // The organisation of a product waiting for review, opened from the products queue.
    sample: {
      list: '/api/dpboot/cx/manage/items?view=product&size=1&status=CHECK',
      fields: { orgid: 'orgId' },
      params: { activeIndex: 2, tab: 'product' },
    },
  }),
  route.operator(OP_AUDIT_PATTERN, '信息审核', () => import('./pages/op-audit-page'), {
    parent: '/op/cx/orgDemandManage',
    sample: { list: '/api/dpboot/cx/manage/items?view=demand&size=1&status=CHECK', params: { type: 'item' } },
  }),
];
