import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { PUBLIC_SCREENS } from './cx/screens';
import { CX_INDEX, MY_AUDIT_PATTERN, MY_SHOWCASE, SHOWCASE_WALL } from './paths';
import { VIEW_SCREENS } from './views';

const route = routesOf('demand');
const published = (kind: string) => `/api/dpboot/cx/items?size=1&sysid=1&kind=${kind}` as const;

/** Demand matching's portal screens (SPEC §2 /cx and the enterprise centre's /user/org…). */
export const routes: RouteEntry[] = [
  route.public(CX_INDEX, '供需对接', () => import('./pages/cx-index-page')),
  ...PUBLIC_SCREENS.map((s) => route.public(s.path, s.title, () => import('./pages/cx-list-page'))),
  route.public('/cx/demandDetail/:demandId', '需求详情', () => import('./pages/cx-item-page'), {
    sample: { list: published('DEMAND'), fields: { demandId: 'id' } },
  }),
  route.public('/cx/productDetail/:type/:id', '信息详情', () => import('./pages/cx-item-page'), {
    sample: { list: published('PRODUCT'), params: { type: 'product' } },
  }),
  route.public(SHOWCASE_WALL, '企业风采', () => import('./pages/cx-showcases-page')),
  route.public('/cx/detail/:orgid', '企业详情', () => import('./pages/cx-org-page'), {
    sample: { list: '/api/dpboot/cx/fc/list?size=1&sysid=1', fields: { orgid: 'orgId' } },
  }),
  route.login(MY_SHOWCASE, '企业风采', () => import('./pages/my-showcase-page')),
  ...VIEW_SCREENS.map((s) => route.login(s.mine, s.mineTitle, () => import('./pages/my-items-page'))),
  route.login(MY_AUDIT_PATTERN, '审核记录', () => import('./pages/my-audit-page'), {
    // The demo enterprise's first item (the ORG user's own).
    sample: { list: '/api/dpboot/cx/my/items?view=product&size=1', params: { type: 'item' } },
  }),
];
