import { routesOf } from '@/core/route-helpers';
import type { RouteEntry, RouteSample } from '@/core/route-types';
import * as P from './paths';

/**
 * Policy matching (SPEC §2 /policy, except the declaration screens; policy administration in the
 * operations centre is in op-routes.ts). The /policy screens need no login to open (routes.json);
 * the personal ones ask to sign in on the screen.
 */
const portal = routesOf('policy');

/** A published policy of the demo park. */
const POLICY: RouteSample = { list: '/api/dpboot/policy/listpolices?size=1&sysid=1' };
/** A test record: any id will do, since a record opens as the login prompt to anonymous visitors. */
const RECORD: RouteSample = { params: { id: 1 } };

export const routes: RouteEntry[] = [
  portal.public(P.POLICY_INDEX, '政策服务', () => import('./pages/policy-index-page'), { nav: 'tab' }),
  portal.public(P.POLICY_LIST, '政策库', () => import('./pages/policy-list-page')),
  portal.public(P.POLICY_DETAIL, '政策详情', () => import('./pages/policy-detail-page'), { sample: POLICY }),
  portal.public(P.POLICY_INFO, '匹配画像', () => import('./pages/policy-info-page')),
  portal.public(P.POLICY_QUESTION, '政策匹配问卷', () => import('./pages/question-page')),
  portal.public(P.POLICY_QUICK_MATCH, '政策快速匹配', () => import('./pages/quick-match-page')),
  portal.public(P.POLICY_ANSWER, '我的答案', () => import('./pages/answer-page')),
  portal.public(P.POLICY_ANSWER_OF, '测评作答', () => import('./pages/answer-record-page'), {
    sample: RECORD,
  }),
  portal.public(P.POLICY_RECORDS, '测评记录', () => import('./pages/record-list-page')),
  portal.public(P.POLICY_RECORD, '匹配结果', () => import('./pages/record-page'), { sample: RECORD }),
  portal.public(P.POLICY_PREVIEW, '政策预览', () => import('./pages/preview-page')),
  portal.public(P.POLICY_NUM, '匹配政策', () => import('./pages/policy-num-page'), {
    sample: { ...RECORD, query: '?bucket=MATCHED' },
  }),
];
