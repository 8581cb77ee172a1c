import { describe, expect, it } from 'vitest';
import { integralFillContract } from '@common/integral/fill/contract';
import { hasPermission, type SessionUser } from '@common/roles';
import { opRoutes } from './op-routes';
import { routes as portalRoutes } from './routes';
import { TODO_SOURCES, TODOS } from '@/modules/op-home/todo-sources';

const routes = [...portalRoutes, ...opRoutes];

/** Whether an app path (with its query) opens a registered screen. */
const opens = (link: string) => {
  const path = link.split('?')[0]!;
  return routes.some((r) => new RegExp(`^${r.path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`).test(path));
};

const operator = (permissions: SessionUser['permissions']): SessionUser => ({
  id: 9,
  name: '钱进',
  phone: '13800000098',
  roles: [{ rolename: '积分专员' }, { rolename: '管委会' }],
  orgId: null,
  orgType: null,
  permissions,
});

describe('the workbench’s to-dos', () => {
  it('are every area’s own, found without a list of them', () => {
    expect(TODOS.map((t) => t.key)).toEqual(
      expect.arrayContaining(['org-certify', 'org-relate', 'notice', 'declare', 'appeal', 'integral-fill', 'customer', 'policy']),
    );
    expect(TODO_SOURCES.map((s) => s.key)).toEqual(TODOS.map((t) => t.key));
  });

  it('count the innovation score’s fills waiting for their audit, for whoever audits them', () => {
    const fill = TODO_SOURCES.find((s) => s.key === 'integral-fill');
    expect(fill).toMatchObject({ label: '积分填报待审核', link: '/op/integral/fill', permission: 'integral.fill' });
    expect(TODOS.find((t) => t.key === 'integral-fill')!.endpoint).toBe(integralFillContract.counts);
    expect(TODOS.find((t) => t.key === 'integral-fill')!.pick({ TOAUDIT: 3 })).toBe(3);
    // An operator who audits fills sees it; one who only answers appeals does not.
    const shown = (user: SessionUser) => TODO_SOURCES.filter((s) => !s.permission || hasPermission(user, s.permission)).map((s) => s.key);
    expect(shown(operator(['integral.fill']))).toEqual(['integral-fill']);
    expect(shown(operator(['appeal.handle']))).toEqual(['appeal']);
  });

  it('each open a screen of the app', () => {
    for (const todo of TODOS) expect([todo.key, opens(todo.link)]).toEqual([todo.key, true]);
  });
});
