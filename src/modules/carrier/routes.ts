import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { DIRECTORY_PATHS, PARK_MAP, RESOURCE_LIST, ZT_HOME, ZT_LIST } from './paths';

const route = routesOf('carrier');
const directoryList = () => import('./pages/directory-list-page');
const directoryDetail = () => import('./pages/directory-detail-page');

/** 创业载体、园区地图、创新平台与投资机构 (SPEC §2 /sc/*); the operators' screens are in op-routes.ts. */
export const routes: RouteEntry[] = [
  route.public(ZT_HOME, '创业载体', () => import('./pages/zt-home-page')),
  route.public(ZT_LIST, '载体列表', () => import('./pages/zt-list-page')),
  route.public('/sc/zt/detail/:id', '载体详情', () => import('./pages/zt-detail-page'), { sample: { list: '/api/dpboot/zt/list?size=1&sysid=1' } }),
  route.public(RESOURCE_LIST, '房源', () => import('./pages/resource-list-page')),
  route.public('/sc/zt/resourceDetail/:id', '房源详情', () => import('./pages/resource-detail-page'), {
    sample: { list: '/api/dpboot/zt/resourceList?size=1&sysid=1' },
  }),
  route.public(PARK_MAP, '创新地图', () => import('./pages/map-page')),
  route.public(DIRECTORY_PATHS.PLATFORM.list, '创新平台', directoryList),
  route.public('/sc/innovation/:id', '创新平台详情', directoryDetail, { sample: { list: '/api/dpboot/innovation/list?size=1&sysid=1' } }),
  route.public(DIRECTORY_PATHS.INVESTOR.list, '投资机构', directoryList),
  route.public('/sc/investor/:id', '投资机构详情', directoryDetail, { sample: { list: '/api/dpboot/investor/list?size=1&sysid=1' } }),
];
