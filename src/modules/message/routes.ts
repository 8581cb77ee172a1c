import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';

const route = routesOf('message');

/** In-app messages (SPEC §2): everyone's messages in /user; the operators' sending is in op-routes.ts. */
export const routes: RouteEntry[] = [
  route.login('/user/message', '我的消息', () => import('./pages/inbox-page')),
  route.login('/user/messageNotice', '系统通知', () => import('./pages/notice-inbox-page')),
  route.login('/user/message/:id', '消息详情', () => import('./pages/my-message-page'), {
    // The demo enterprise user's newest message.
    sample: { list: '/api/dpboot/message/my/list?kind=MESSAGE&size=1&sysid=1' },
  }),
];
