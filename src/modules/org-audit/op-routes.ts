import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { DETAIL_PATTERN, QUEUE_PATTERNS } from './paths';

const route = routesOf('op-org', { permission: 'org.audit' });
const menu = (order: number) => route.inMenu('企业审核与管理', order);

/** The operators' review of certification and link applications (SPEC §2 operations centre). */
export const routes: RouteEntry[] = [
  menu(10)(QUEUE_PATTERNS.ORG, '企业认证审核', () => import('./pages/org-audit-page')),
  menu(20)(QUEUE_PATTERNS.RELATE, '关联企业审核', () => import('./pages/org-relate-page')),
  route.operator(DETAIL_PATTERN, '审核详情', () => import('./pages/detail-page'), {
    // Under the queue of its kind: the :type is ORG or RELATE.
    parent: { param: 'type', paths: QUEUE_PATTERNS },
    // The demo park seeds applications waiting for review; the operator opens the first one,
    // whose kind (ORG or RELATE) is the :type.
    sample: { list: '/api/dpboot/certify/applications?size=1&sysid=1', fields: { type: 'kind' } },
  }),
];
