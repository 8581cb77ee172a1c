import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, type DataScope, type Permission } from '../../common/permissions.js';
import { combineRoles, refusalForDept, refusalToEditRole, refusalToGrant, refusalToPlace, refusalToTouch, type Grants } from './delegation.js';

/** The delegation rule as pure functions of the actor's and the target's grants. */

const grants = (over: Partial<Grants> & { id: number }): Grants => ({
  admin: false,
  operator: true,
  permissions: [],
  dataScope: 'SELF',
  deptId: null,
  covers: { all: false, selfId: over.id, deptIds: [] },
  ...over,
});

describe('the delegation rule', () => {
  const admin = grants({ id: 1, admin: true, permissions: STAFF_PERMISSIONS, dataScope: 'ALL', covers: { all: true } });
  // Holds system.operator and appeal.handle over 企业服务局 (10) and its 企业服务科 (11).
  const delegate = grants({
    id: 2,
    permissions: ['appeal.handle', 'system.operator'],
    dataScope: 'DEPT_AND_BELOW',
    deptId: 10,
    covers: { all: false, selfId: 2, deptIds: [10, 11] },
  });
  const clerk = (over: Partial<Grants> = {}) =>
    grants({ id: 3, permissions: ['appeal.handle'], dataScope: 'DEPT', deptId: 11, covers: { all: false, selfId: 3, deptIds: [11] }, ...over });

  it('grants only what the actor holds, never a wider scope, never the 管理员 role', () => {
    const role = (permissions: Permission[], dataScope: DataScope = 'SELF', isAdmin = false) => ({ admin: isAdmin, permissions, dataScope });
    expect(refusalToGrant(delegate, role(['appeal.handle'], 'DEPT_AND_BELOW'))).toBeNull();
    expect(refusalToGrant(delegate, role(['appeal.handle', 'notice.manage']))).toBe('不能授予您自己没有的权限');
    expect(refusalToGrant(delegate, role([], 'ALL'))).toBe('不能授予比您更大的数据范围');
    expect(refusalToGrant(delegate, role([], 'ALL', true))).toBe('只有管理员可以授予或收回管理员角色');
    expect(refusalToGrant(admin, role([...STAFF_PERMISSIONS], 'ALL', true))).toBeNull();
  });

  it('touches only accounts holding no more, inside the scope; 管理员 accounts only as a 管理员', () => {
    expect(refusalToTouch(delegate, clerk())).toBeNull();
    expect(refusalToTouch(delegate, delegate)).toBeNull();
    expect(refusalToTouch(delegate, clerk({ permissions: ['appeal.handle', 'appeal.analyse'] }))).toBe('不能操作权限高于您的账号');
    expect(refusalToTouch(delegate, clerk({ dataScope: 'ALL', covers: { all: true } }))).toBe('不能操作权限高于您的账号');
    expect(refusalToTouch(delegate, clerk({ deptId: 12, covers: { all: false, selfId: 3, deptIds: [12] } }))).toBe('不能操作您数据范围以外的账号');
    // An account without a department is outside every scope but the whole park.
    expect(refusalToTouch(delegate, clerk({ deptId: null, covers: { all: false, selfId: 3, deptIds: [] } }))).toBe('不能操作您数据范围以外的账号');
    expect(refusalToTouch(delegate, admin)).toBe('管理员账号只能由管理员修改');
    expect(refusalToTouch(admin, admin)).toBeNull();
    // A portal user holds no operator grant and sits nowhere: any account administrator may act.
    expect(refusalToTouch(delegate, grants({ id: 9, operator: false }))).toBeNull();
  });

  it('changes a role only when it holds no more and all its holders are within reach', () => {
    const small = { admin: false, permissions: ['appeal.handle'] as Permission[], dataScope: 'DEPT' as DataScope };
    expect(refusalToEditRole(delegate, small, [clerk()])).toBeNull();
    expect(refusalToEditRole(delegate, small, [clerk({ deptId: 12, covers: { all: false, selfId: 3, deptIds: [12] } })])).toBe(
      '该角色有您无权管理的账号持有，不能修改或删除',
    );
    expect(refusalToEditRole(delegate, { ...small, permissions: ['notice.manage'] }, [])).toBe('不能修改权限或数据范围高于您的角色');
  });

  it('places accounts and changes departments only where the scope reaches', () => {
    expect(refusalToPlace(delegate, 11)).toBeNull();
    expect(refusalToPlace(delegate, 12)).toBe('只能把账号安排在您的数据范围内的部门');
    expect(refusalToPlace(delegate, null)).toBe('只能把账号安排在您的数据范围内的部门');
    expect(refusalToPlace(admin, null)).toBeNull();
    expect(refusalForDept(delegate, 10)).toBeNull();
    expect(refusalForDept(delegate, null)).toBe('只能调整您数据范围内的部门');
  });

  it('combines roles as the session does: 管理员 everything, staff roles the union and the widest scope', () => {
    expect(combineRoles([{ kind: '管理员', dataScope: 'SELF', permissions: [] }])).toMatchObject({ admin: true, dataScope: 'ALL' });
    expect(
      combineRoles([
        { kind: '管委会', dataScope: 'SELF', permissions: ['appeal.handle'] },
        { kind: '管委会', dataScope: 'DEPT', permissions: ['notice.manage', 'no.such'] },
        { kind: '', dataScope: 'ALL', permissions: ['user.manage'] },
      ]),
    ).toEqual({ admin: false, operator: true, permissions: ['appeal.handle', 'notice.manage'], dataScope: 'DEPT' });
    expect(combineRoles([{ kind: '', dataScope: 'ALL', permissions: [] }])).toMatchObject({ operator: false, permissions: [] });
  });
});
