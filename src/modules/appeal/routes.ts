import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import {
  OP_ANALYSE,
  OP_DETAIL_PATTERN,
  OP_LIST_PATTERN,
  USER_APPEAL,
  USER_APPEAL_ADD,
  USER_DETAIL_PATTERN,
} from './paths';

/** Page views record the enterprises' screens as 'appeal', the operators' as 'op-appeal'. */
const user = routesOf('appeal');
const op = routesOf('op-appeal', { permission: 'appeal.handle' });
const menu = (order: number) => op.inMenu('诉求、消息、产业、项目与经济', order);

/** Appeals (诉求): the enterprises' side in the personal centre, the operators' handling (SPEC §2). */
export const routes: RouteEntry[] = [
  user.login(USER_APPEAL, '我的诉求', () => import('./pages/my-appeals-page')),
  user.login(USER_APPEAL_ADD, '提交诉求', () => import('./pages/appeal-form-page')),
  user.login(USER_DETAIL_PATTERN, '诉求详情', () => import('./pages/my-appeal-detail-page'), {
    // The ORG user's first appeal in the demo park (login routes open as that user).
    sample: { list: '/api/dpboot/appeal/mine?size=1&sysid=1' },
  }),
  menu(10)(OP_LIST_PATTERN, '诉求办理', () => import('./pages/op-appeal-list-page')),
  op.operator(OP_DETAIL_PATTERN, '诉求办理详情', () => import('./pages/op-appeal-detail-page'), {
    parent: OP_LIST_PATTERN,
    // The demo park's first appeal, opened by its operator.
    sample: { list: '/api/dpboot/appeal/list?size=1&sysid=1' },
  }),
  menu(20)(OP_ANALYSE, '诉求分析', () => import('./pages/op-appeal-analyse-page'), { permission: 'appeal.analyse' }),
];
