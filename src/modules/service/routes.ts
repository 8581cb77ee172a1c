import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { MY_APPLIES, MY_PRODUCTS, MY_REQUIRES, ORG_PORTRAIT_PATTERN, PORTRAIT_PATTERN } from './paths';

const route = routesOf('service');

/** 科技服务 in the personal centre (SPEC §2 /user/serviceInnovate, /user/productApply …). */
export const routes: RouteEntry[] = [
  route.login(MY_PRODUCTS, '我的服务产品', () => import('./pages/my-products-page')),
  route.login(PORTRAIT_PATTERN, '服务机构画像', () => import('./pages/portrait-page'), {
    sample: { list: '/api/dpboot/service/product/list?size=1&sysid=1', fields: { id: 'orgId' } },
  }),
  route.login(MY_APPLIES, '我的服务申请', () => import('./pages/my-applies-page')),
  route.login(MY_REQUIRES, '服务需求', () => import('./pages/my-requires-page')),
  route.login(ORG_PORTRAIT_PATTERN, '企业服务画像', () => import('./pages/org-portrait-page'), {
    sample: { list: '/api/dpboot/service/require/mine?size=1&sysid=1', fields: { id: 'orgId' } },
  }),
];
