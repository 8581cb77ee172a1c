import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';

const route = routesOf('sms', { permission: 'sms.push' });
const menu = (order: number) => route.inMenu('消息推送与用户管理', order);

/** SMS push (SPEC §2 "Message push and user administration"): compose and send, sent batches, templates. */
export const routes: RouteEntry[] = [
  menu(5)('/op/push', '短信推送', () => import('./pages/push-page')),
  // Also one batch's recipients and gateway results, with ?id=.
  menu(6)('/op/pushed', '发送记录', () => import('./pages/pushed-page')),
  menu(7)('/op/pushManage', '短信模板', () => import('./pages/push-manage-page')),
];
