import type { RouteEntry } from '@/core/route-types';

export const routes: RouteEntry[] = [
  { path: '/login', title: '登录', access: 'public', module: 'account', load: () => import('./pages/login-page') },
  { path: '/regist/user', title: '注册账号', access: 'public', module: 'account', load: () => import('./pages/regist-user-page') },
  { path: '/regist/passChg', title: '重置密码', access: 'public', module: 'account', load: () => import('./pages/pass-chg-page') },
  { path: '/ssoMain.do', title: '统一认证登录', access: 'public', module: 'account', load: () => import('./pages/sso-page') },
];
