import { beforeEach, expect, it } from 'vitest';
import type { Dept, Role } from '../../common/orgchart/contract.js';
import { STAFF_PERMISSIONS, type DataScope, type Permission } from '../../common/permissions.js';
import { hashPassword } from '../lib/password.js';
import { SessionRepo } from '../plugins/session-repo.js';
import { accountClient, freshIp } from '../testing/accounts.js';
import { lastSms } from '../testing/sms-outbox.js';
import { call, describeWorld, okData, testPhone, type TestUser } from '../testing/world.js';

/**
 * The findings of the security review of delegated administration (issue #24), each tried as the
 * spec's client sends it (signed requests): every one of them succeeded before the delegation rule
 * (server/kit/delegation.ts). The messages are spelled out so the tests read as the user sees the
 * refusal, and so this file runs unchanged against the code before the rule.
 */

const CAPTCHA = 'T3ST';
const SYS = '/api/dpboot/system';
const USERS = '/api/dpboot/user/manage';

describeWorld('delegated administration cannot be turned into a takeover (%s)', (w) => {
  // Each finding on its own: on the code before the rule one of them may have ended the 管理员's sessions.
  beforeEach(async () => {
    w.admin.token = await new SessionRepo(w.db).create(1, w.admin.id);
  });

  const rolesOf = () => okData<Role[]>(w, 'GET', `${SYS}/role/list`, w.admin);
  const roleId = async (rolename: string) => (await rolesOf()).find((r) => r.rolename === rolename)!.id;
  /** A park role of the 管理员's making. */
  const newRole = async (rolename: string, permissions: Permission[], dataScope: DataScope) =>
    (await okData<{ id: number }>(w, 'POST', `${SYS}/role/save`, w.admin, { rolename, description: '', dataScope, permissions })).id;
  /** An operator account of the 管理员's making, signed in. */
  const newOperator = async (roleIds: number[], deptId: number | null = null): Promise<TestUser & { phone: string }> => {
    const phone = testPhone();
    const { id } = await okData<{ id: number }>(w, 'POST', `${SYS}/operator/save`, w.admin, { name: '委派人员', phone, roleIds, deptId, postId: null });
    return { id, phone, token: await new SessionRepo(w.db).create(1, id) };
  };
  const adminRecord = () => w.db.selectFrom('users').select(['phone', 'name', 'password_hash']).where('id', '=', w.admin.id).executeTakeFirstOrThrow();

  it('F1: a holder of only system.operator cannot put its own phone on the 管理员 account, so no SMS reset reaches it', async () => {
    const keeper = await newOperator([await newRole('只管账号', ['system.operator'], 'ALL')]);
    const before = await adminRecord();
    const attackerPhone = testPhone();
    const saved = await call(w, 'POST', `${SYS}/operator/save`, keeper, {
      id: w.admin.id,
      name: before.name,
      phone: attackerPhone,
      roleIds: [await roleId('管理员')],
      deptId: null,
      postId: null,
    });
    expect(saved.body).toMatchObject({ statusCode: 403, message: '管理员账号只能由管理员修改' });
    expect(await adminRecord()).toEqual(before);
    // The SMS reset of the chosen phone finds no account: a notice, no code, no password set.
    const c = accountClient(w.t, CAPTCHA);
    const ip = freshIp();
    expect((await c.sendCode(attackerPhone, 'passChg', { ip })).body.statusCode).toBe(200);
    expect(lastSms(w.t.config.dataDir, attackerPhone)).toMatchObject({ notice: 'unregistered' });
    expect(c.smsCode(attackerPhone, 'passChg')).toBeUndefined();
    expect((await c.resetPassword(attackerPhone, '000000', c.encrypt('Taken2026ok'), { ip })).body.statusCode).not.toBe(200);
    expect((await c.loginPass(attackerPhone, c.encrypt('Taken2026ok'), { ip: freshIp() })).body.statusCode).not.toBe(200);
    expect(await adminRecord()).toEqual(before);
  });

  it('F2: a holder of only user.manage cannot reset the 管理员’s password, and no reset answers a password', async () => {
    const clerk = await newOperator([await newRole('只管用户', ['user.manage'], 'ALL')]);
    await w.db.updateTable('users').set({ password_hash: await hashPassword('Admin2026ok') }).where('id', '=', w.admin.id).execute();
    const before = await adminRecord();
    const res = await call(w, 'POST', `${USERS}/resetPassword/${w.admin.id}`, clerk);
    expect(res.body).toEqual({ statusCode: 403, message: '管理员账号只能由管理员修改', data: null });
    expect(await adminRecord()).toEqual(before);
    expect((await call(w, 'GET', '/api/dpboot/user/current', w.admin)).http).toBe(200);
    // Allowed on a portal user, the answer still holds no password.
    const done = await call<Record<string, unknown>>(w, 'POST', `${USERS}/resetPassword/${w.individual.id}`, clerk);
    expect(done.body.statusCode).toBe(200);
    expect(Object.keys(done.body.data).sort()).toEqual(['id', 'notified', 'phone']);
  });

  it('F3: a holder of system.role cannot give its own role permissions it does not hold', async () => {
    const own = await newRole('角色管理岗', ['system.role', 'appeal.handle'], 'ALL');
    const editor = await newOperator([own]);
    const raised = await call(w, 'POST', `${SYS}/role/save`, editor, {
      id: own,
      rolename: '角色管理岗',
      description: '',
      dataScope: 'ALL',
      permissions: ['system.role', 'appeal.handle', 'system.operator', 'user.manage'],
    });
    expect(raised.body).toMatchObject({ statusCode: 403, message: '不能授予您自己没有的权限' });
    expect((await rolesOf()).find((r) => r.id === own)!.permissions).toEqual(['appeal.handle', 'system.role']);
    const me = await okData<{ permissions: string[] }>(w, 'GET', '/api/dpboot/user/current', editor);
    expect(me.permissions.sort()).toEqual(['appeal.handle', 'system.role']);
    // Nor through a new role of its making.
    const made = await call(w, 'POST', `${SYS}/role/save`, editor, { rolename: '新开岗', description: '', dataScope: 'ALL', permissions: ['system.setting'] });
    expect(made.body).toMatchObject({ statusCode: 403, message: '不能授予您自己没有的权限' });
  });

  it('F4: a holder of system.operator with data scope 本部门 cannot create an account with the 管委会 role, nor add it to itself', async () => {
    const committee = (await rolesOf()).find((r) => r.rolename === '管委会')!;
    expect(committee.permissions).toHaveLength(STAFF_PERMISSIONS.length);
    expect(committee.permissions).toContain('appeal.handle');
    const dept = (await okData<{ id: number }>(w, 'POST', `${SYS}/dept/save`, w.admin, { name: '委派测试科', parentId: null, sort: 0 })).id;
    const own = await newRole('本部门账号岗', ['system.operator'], 'DEPT');
    const keeper = await newOperator([own], dept);
    const created = await call(w, 'POST', `${SYS}/operator/save`, keeper, {
      name: '新同事',
      phone: testPhone(),
      roleIds: [committee.id],
      deptId: dept,
      postId: null,
    });
    expect(created.body).toMatchObject({ statusCode: 403, message: '不能授予您自己没有的权限' });
    const self = await call(w, 'POST', `${SYS}/operator/save`, keeper, {
      id: keeper.id,
      name: '委派人员',
      phone: keeper.phone,
      roleIds: [own, committee.id],
      deptId: dept,
      postId: null,
    });
    expect(self.body).toMatchObject({ statusCode: 403, message: '不能授予您自己没有的权限' });
    const me = await okData<{ permissions: string[] }>(w, 'GET', '/api/dpboot/user/current', keeper);
    expect(me.permissions).toEqual(['system.operator']);
    // What it holds it may grant, in its department.
    const clerkRole = await newRole('本科室账号', ['system.operator'], 'SELF');
    const ok = await call(w, 'POST', `${SYS}/operator/save`, keeper, { name: '新同事', phone: testPhone(), roleIds: [clerkRole], deptId: dept, postId: null });
    expect(ok.body.statusCode).toBe(200);
    const { depts } = await okData<{ depts: Dept[] }>(w, 'GET', `${SYS}/operator/options`, keeper);
    expect(depts.filter((d) => d.manageable).map((d) => d.id)).toEqual([dept]);
  });
}, { captchaTestCode: CAPTCHA });
