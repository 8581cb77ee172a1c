import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { OP_APPLIES, OP_APPLY_PATTERN, OP_ORG_PATTERN, OP_ORGS, OP_PRODUCT_EDIT, OP_PORTRAIT, OP_PRODUCTS, OP_REQUIRE_PATTERN, OP_REQUIRES, OP_STATIS } from './paths';

const manage = routesOf('op-service', { permission: 'service.manage' });
const applies = routesOf('op-service', { permission: 'service.apply' });
const GROUP = '服务机构、产品与需求';

/** 科技服务's operator screens (SPEC §2): organisations, products, applications, requirements. */
export const routes: RouteEntry[] = [
  manage.inMenu(GROUP, 10)(OP_ORGS, '服务机构管理', () => import('./pages/op-orgs-page')),
  manage.operator(OP_ORG_PATTERN, '服务机构详情', () => import('./pages/op-org-page'), {
    parent: OP_ORGS,
    sample: { list: '/api/dpboot/service/org/list?size=1&sysid=1' },
  }),
  manage.inMenu(GROUP, 20)(OP_PRODUCTS, '服务产品管理', () => import('./pages/op-products-page')),
  manage.operator(OP_PRODUCT_EDIT, '服务产品编辑', () => import('./pages/op-product-edit-page'), { parent: OP_PRODUCTS }),
  applies.inMenu(GROUP, 30)(OP_APPLIES, '服务申请管理', () => import('./pages/op-applies-page')),
  applies.operator(OP_APPLY_PATTERN, '服务申请详情', () => import('./pages/op-apply-page'), {
    parent: OP_APPLIES,
    sample: { list: '/api/dpboot/service/apply/list?size=1&sysid=1' },
  }),
  manage.inMenu(GROUP, 50)(OP_PORTRAIT, '服务机构画像', () => import('./pages/op-portrait-page')),
  manage.inMenu(GROUP, 60)(OP_STATIS, '服务统计', () => import('./pages/op-statis-page')),
  applies.inMenu(GROUP, 40)(OP_REQUIRES, '服务需求管理', () => import('./pages/op-requires-page')),
  applies.operator(OP_REQUIRE_PATTERN, '服务需求详情', () => import('./pages/op-require-page'), {
    parent: OP_REQUIRES,
    sample: { list: '/api/dpboot/service/require/list?size=1&sysid=1' },
  }),
];
