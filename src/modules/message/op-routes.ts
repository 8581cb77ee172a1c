import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';

const route = routesOf('message', { permission: 'message.send' });

/** In-app messages (SPEC §2): the operators' sending and results. */
export const routes: RouteEntry[] = [
  route.inMenu('诉求、消息、产业、项目与经济', 95)('/op/message', '站内消息', () => import('./pages/message-manage-page')),
  // Also the edit screen of a draft, with ?id= (the spec has no edit route).
  route.operator('/op/message/add', '新建消息', () => import('./pages/message-edit-page')),
  route.operator('/op/message/choose', '选择接收对象', () => import('./pages/message-choose-page')),
  route.operator('/op/message/result', '推送结果', () => import('./pages/message-result-page')),
];
