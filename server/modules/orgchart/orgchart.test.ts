import { describe, expect, it } from 'vitest';
import { NO_PERMISSION, STAFF_PERMISSIONS } from '../../../common/permissions.js';
import { history } from '../../lib/audit-log.js';
import { verifyPassword } from '../../lib/password.js';
import { SessionRepo } from '../../plugins/session-repo.js';
import { call, describeWorld, okData, testPhone, type TestUser } from '../../testing/world.js';
import type { Dept, Operator, Role } from '../../../common/orgchart/contract.js';
import { otherEnabledAdmins } from '../../lib/account-state.js';
import { subtreeOf } from './scope.js';

const B = '/api/dpboot/system';

describe('subtreeOf', () => {
  it('walks a department and everything below it, and nothing else', () => {
    const depts = [
      { id: 1, parent_id: null },
      { id: 2, parent_id: 1 },
      { id: 3, parent_id: 2 },
      { id: 4, parent_id: 1 },
      { id: 5, parent_id: null },
    ];
    expect(subtreeOf(depts, 2)).toEqual([2, 3]);
    expect(subtreeOf(depts, 1).sort()).toEqual([1, 2, 3, 4]);
    expect(subtreeOf(depts, 5)).toEqual([5]);
  });
});

describeWorld('operations administration (%s)', (w, dialect) => {
  const roles = (user: TestUser = w.admin, tenant: 1 | 2 = 1) => okData<Role[]>(w, 'GET', `${B}/role/list`, user, undefined, tenant);
  const depts = (tenant: 1 | 2 = 1) => okData<Dept[]>(w, 'GET', `${B}/dept/list`, tenant === 1 ? w.admin : w.admin2, undefined, tenant);
  const saveDept = (body: Record<string, unknown>, tenant: 1 | 2 = 1) =>
    call<{ id: number }>(w, 'POST', `${B}/dept/save`, tenant === 1 ? w.admin : w.admin2, { sort: 0, parentId: null, ...body }, tenant);
  const newDept = async (name: string, parentId: number | null) => {
    const res = await saveDept({ name, parentId });
    if (res.body.statusCode !== 200) throw new Error(res.body.message);
    return res.body.data.id;
  };
  const saveOperator = (by: TestUser, body: Record<string, unknown>) =>
    call<{ id: number; password: string | null }>(w, 'POST', `${B}/operator/save`, by, { deptId: null, postId: null, ...body });
  const roleId = async (rolename: string) => (await roles()).find((r) => r.rolename === rolename)!.id;
  const loginAs = async (userId: number): Promise<TestUser> => ({ id: userId, token: await new SessionRepo(w.db).create(1, userId) });

  it('refuses every endpoint without its permission: 401 anonymous, 403 for an enterprise user and for 管委会 staff', async () => {
    const calls: ['GET' | 'POST' | 'DELETE', string, Record<string, unknown>?][] = [
      ['GET', `${B}/role/list`],
      ['POST', `${B}/role/save`, { rolename: '测试角色', description: '', dataScope: 'ALL', permissions: [] }],
      ['DELETE', `${B}/role/delete/1`],
      ['GET', `${B}/dept/list`],
      ['POST', `${B}/dept/save`, { name: '测试部门', parentId: null, sort: 0 }],
      ['DELETE', `${B}/dept/delete/1`],
      ['GET', `${B}/dept/staff?deptId=1`],
      ['GET', `${B}/post/list`],
      ['POST', `${B}/post/save`, { name: '测试岗位', code: 'CS', sort: 0, state: 'ON' }],
      ['DELETE', `${B}/post/delete/1`],
      ['GET', `${B}/operator/list`],
      ['GET', `${B}/operator/options`],
      ['GET', `${B}/operator/detail/1`],
      ['POST', `${B}/operator/save`, { name: '测试', phone: testPhone(), roleIds: [1], deptId: null, postId: null }],
    ];
    const before = await w.db.selectFrom('roles').selectAll().orderBy('id').execute();
    for (const [method, url, payload] of calls) {
      expect([url, (await call(w, method, url, undefined, payload)).http]).toEqual([url, 401]);
      expect([url, (await call(w, method, url, w.userA, payload)).http]).toEqual([url, 403]);
      const staff = await call(w, method, url, w.committee, payload);
      expect([url, staff.http, staff.body.message]).toEqual([url, 403, NO_PERMISSION]);
    }
    expect(await w.db.selectFrom('roles').selectAll().orderBy('id').execute()).toEqual(before);
    expect(STAFF_PERMISSIONS.filter((p) => ['system.role', 'system.dept', 'system.operator'].includes(p))).toEqual([]);
  });

  it('creates, renames and deletes a role with its permission set and data scope; refuses a role still held', async () => {
    const created = await call<{ id: number }>(w, 'POST', `${B}/role/save`, w.admin, {
      rolename: '政策服务岗',
      description: '政策咨询与申报审核',
      dataScope: 'DEPT',
      permissions: ['policy.manage', 'declare.audit'],
    });
    expect(created.body).toMatchObject({ statusCode: 200, message: '保存成功' });
    const id = created.body.data.id;
    let role = (await roles()).find((r) => r.id === id)!;
    expect(role).toMatchObject({ rolename: '政策服务岗', kind: '管委会', dataScope: 'DEPT', dataScopeLabel: '本部门', isAdmin: false, builtIn: false, userCount: 0 });
    expect(role.permissions).toEqual(['declare.audit', 'policy.manage']);

    const renamed = await call(w, 'POST', `${B}/role/save`, w.admin, { id, rolename: '政策兑现岗', description: '', dataScope: 'ALL', permissions: ['declare.audit'] });
    expect(renamed.body.statusCode).toBe(200);
    role = (await roles()).find((r) => r.id === id)!;
    expect(role).toMatchObject({ rolename: '政策兑现岗', dataScope: 'ALL', permissions: ['declare.audit'] });

    const clash = await call(w, 'POST', `${B}/role/save`, w.admin, { rolename: '管委会', description: '', dataScope: 'ALL', permissions: [] });
    expect(clash.body).toMatchObject({ statusCode: 400, message: '角色名称已存在' });
    const unknown = await call(w, 'POST', `${B}/role/save`, w.admin, { rolename: '新角色', description: '', dataScope: 'ALL', permissions: ['no.such'] });
    expect(unknown.body.statusCode).toBe(400);

    // Held by an account: refused with how many; free again: deleted.
    const holder = await saveOperator(w.admin, { name: '钱多多', phone: testPhone(), roleIds: [id] });
    expect(holder.body.statusCode).toBe(200);
    const refused = await call(w, 'DELETE', `${B}/role/delete/${id}`, w.admin);
    expect(refused.body).toMatchObject({ statusCode: 400, message: '该角色仍有 1 个账号持有，请先为这些账号更换角色后再删除' });
    await saveOperator(w.admin, { id: holder.body.data.id, name: '钱多多', phone: (await okData<Operator>(w, 'GET', `${B}/operator/detail/${holder.body.data.id}`, w.admin)).phone, roleIds: [await roleId('管委会')] });
    expect((await call(w, 'DELETE', `${B}/role/delete/${id}`, w.admin)).body).toMatchObject({ statusCode: 200, message: '删除成功' });
    expect((await roles()).some((r) => r.id === id)).toBe(false);
    expect((await history(w.db, 1, 'role', id)).map((e) => e.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it('keeps the 管理员 role whole: every permission, no change, no deletion; built-in roles keep their names', async () => {
    const admin = (await roles()).find((r) => r.rolename === '管理员')!;
    expect(admin).toMatchObject({ isAdmin: true, builtIn: true, dataScope: 'ALL' });
    expect(admin.permissions).toContain('system.role');
    const narrowed = await call(w, 'POST', `${B}/role/save`, w.admin, { id: admin.id, rolename: '管理员', description: '', dataScope: 'SELF', permissions: [] });
    expect(narrowed.body).toMatchObject({ statusCode: 400, message: '管理员角色拥有全部权限，不能修改' });
    expect((await call(w, 'DELETE', `${B}/role/delete/${admin.id}`, w.admin)).body.message).toBe('管理员角色不能删除');
    const committee = (await roles()).find((r) => r.rolename === '管委会')!;
    const rename = await call(w, 'POST', `${B}/role/save`, w.admin, { id: committee.id, rolename: '工作人员', description: '', dataScope: 'ALL', permissions: [] });
    expect(rename.body.message).toBe('内置角色不能改名');
    expect((await call(w, 'DELETE', `${B}/role/delete/${committee.id}`, w.admin)).body.message).toBe('内置角色不能删除');
    // The admin still holds everything.
    const me = await call<{ permissions: string[] }>(w, 'GET', '/api/dpboot/user/current', w.admin);
    expect(me.body.data.permissions).toContain('system.operator');
  });

  it('creates an operator whose role decides what answers: an initial password once, appeal APIs yes, others 403', async () => {
    const clerkRole = await call<{ id: number }>(w, 'POST', `${B}/role/save`, w.admin, {
      rolename: '诉求受理岗',
      description: '',
      dataScope: 'SELF',
      permissions: ['appeal.handle', 'appeal.analyse'],
    });
    const phone = testPhone();
    const created = await saveOperator(w.admin, { name: '孙小美', phone, roleIds: [clerkRole.body.data.id] });
    expect(created.body.statusCode).toBe(200);
    const { id, password } = created.body.data;
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{10}$/);
    const row = await w.db.selectFrom('users').select(['password_hash', 'tenant_id', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tenant_id: 1, status: 'ACTIVE' });
    expect(await verifyPassword(password!, row.password_hash)).toBe(true);

    const clerk = await loginAs(id);
    const me = await call<{ roles: { rolename: string }[]; permissions: string[] }>(w, 'GET', '/api/dpboot/user/current', clerk);
    expect(me.body.data.permissions).toEqual(['appeal.handle', 'appeal.analyse']);
    expect(me.body.data.roles.map((r) => r.rolename)).toContain('管委会');
    expect((await call(w, 'GET', '/api/dpboot/appeal/list', clerk)).http).toBe(200);
    const notices = await call(w, 'GET', '/api/dpboot/notice/manage/list', clerk);
    expect([notices.http, notices.body.message]).toEqual([403, NO_PERMISSION]);
    expect((await call(w, 'GET', `${B}/operator/list`, clerk)).http).toBe(403);

    // The same phone twice is refused; editing returns no password.
    expect((await saveOperator(w.admin, { name: '孙小美', phone, roleIds: [clerkRole.body.data.id] })).body.message).toBe('该手机号已有账号');
    const edited = await saveOperator(w.admin, { id, name: '孙美', phone, roleIds: [clerkRole.body.data.id] });
    expect(edited.body.data).toEqual({ id, password: null });
    expect((await history(w.db, 1, 'operator', id)).map((e) => e.action)).toEqual(['CREATE', 'UPDATE']);
  });

  it('protects the 管理员 role: nobody removes their own, only an admin grants or takes it', async () => {
    const adminRole = await roleId('管理员');
    const committeeRole = await roleId('管委会');
    const me = await okData<Operator>(w, 'GET', `${B}/operator/detail/${w.admin.id}`, w.admin);
    const self = await saveOperator(w.admin, { id: w.admin.id, name: me.name, phone: me.phone, roleIds: [committeeRole] });
    expect(self.body).toMatchObject({ statusCode: 400, message: '不能移除自己的管理员角色' });

    // A holder of system.operator without the 管理员 role can neither grant nor take it.
    const opRole = await call<{ id: number }>(w, 'POST', `${B}/role/save`, w.admin, { rolename: '账号管理岗', description: '', dataScope: 'ALL', permissions: ['system.operator'] });
    const keeper = await loginAs((await saveOperator(w.admin, { name: '吴管', phone: testPhone(), roleIds: [opRole.body.data.id] })).body.data.id);
    expect((await saveOperator(keeper, { name: '钱升', phone: testPhone(), roleIds: [adminRole] })).body.message).toBe('只有管理员可以授予或收回管理员角色');
    const take = await saveOperator(keeper, { id: me.id, name: me.name, phone: me.phone, roleIds: [committeeRole] });
    expect(take.body).toMatchObject({ statusCode: 403, message: '管理员账号只能由管理员修改' });

    // An admin grants it to a second account and takes it back.
    const second = (await saveOperator(w.admin, { name: '周二', phone: testPhone(), roleIds: [adminRole] })).body.data.id;
    const info = await okData<Operator>(w, 'GET', `${B}/operator/detail/${second}`, w.admin);
    expect(info.roles.map((r) => r.rolename)).toEqual(['管理员']);
    expect((await saveOperator(w.admin, { id: second, name: info.name, phone: info.phone, roleIds: [committeeRole] })).body.statusCode).toBe(200);
    const me2 = await call<{ permissions: string[] }>(w, 'GET', '/api/dpboot/user/current', w.admin);
    expect(me2.body.data.permissions).toContain('system.role');
  });

  it('knows the park\'s last active 管理员, who cannot lose the role', async () => {
    const adminRole = await roleId('管理员');
    const committeeRole = await roleId('管委会');
    const other = (await saveOperator(w.admin, { name: '郑一', phone: testPhone(), roleIds: [adminRole] })).body.data.id;
    expect(await otherEnabledAdmins(w.db, dialect, 1, w.admin.id)).toBe(1);
    await w.db.updateTable('users').set({ status: 'DISABLED' }).where('id', '=', other).execute();
    expect(await otherEnabledAdmins(w.db, dialect, 1, w.admin.id)).toBe(0);
    expect(await otherEnabledAdmins(w.db, dialect, 2, w.admin2.id)).toBe(0);
    // With the other admin disabled, 郑一 (a 管理员, disabled) may still be stripped by the active one…
    const info = await okData<Operator>(w, 'GET', `${B}/operator/detail/${other}`, w.admin);
    expect((await saveOperator(w.admin, { id: other, name: info.name, phone: info.phone, roleIds: [committeeRole] })).body.statusCode).toBe(200);
    // …but the active one is the last: it keeps the role whoever asks.
    const me = await okData<Operator>(w, 'GET', `${B}/operator/detail/${w.admin.id}`, w.admin);
    expect((await saveOperator(w.admin, { id: me.id, name: me.name, phone: me.phone, roleIds: [committeeRole] })).body.message).toBe('不能移除自己的管理员角色');
    await w.db.updateTable('users').set({ status: 'ACTIVE' }).where('id', '=', other).execute();
  });

  it('moves departments but never under themselves; deletes only empty ones; one name per park', async () => {
    const root = await newDept('测试管委会', null);
    const bureau = await newDept('企业服务局', root);
    const section = await newDept('企业服务科', bureau);
    const other = await newDept('经济发展局', root);

    expect((await saveDept({ id: bureau, name: '企业服务局', parentId: section })).body.message).toBe('不能把部门移动到它自身或它的下级部门之下');
    expect((await saveDept({ id: bureau, name: '企业服务局', parentId: bureau })).body.message).toBe('不能把部门移动到它自身或它的下级部门之下');
    expect((await saveDept({ name: '企业服务局', parentId: other })).body.message).toBe('园区内已有同名部门');
    expect((await saveDept({ name: '某部门', parentId: 999_999 })).body.message).toBe('上级部门不存在');

    // Move the section under the other bureau, then rename and reorder it.
    expect((await saveDept({ id: section, name: '产业服务科', parentId: other, sort: 5 })).body.statusCode).toBe(200);
    const moved = (await depts()).find((d) => d.id === section)!;
    expect(moved).toMatchObject({ parentId: other, name: '产业服务科', sort: 5 });
    expect((await history(w.db, 1, 'department', section)).map((e) => e.action)).toEqual(['CREATE', 'MOVE']);

    // Not empty: children, then staff.
    expect((await call(w, 'DELETE', `${B}/dept/delete/${other}`, w.admin)).body.message).toBe('该部门下还有下级部门，请先删除或移走下级部门');
    const staffer = await saveOperator(w.admin, { name: '林员', phone: testPhone(), roleIds: [await roleId('管委会')], deptId: section });
    expect((await call(w, 'DELETE', `${B}/dept/delete/${section}`, w.admin)).body.message).toBe('该部门还有 1 名人员，请先为他们调整部门');
    const info = await okData<Operator>(w, 'GET', `${B}/operator/detail/${staffer.body.data.id}`, w.admin);
    expect(info.deptName).toBe('测试管委会 / 经济发展局 / 产业服务科');
    await saveOperator(w.admin, { id: info.id, name: info.name, phone: info.phone, roleIds: [await roleId('管委会')], deptId: bureau });
    expect((await call(w, 'DELETE', `${B}/dept/delete/${section}`, w.admin)).body.statusCode).toBe(200);
    expect((await depts()).some((d) => d.id === section)).toBe(false);
  });

  it('posts: unique codes, deletion refused while held, a stopped post not offered for a new assignment', async () => {
    const save = (body: Record<string, unknown>) => call<{ id: number }>(w, 'POST', `${B}/post/save`, w.admin, { sort: 10, state: 'ON', ...body });
    const post = (await save({ name: '政策专员', code: 'zczy' })).body.data.id;
    expect((await save({ name: '另一个', code: 'ZCZY' })).body.message).toBe('岗位编码已存在');
    expect((await save({ name: '坏编码', code: '政策' })).body.statusCode).toBe(400);
    const held = await saveOperator(w.admin, { name: '方持岗', phone: testPhone(), roleIds: [await roleId('管委会')], postId: post });
    expect(held.body.statusCode).toBe(200);
    const list = await okData<{ list: { id: number; code: string; staffCount: number }[] }>(w, 'GET', `${B}/post/list?search=ZCZY`, w.admin);
    expect(list.list).toEqual([expect.objectContaining({ id: post, code: 'ZCZY', staffCount: 1 })]);
    expect((await call(w, 'DELETE', `${B}/post/delete/${post}`, w.admin)).body.message).toBe('该岗位仍有 1 人在岗，请先为他们调整岗位');
    expect((await save({ id: post, name: '政策专员', code: 'ZCZY', state: 'OFF' })).body.statusCode).toBe(200);
    expect((await saveOperator(w.admin, { name: '新来的', phone: testPhone(), roleIds: [await roleId('管委会')], postId: post })).body.message).toBe(
      '该岗位已停用，请选择其他岗位',
    );
    const info = await okData<Operator>(w, 'GET', `${B}/operator/detail/${held.body.data.id}`, w.admin);
    await saveOperator(w.admin, { id: info.id, name: info.name, phone: info.phone, roleIds: [await roleId('管委会')], postId: null });
    expect((await call(w, 'DELETE', `${B}/post/delete/${post}`, w.admin)).body.statusCode).toBe(200);
  });

  it('data scope: lists show the department and below, the department, or the user alone', async () => {
    const root = await newDept('范围管委会', null);
    const bureau = await newDept('范围局', root);
    const section = await newDept('范围科', bureau);
    const sibling = await newDept('兄弟局', root);
    const committee = await roleId('管委会');
    const scoped = async (scope: string) =>
      (
        await call<{ id: number }>(w, 'POST', `${B}/role/save`, w.admin, {
          rolename: `账号岗${scope}`,
          description: '',
          dataScope: scope,
          permissions: ['system.operator', 'system.dept'],
        })
      ).body.data.id;
    const make = async (name: string, deptId: number, roleIds: number[]) =>
      (await saveOperator(w.admin, { name, phone: testPhone(), roleIds, deptId })).body.data.id;
    const inBureau = await make('局里人', bureau, [committee]);
    const inSection = await make('科里人', section, [committee]);
    const inSibling = await make('兄弟人', sibling, [committee]);
    const below = await loginAs(await make('看下级', bureau, [await scoped('DEPT_AND_BELOW')]));
    const dept = await loginAs(await make('看本部门', bureau, [await scoped('DEPT')]));
    const self = await loginAs(await make('看自己', bureau, [await scoped('SELF')]));
    const ids = async (user: TestUser, url = `${B}/operator/list?size=100`) =>
      (await okData<{ list: { id: number }[] }>(w, 'GET', url, user)).list.map((o) => o.id);

    expect(await ids(below)).toEqual(expect.arrayContaining([inBureau, inSection, below.id, dept.id, self.id]));
    expect(await ids(below)).not.toContain(inSibling);
    expect(await ids(below)).not.toContain(w.admin.id);
    expect(await ids(dept)).toEqual(expect.arrayContaining([inBureau, below.id]));
    expect(await ids(dept)).not.toContain(inSection);
    expect(await ids(self)).toEqual([self.id]);
    expect(await ids(w.admin)).toEqual(expect.arrayContaining([inBureau, inSection, inSibling]));
    // Staff per department: with and without the departments below, within the scope.
    expect(await ids(w.admin, `${B}/dept/staff?deptId=${bureau}&size=100`)).not.toContain(inSection);
    expect(await ids(w.admin, `${B}/dept/staff?deptId=${bureau}&withChildren=1&size=100`)).toContain(inSection);
    expect(await ids(dept, `${B}/dept/staff?deptId=${bureau}&withChildren=1&size=100`)).not.toContain(inSection);
    // A detail outside the scope is not found; an account may not be put outside it.
    expect((await call(w, 'GET', `${B}/operator/detail/${inSibling}`, below)).body.statusCode).toBe(404);
    const outside = await saveOperator(below, { name: '外部门', phone: testPhone(), roleIds: [committee], deptId: sibling });
    expect(outside.body.message).toBe('只能把账号安排在您的数据范围内的部门');
    // Two roles: the widest scope decides.
    const both = await loginAs(await make('两个角色', bureau, [await roleId('账号岗SELF'), await roleId('账号岗DEPT_AND_BELOW')]));
    expect(await ids(both)).toContain(inSection);
  });

  it('keeps each park to itself', async () => {
    const mine = await newDept('本园部门', null);
    const theirs = await depts(2);
    expect(theirs.some((d) => d.id === mine)).toBe(false);
    expect((await call(w, 'DELETE', `${B}/dept/delete/${mine}`, w.admin2, undefined, 2)).body.statusCode).toBe(404);
    expect((await saveDept({ name: '跨园部门', parentId: mine }, 2)).body.message).toBe('上级部门不存在');
    const park2Roles = await roles(w.admin2, 2);
    expect(park2Roles.map((r) => r.rolename).sort()).toEqual(['管理员']);
    const foreignRole = (await roles()).find((r) => r.rolename === '管委会')!.id;
    const res = await call(w, 'POST', `${B}/operator/save`, w.admin2, { name: '跨园', phone: testPhone(), roleIds: [foreignRole], deptId: null, postId: null }, 2);
    expect(res.body.message).toBe('所选角色不存在');
    const list = await okData<{ list: { id: number }[] }>(w, 'GET', `${B}/operator/list?size=100`, w.admin2, undefined, 2);
    expect(list.list.map((o) => o.id)).toEqual([w.admin2.id]);
    expect((await call(w, 'GET', `${B}/operator/detail/${w.admin.id}`, w.admin2, undefined, 2)).body.statusCode).toBe(404);
  });
});
