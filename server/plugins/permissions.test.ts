import { beforeAll, expect, it } from 'vitest';
import { NO_PERMISSION, STAFF_PERMISSIONS } from '../../common/permissions.js';
import { insertUser, type TestUser } from '../testing/fixtures.js';
import { call, describeWorld, testPhone, type World } from '../testing/world.js';

/** A park-defined staff role: counts as 管委会 (SPEC §6), may do only what it grants. */
async function staffRole(w: World, rolename: string, permissions: string[]): Promise<number> {
  const { id } = await w.db
    .insertInto('roles')
    .values({ tenant_id: 1, rolename, description: rolename, kind: '管委会' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (permissions.length)
    await w.db
      .insertInto('role_permissions')
      .values(permissions.map((permission) => ({ tenant_id: 1, role_id: id, permission })))
      .execute();
  return id;
}

async function withRole(w: World, roleId: number): Promise<TestUser> {
  const user = await insertUser(w.db, 1, testPhone());
  await w.db.insertInto('user_roles').values({ tenant_id: 1, user_id: user.id, role_id: roleId }).execute();
  return user;
}

describeWorld('operator permissions (%s)', (w) => {
  let appealClerk: TestUser;
  let appealRole: number;
  beforeAll(async () => {
    appealRole = await staffRole(w, '诉求专员', ['appeal.handle', 'appeal.analyse']);
    appealClerk = await withRole(w, appealRole);
  });

  const status = async (user: TestUser, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const res = await call(w, method, url, user, payload);
    return res.http === 403 ? `403 ${res.body.message}` : res.http;
  };

  it('lists in the user object the SPEC role a staff role counts as, and its permissions alone', async () => {
    const me = await call<{ roles: { rolename: string }[]; permissions: string[] }>(w, 'GET', '/api/dpboot/user/current', appealClerk);
    expect(me.body.data.roles.map((r) => r.rolename)).toEqual(['注册用户', '诉求专员', '管委会']);
    expect(me.body.data.permissions).toEqual(['appeal.handle', 'appeal.analyse']);
    const admin = await call<{ permissions: string[] }>(w, 'GET', '/api/dpboot/user/current', w.admin);
    expect(admin.body.data.permissions).toContain('org.idcard');
    const committee = await call<{ permissions: string[] }>(w, 'GET', '/api/dpboot/user/current', w.committee);
    expect(committee.body.data.permissions).toEqual([...STAFF_PERMISSIONS]);
    const enterprise = await call<{ permissions: string[] }>(w, 'GET', '/api/dpboot/user/current', w.userA);
    expect(enterprise.body.data.permissions).toEqual([]);
  });

  it('answers a staff role only on the operator APIs its permissions name', async () => {
    expect(await status(appealClerk, 'GET', '/api/dpboot/appeal/list')).toBe(200);
    expect(await status(appealClerk, 'GET', '/api/dpboot/appeal/analyse')).toBe(200);
    expect(await status(appealClerk, 'GET', '/api/dpboot/notice/manage/list')).toBe(`403 ${NO_PERMISSION}`);
    expect(await status(appealClerk, 'GET', '/api/dpboot/certify/applications')).toBe(`403 ${NO_PERMISSION}`);
    expect(await status(appealClerk, 'POST', '/api/dpboot/policy/add_policy', { title: '越权新增' })).toBe(`403 ${NO_PERMISSION}`);
    // Login endpoints that answer operators with the park's records ask for the work's permission too.
    expect(await status(appealClerk, 'GET', '/api/dpboot/declare/list_declareAndOrg')).toBe(`403 ${NO_PERMISSION}`);
    expect(await status(appealClerk, 'GET', '/api/dpboot/declare/detail_declareAndOrg?id=1')).toBe(`403 ${NO_PERMISSION}`);
    expect(await status(w.committee, 'GET', '/api/dpboot/declare/list_declareAndOrg')).toBe(200);
    // The enterprise side stays 仅园区运营人员 (SPEC §6), not a permission matter.
    expect(await status(w.userA, 'GET', '/api/dpboot/appeal/list')).toBe('403 仅园区运营人员可以执行此操作');
  });

  it('keeps the full ID number with the administrators: 管委会 staff see it masked only', async () => {
    const url = '/api/dpboot/certify/applications/1/idcard';
    expect(await status(w.committee, 'POST', url)).toBe(`403 ${NO_PERMISSION}`);
    expect(await status(w.admin, 'POST', url)).not.toBe(`403 ${NO_PERMISSION}`);
  });

  it('takes a change of a role’s permissions at the next request, without signing in again', async () => {
    await w.db.insertInto('role_permissions').values({ tenant_id: 1, role_id: appealRole, permission: 'notice.manage' }).execute();
    expect(await status(appealClerk, 'GET', '/api/dpboot/notice/manage/list')).toBe(200);
    await w.db.deleteFrom('role_permissions').where('role_id', '=', appealRole).execute();
    expect(await status(appealClerk, 'GET', '/api/dpboot/appeal/list')).toBe(`403 ${NO_PERMISSION}`);
  });
});
