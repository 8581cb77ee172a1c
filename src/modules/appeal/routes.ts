import type { RouteEntry } from '@/core/route-types';
import {
  OP_ANALYSE,
  OP_DETAIL_PATTERN,
  OP_LIST_PATTERN,
  USER_APPEAL,
  USER_APPEAL_ADD,
  USER_DETAIL_PATTERN,
} from './paths';

/** Appeals (诉求): the enterprises' side in the personal centre, the operators' handling (SPEC §2). */
export const routes: RouteEntry[] = [
  {
    path: USER_APPEAL,
    title: '我的诉求',
    access: 'login',
    module: 'appeal',
    layout: 'plain',
    load: () => import('./pages/my-appeals-page'),
  },
  {
    path: USER_APPEAL_ADD,
    title: '提交诉求',
    access: 'login',
    module: 'appeal',
    layout: 'plain',
    load: () => import('./pages/appeal-form-page'),
  },
  {
    path: USER_DETAIL_PATTERN,
    title: '诉求详情',
    access: 'login',
    module: 'appeal',
    layout: 'plain',
    load: () => import('./pages/my-appeal-detail-page'),
  },
  {
    path: OP_LIST_PATTERN,
    title: '诉求办理',
    access: 'operator',
    module: 'op-appeal',
    layout: 'op',
    menu: { group: '诉求、消息、产业、项目与经济', order: 10 },
    load: () => import('./pages/op-appeal-list-page'),
  },
  {
    path: OP_DETAIL_PATTERN,
    title: '诉求办理详情',
    access: 'operator',
    module: 'op-appeal',
    layout: 'op',
    load: () => import('./pages/op-appeal-detail-page'),
  },
  {
    path: OP_ANALYSE,
    title: '诉求分析',
    access: 'operator',
    module: 'op-appeal',
    layout: 'op',
    menu: { group: '诉求、消息、产业、项目与经济', order: 20 },
    load: () => import('./pages/op-appeal-analyse-page'),
  },
];
