import { describe, expect, it } from 'vitest';
import { routesOf } from '@/core/route-helpers';
import { shortcutsOf } from './shortcuts';

const route = routesOf('test');
const load = () => Promise.resolve({ default: () => null });
const WORKBENCH = route.inMenu('工作台')('/op/index', '工作台', load, { nav: 'root' });
const APPEALS = route.inMenu('诉求、消息、产业、项目与经济', 10)('/op/appeal/list/:states?', '诉求办理', load);
const APPEAL = route.operator('/op/appeal/detail/:id', '诉求办理详情', load, { parent: '/op/appeal/list/:states?' });
const POLICIES = route.inMenu('政策管理', 10)('/op/policyManage', '政策管理', load);
const USERS = route.inMenu('消息推送与用户管理', 20)('/op/userManage', '用户管理', load);
const HOME = route.public('/index', '首页', load);
const ENTRIES = [WORKBENCH, APPEALS, APPEAL, POLICIES, USERS, HOME];

describe('the workbench’s shortcuts', () => {
  it('count each address toward the menu entry it is or is opened under, the most opened first', () => {
    const pages = [
      { url: '/op/policyManage', page: '政策管理', visits: 4 },
      { url: '/op/appeal/list', page: '诉求办理', visits: 3 },
      { url: '/op/appeal/detail/3', page: '诉求办理详情', visits: 2 },
      { url: '/op/appeal/list/RECEIVE', page: '诉求办理', visits: 1 },
      // The workbench itself, a portal page, an address no longer registered: no shortcut.
      { url: '/op/index', page: '工作台', visits: 9 },
      { url: '/index', page: '首页', visits: 9 },
      { url: '/op/gone', page: '旧页面', visits: 9 },
    ];
    expect(shortcutsOf(pages, ENTRIES, [WORKBENCH, APPEALS, POLICIES, USERS]).map((s) => [s.entry.title, s.visits])).toEqual([
      ['诉求办理', 6],
      ['政策管理', 4],
    ]);
  });

  it('leave out what the user may no longer open', () => {
    const pages = [{ url: '/op/userManage', page: '用户管理', visits: 5 }];
    expect(shortcutsOf(pages, ENTRIES, [WORKBENCH, APPEALS])).toEqual([]);
  });
});
