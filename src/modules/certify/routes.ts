import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';

const route = routesOf('certify');

/** Organisation certification and linking (SPEC §2 Registration); both need a login (SPEC §6). */
export const routes: RouteEntry[] = [
  route.login('/regist/org', '企业认证', () => import('./pages/org-certify-page')),
  route.login('/regist/orgRelate/:id', '关联企业', () => import('./pages/org-relate-page'), {
    // Any organisation of the demo park (the directory's newest first; the seed gives it hundreds).
    sample: { list: '/api/parkboot/v2/org/listEsOrg', body: { size: 1 } },
  }),
];
