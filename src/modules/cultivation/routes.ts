import { routesOf } from '@/core/route-helpers';
import type { RouteEntry, RouteSample } from '@/core/route-types';
import { CULTIVATION_ALL, CULTIVATION_DETAIL, CULTIVATION_LIBRARY, MY_QUALITY, QUALITY_LIST } from './paths';

const route = routesOf('cultivation');

/** The demo park's first tier, and its first recognised enterprise. */
const TIER: RouteSample = { list: '/api/dpboot/cultivation/tiers?sysid=1' };
const QUALITY: RouteSample = { list: '/api/dpboot/cultivation/quality/list?size=1&sysid=1', fields: { id: 'orgId' } };

/** 企业梯度培育 (SPEC §2 /cultivation and /user/qualityOrg): the ladder is public, an enterprise's own evaluation needs its account. */
export const routes: RouteEntry[] = [
  route.public(CULTIVATION_ALL, '企业梯度培育', () => import('./pages/all-page')),
  route.public('/cultivation/index/:id', '培育梯度', () => import('./pages/tier-page'), { sample: TIER }),
  route.public(CULTIVATION_LIBRARY, '培育库', () => import('./pages/library-page')),
  route.login(CULTIVATION_DETAIL, '企业梯度评价', () => import('./pages/detail-page')),
  route.public(QUALITY_LIST, '优质企业', () => import('./pages/quality-list-page')),
  route.public('/cultivation/qualityDetail/:id', '优质企业详情', () => import('./pages/quality-detail-page'), { sample: QUALITY }),
  route.login(MY_QUALITY, '我的优质企业培育', () => import('./pages/my-quality-page')),
];
