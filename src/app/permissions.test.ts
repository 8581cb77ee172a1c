import { describe, expect, it } from 'vitest';
import { appealContract } from '@common/appeal/contract';
import { isPermission, STAFF_PERMISSIONS } from '@common/permissions';
import type { SessionUser } from '@common/roles';
import { mayOpen, opMenu } from '@/core/op-menu';
import { opRoutes } from './op-routes';
import { routes as portalRoutes } from './routes';

const routes = [...portalRoutes, ...opRoutes];

const user = (permissions: SessionUser['permissions']): SessionUser => ({
  id: 7,
  name: '赵敏',
  phone: '13800000099',
  roles: [{ rolename: '诉求专员' }, { rolename: '管委会' }],
  orgId: null,
  orgType: null,
  permissions,
});

describe('operator screens and their permissions', () => {
  it('name a catalogued permission on every operator screen but the workbench', () => {
    const operator = routes.filter((r) => r.access === 'operator' && r.path !== '/op/index');
    expect(operator.length).toBeGreaterThan(15);
    for (const r of operator) expect([r.path, isPermission(r.permission ?? '')]).toEqual([r.path, true]);
    for (const r of routes.filter((r) => r.access !== 'operator')) expect([r.path, r.permission]).toEqual([r.path, undefined]);
  });

  it('name the permission of the endpoint the screen reads', () => {
    const list = routes.find((r) => r.path.startsWith('/op/appeal/list'));
    expect(list?.permission).toBe(appealContract.list.permission);
    expect(routes.find((r) => r.path === '/op/appeal/analyse')?.permission).toBe(appealContract.analyse.permission);
  });

  it('show an appeal clerk the workbench and the appeal entries only; the 管委会 staff everything but the administrators’ own', () => {
    const clerk = opMenu(routes, user(['appeal.handle', 'appeal.analyse']));
    expect(clerk.flatMap((s) => s.items.map((e) => e.title))).toEqual(['工作台', '诉求办理', '诉求分析']);
    // The staff's daily work is every entry but the administration of the operations centre.
    const staff = opMenu(routes, user([...STAFF_PERMISSIONS]));
    const staffMay = (e: { permission?: string }) => !e.permission || (STAFF_PERMISSIONS as readonly string[]).includes(e.permission);
    expect(staff.flatMap((s) => s.items)).toEqual(opMenu(routes).flatMap((s) => s.items).filter(staffMay));
    const administration = opMenu(routes)
      .flatMap((s) => s.items)
      .filter((e) => !staffMay(e))
      .map((e) => e.title);
    expect(administration).toEqual(expect.arrayContaining(['用户管理', '角色管理', '运营账号', '部门管理', '岗位管理', '部门人员', '园区设置']));
    expect(staff.flatMap((s) => s.items.map((e) => e.title))).toContain('访问统计');
    expect(mayOpen(routes.find((r) => r.path === '/op/notice')!, user(['appeal.handle']))).toBe(false);
    expect(mayOpen(routes.find((r) => r.path === '/op/index')!, user([]))).toBe(true);
  });
});
