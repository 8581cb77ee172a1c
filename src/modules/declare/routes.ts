import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import * as P from './paths';

/**
 * Policy declarations (政策申报): the notices and the enterprise's applications under /policy
 * (their management and review in the operations centre are in op-routes.ts). Access follows
 * routes.json: only the notice list is public; the rest needs a login.
 */
const portal = routesOf('policy');

export const routes: RouteEntry[] = [
  portal.public(P.NOTICE_LIST, '申报通知', () => import('./pages/notice-list-page')),
  portal.login(P.NOTICE_DETAIL, '申报通知详情', () => import('./pages/notice-detail-page'), {
    // An open notice of the demo park.
    sample: { list: '/api/dpboot/declare/xg_list_declare?phase=OPEN&size=1&sysid=1' },
  }),
  portal.login(P.CENTER, '申报中心', () => import('./pages/center-page')),
  portal.login(P.PROCESS, '填写申报书', () => import('./pages/process-page'), {
    // The form opens (rather than forwarding to the progress screen) for an open notice the ORG
    // user has not applied to, or whose application is still a draft or was sent back.
    sample: {
      list: '/api/dpboot/declare/xg_list_declare?phase=OPEN&size=20&sysid=1',
      where: { 'mine.state': [null, 'TOSUBMIT', 'BACK'] },
    },
  }),
  portal.login(P.PROGRESS, '申报进度', () => import('./pages/progress-page'), {
    // An application as the visitor may see it: the ORG user's own.
    sample: { list: '/api/dpboot/declare/list_declareAndOrg?size=1&sysid=1' },
  }),
  portal.login(P.MY_LIST, '我的申报', () => import('./pages/my-list-page')),
];
