import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { CX_INDEX, MY_AUDIT_PATTERN, MY_SHOWCASE, RECEIVED_DOCKS, SENT_DOCKS, SHOWCASE_WALL } from './paths';

const route = routesOf('demand');
const published = (kind: string) => `/api/dpboot/cx/items?size=1&sysid=1&kind=${kind}` as const;

/**
 * The public lists (cx/screens.ts PUBLIC_SCREENS) and the organisation's own lists of each view
 * (views.ts VIEW_SCREENS), path and title, written out: route files are in the entry and hold
 * route data alone, not the screens' tables with the demand model behind them (the app's
 * route-files test checks both agree).
 */
const PUBLIC_LISTS = [
  ['/cx/demand', '需求大厅'],
  ['/cx/product', '产品与设备'],
  ['/cx/serve', '企业服务'],
  ['/cx/talent', '人才招聘'],
  ['/cx/alliance', '技术联盟'],
] as const;
const OWN_LISTS = [
  ['/user/orgDemandManage', '我的需求'],
  ['/user/pddockDemandManage', '产需对接需求'],
  ['/user/orgProductManage', '我的产品'],
  ['/user/orgProManage', '产品与服务'],
  ['/user/orgServeManage', '我的服务'],
  ['/user/orgDeviceManage', '共享设备'],
  ['/user/pddockJobManage', '人才需求'],
  ['/user/orgTechnologyManage', '技术成果'],
] as const;

/** Demand matching's portal screens (SPEC §2 /cx and the enterprise centre's /user/org…). */
export const routes: RouteEntry[] = [
  route.public(CX_INDEX, '供需对接', () => import('./pages/cx-index-page')),
  ...PUBLIC_LISTS.map(([path, title]) => route.public(path, title, () => import('./pages/cx-list-page'))),
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
  route.login(SENT_DOCKS, '我发起的对接', () => import('./pages/my-docks-page')),
  route.login(RECEIVED_DOCKS, '收到的对接', () => import('./pages/my-docks-page')),
  ...['/user/pddockDetail/:id', '/cx/pddockDetail/:id'].map((path) =>
    route.login(path, '对接详情', () => import('./pages/dock-detail-page'), {
      // A docking the demo enterprise (the ORG user's) sent.
      sample: { list: '/api/dpboot/cx/dock/sent?size=1' },
    }),
  ),
  route.login(MY_SHOWCASE, '企业风采', () => import('./pages/my-showcase-page')),
  ...OWN_LISTS.map(([path, title]) => route.login(path, title, () => import('./pages/my-items-page'))),
  route.login(MY_AUDIT_PATTERN, '审核记录', () => import('./pages/my-audit-page'), {
    // The demo enterprise's first item (the ORG user's own).
    sample: { list: '/api/dpboot/cx/my/items?view=product&size=1', params: { type: 'item' } },
  }),
];
