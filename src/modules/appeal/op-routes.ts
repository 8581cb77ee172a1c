import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { OP_ANALYSE, OP_DETAIL_PATTERN, OP_LIST_PATTERN } from './paths';

/** Page views record the operators' screens as 'op-appeal'. */
const op = routesOf('op-appeal', { permission: 'appeal.handle' });
const menu = (order: number) => op.inMenu('诉求、消息、产业、项目与经济', order);

/** Appeals (诉求): the operators' handling (SPEC §2). */
export const routes: RouteEntry[] = [
  menu(10)(OP_LIST_PATTERN, '诉求办理', () => import('./pages/op-appeal-list-page')),
  op.operator(OP_DETAIL_PATTERN, '诉求办理详情', () => import('./pages/op-appeal-detail-page'), {
    parent: OP_LIST_PATTERN,
    // The demo park's first appeal, opened by its operator.
    sample: { list: '/api/dpboot/appeal/list?size=1&sysid=1' },
  }),
  menu(20)(OP_ANALYSE, '诉求分析', () => import('./pages/op-appeal-analyse-page'), { permission: 'appeal.analyse' }),
];
