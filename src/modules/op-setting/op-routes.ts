import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { OP_SETTING, OP_SETTING_PATTERN } from './paths';

const op = routesOf('op-setting', { permission: 'system.setting' });

/** 园区设置: the menu entry opens the first section; each section has its own address. */
export const routes: RouteEntry[] = [
  op.inMenu('申报管理、访问与设置', 90)(OP_SETTING, '园区设置', () => import('./pages/setting-page')),
  op.operator(OP_SETTING_PATTERN, '园区设置', () => import('./pages/setting-page'), {
    parent: OP_SETTING,
    // A section is the entry's own screen under another tab: a root beside the side menu as the entry is.
    nav: 'menu',
    sample: { params: { type: 'portal' } },
  }),
];
