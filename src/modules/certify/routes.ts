import type { RouteEntry } from '@/core/route-types';

/** Organisation certification and linking (SPEC §2 Registration); both need a login (SPEC §6). */
export const routes: RouteEntry[] = [
  { path: '/regist/org', title: '企业认证', access: 'login', module: 'certify', load: () => import('./pages/org-certify-page') },
  { path: '/regist/orgRelate/:id', title: '关联企业', access: 'login', module: 'certify', load: () => import('./pages/org-relate-page') },
];
