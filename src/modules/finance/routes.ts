import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { APPLY_PATTERN, LOAN_DETAIL_PATTERN, MY_FINANCE, MY_NEEDS, NEED_EDIT, PRODUCT_DETAIL_PATTERN, SUPERMARKET_LIST } from './paths';

const route = routesOf('finance');

/** 金融超市 (SPEC §2 /supermarket) and the enterprise's applications in the personal centre. */
export const routes: RouteEntry[] = [
  route.public(SUPERMARKET_LIST, '金融超市', () => import('./pages/product-list-page')),
  route.public(PRODUCT_DETAIL_PATTERN, '金融产品详情', () => import('./pages/product-detail-page'), {
    sample: { list: '/api/dpboot/finance/product/list?size=1&sysid=1' },
  }),
  // Anyone may open it; the form is for signed-in users of certified enterprises (the page says so to others).
  route.public(APPLY_PATTERN, '申请贷款', () => import('./pages/apply-page'), {
    sample: { list: '/api/dpboot/finance/product/list?size=1&sysid=1' },
  }),
  route.login(MY_FINANCE, '我的金融', () => import('./pages/my-loans-page')),
  route.login(MY_NEEDS, '我的融资需求', () => import('./pages/my-needs-page')),
  route.login(NEED_EDIT, '发布融资需求', () => import('./pages/need-edit-page')),
  route.login(LOAN_DETAIL_PATTERN, '贷款申请进度', () => import('./pages/loan-detail-page'), {
    // The demo ORG user's first application (login routes open as that user).
    sample: { list: '/api/dpboot/finance/loan/mine?size=1&sysid=1' },
  }),
];
