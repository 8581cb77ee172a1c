import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';

const route = routesOf('account');

export const routes: RouteEntry[] = [
  route.public('/login', '登录', () => import('./pages/login-page')),
  route.public('/regist/user', '注册账号', () => import('./pages/regist-user-page')),
  route.public('/regist/passChg', '重置密码', () => import('./pages/pass-chg-page')),
  route.public('/ssoMain.do', '统一认证登录', () => import('./pages/sso-page')),
];
