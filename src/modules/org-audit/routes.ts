import type { RouteEntry } from '@/core/route-types';
import { DETAIL_PATTERN, QUEUE_PATTERNS } from './paths';

/** The operators' review of certification and link applications (SPEC §2 operations centre). */
export const routes: RouteEntry[] = [
  {
    path: QUEUE_PATTERNS.ORG,
    title: '企业认证审核',
    access: 'operator',
    module: 'op-org',
    layout: 'op',
    menu: { group: '企业审核与管理', order: 10 },
    load: () => import('./pages/org-audit-page'),
  },
  {
    path: QUEUE_PATTERNS.RELATE,
    title: '关联企业审核',
    access: 'operator',
    module: 'op-org',
    layout: 'op',
    menu: { group: '企业审核与管理', order: 20 },
    load: () => import('./pages/org-relate-page'),
  },
  {
    path: DETAIL_PATTERN,
    title: '审核详情',
    access: 'operator',
    module: 'op-org',
    layout: 'op',
    load: () => import('./pages/detail-page'),
  },
];
