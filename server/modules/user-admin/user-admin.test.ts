import { beforeAll, describe, expect, it } from 'vitest';
import { NO_PERMISSION } from '../../../common/permissions.js';
import type { OrgUsers, UserListItem } from '../../../common/user-admin/contract.js';
import { DELEGATION_MESSAGES } from '../../kit/delegation.js';
import { ACCOUNT_MESSAGES, generatePassword, NO_PASSWORD } from '../../lib/account-state.js';
import { hashPassword } from '../../lib/password.js';
import { accountClient, freshIp, type AccountClient } from '../../testing/accounts.js';
import { insertStaffRole, insertUser, type TestUser } from '../../testing/fixtures.js';
import { lastSms } from '../../testing/sms-outbox.js';
import { call, describeWorld, okData, send, testPhone } from '../../testing/world.js';
import { rowsOf } from '../../testing/workbooks.js';
import { SessionRepo } from '../../plugins/session-repo.js';
import { UNLINK_MESSAGES } from './unlink.js';

const CAPTCHA = 'T3ST';
const BASE = '/api/dpboot/user/manage';
const PASSWORD = 'Owner2026ok';

type Page = { list: UserListItem[]; total: number };

describe('generated passwords', () => {
  it('meet the registration rules and differ', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const p = generatePassword();
      expect(p).toMatch(/^[A-Za-z2-9]{10}$/);
      expect(p).toMatch(/\d/);
      expect(p).toMatch(/[A-Za-z]/);
      seen.add(p);
    }
    expect(seen.size).toBe(200);
  });
});

describeWorld('user administration (%s)', (w) => {
  let c: AccountClient;
  beforeAll(async () => {
    c = accountClient(w.t, CAPTCHA);
  });

  const list = (query: string, user: TestUser = w.admin) => okData<Page>(w, 'GET', `${BASE}/list?${query}`, user);

  /** A user of park 1 who can log in with PASSWORD; their phone and a live session. */
  const loginUser = async (roles: string[] = [], orgId: number | null = null) => {
    const phone = testPhone();
    const user = await insertUser(w.db, 1, phone, roles, orgId);
    await w.db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD) }).where('id', '=', user.id).execute();
    return { ...user, phone };
  };

  it('lists the park’s users with search, role and state filters, paged and sorted', async () => {
    const all = await list('size=100');
    // Park 1 of the world: 2 operators, 5 portal users; never park 2's.
    expect(all.total).toBeGreaterThanOrEqual(7);
    expect(all.list.map((u) => u.id)).not.toContain(w.userC.id);
    expect(all.list.map((u) => u.id)).not.toContain(w.admin2.id);

    const orgs = await list('kind=ORG&size=100');
    expect(orgs.list.map((u) => u.id).sort()).toEqual([w.userA.id, w.userA2.id, w.userB.id].sort());
    expect(orgs.list.find((u) => u.id === w.userA.id)).toMatchObject({ kind: 'ORG', kindLabel: '企业用户', orgName: '杭州甲科技有限公司', state: 'ACTIVE', stateLabel: '启用' });
    expect((await list('kind=SERVICE')).list.map((u) => u.id)).toEqual([w.service.id]);
    const operators = await list('kind=OPERATOR');
    expect(operators.list.map((u) => u.id).sort()).toEqual([w.admin.id, w.committee.id].sort());
    expect(operators.list.find((u) => u.id === w.admin.id)?.roles).toEqual(['管理员']);
    expect((await list('kind=PERSONAL&size=100')).list.map((u) => u.id)).toContain(w.individual.id);
    expect((await list('kind=PERSONAL&size=100')).list.map((u) => u.id)).not.toContain(w.admin.id);

    // Search by the organisation's name, by the phone, by the name.
    expect((await list(`search=${encodeURIComponent('乙智能')}`)).list.map((u) => u.id)).toEqual([w.userB.id]);
    const phone = (await w.db.selectFrom('users').select('phone').where('id', '=', w.service.id).executeTakeFirstOrThrow()).phone;
    expect((await list(`search=${phone}`)).list.map((u) => u.id)).toEqual([w.service.id]);
    expect((await list(`search=${encodeURIComponent(`用户${phone.slice(-4)}`)}`)).list.map((u) => u.id)).toEqual([w.service.id]);
    // A LIKE wildcard is matched literally.
    expect((await list('search=%25')).total).toBe(0);

    // Pages do not overlap and add up; a column sort is honoured.
    const first = await list('size=3&pagenum=1&orderBy=phone&order=asc');
    const second = await list('size=3&pagenum=2&orderBy=phone&order=asc');
    expect(first.list).toHaveLength(3);
    expect(new Set([...first.list, ...second.list].map((u) => u.id)).size).toBe(first.list.length + second.list.length);
    const phones = [...first.list, ...second.list].map((u) => u.phone);
    expect(phones).toEqual([...phones].sort());
    expect((await call(w, 'GET', `${BASE}/list?orderBy=password`, w.admin)).body.statusCode).toBe(400);
  });

  it('refuses a 管委会 staff user without user.manage (403 NO_PERMISSION) and a portal user', async () => {
    for (const [method, url] of [
      ['GET', `${BASE}/list`],
      ['POST', `${BASE}/disable/${w.individual.id}`],
      ['POST', `${BASE}/resetPassword/${w.individual.id}`],
      ['GET', `${BASE}/org/${w.orgA}`],
    ] as const) {
      const res = await call(w, method, url, w.committee);
      expect([res.http, res.body.message]).toEqual([403, NO_PERMISSION]);
    }
    expect((await call(w, 'GET', `${BASE}/list`, w.userA)).http).toBe(403);
    expect((await call(w, 'GET', `${BASE}/list`)).http).toBe(401);
  });

  it('disabling ends the user’s live session at once and blocks login; enabling lets them in again', async () => {
    const u = await loginUser();
    expect((await call(w, 'GET', '/api/dpboot/user/current', u)).http).toBe(200);

    const disabled = await call(w, 'POST', `${BASE}/disable/${u.id}`, w.admin);
    expect(disabled.body).toMatchObject({ statusCode: 200, message: '已停用', data: { id: u.id, state: 'DISABLED' } });
    const after = await call(w, 'GET', '/api/dpboot/user/current', u);
    expect([after.http, after.body.message]).toEqual([401, '请先登录']);
    // The operation log names who disabled whom.
    await expect
      .poll(() =>
        w.db
          .selectFrom('operation_logs')
          .select(['user_id', 'record_id'])
          .where('route', '=', `${BASE}/disable/:id`)
          .where('record_id', '=', u.id)
          .execute(),
      )
      .toEqual([{ user_id: w.admin.id, record_id: u.id }]);
    const live = await w.db.selectFrom('sessions').select('token_hash').where('user_id', '=', u.id).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);

    const refused = await c.loginPass(u.phone, c.encrypt(PASSWORD), { ip: freshIp() });
    expect(refused.body).toEqual({ statusCode: 400, message: '账号已停用，请联系园区管理员', data: null });
    expect((await list('state=DISABLED&size=100')).list.map((x) => x.id)).toContain(u.id);
    expect((await list('state=ACTIVE&size=100')).list.map((x) => x.id)).not.toContain(u.id);

    expect((await call(w, 'POST', `${BASE}/enable/${u.id}`, w.admin)).body).toMatchObject({ statusCode: 200, data: { state: 'ACTIVE' } });
    expect((await c.loginPass(u.phone, c.encrypt(PASSWORD), { ip: freshIp() })).body.statusCode).toBe(200);
  });

  it('refuses disabling oneself and the park’s last enabled 管理员, and allows it while another remains', async () => {
    const self = await call(w, 'POST', `${BASE}/disable/${w.admin.id}`, w.admin);
    expect(self.body).toMatchObject({ statusCode: 409, message: ACCOUNT_MESSAGES.self });

    // With two enabled administrators, one may disable the other (whose sessions end)…
    const second = await loginUser(['管理员']);
    expect((await call(w, 'POST', `${BASE}/disable/${w.admin.id}`, second)).body.statusCode).toBe(200);
    expect((await call(w, 'GET', '/api/dpboot/user/current', w.admin)).http).toBe(401);
    // …and then the second is the park's last enabled 管理员. An operator holding user.manage
    // through a staff role may not touch a 管理员's account at all (the delegation rule).
    const roleId = await insertStaffRole(w.db, 1, '账号管理员', ['user.manage']);
    const clerk = await loginUser();
    await w.db.insertInto('user_roles').values({ tenant_id: 1, user_id: clerk.id, role_id: roleId }).execute();
    const refused = await call(w, 'POST', `${BASE}/disable/${second.id}`, clerk);
    expect(refused.body).toMatchObject({ statusCode: 403, message: DELEGATION_MESSAGES.adminAccount });
    expect((await call(w, 'GET', '/api/dpboot/user/current', second)).http).toBe(200);
    expect((await call(w, 'POST', `${BASE}/enable/${w.admin.id}`, clerk)).body.message).toBe(DELEGATION_MESSAGES.adminAccount);

    // Enabled again by the other administrator, the first signs in anew and may disable the second.
    expect((await call(w, 'POST', `${BASE}/enable/${w.admin.id}`, second)).body.statusCode).toBe(200);
    w.admin.token = await new SessionRepo(w.db).create(1, w.admin.id);
    expect((await call(w, 'POST', `${BASE}/disable/${second.id}`, w.admin)).body.statusCode).toBe(200);
  });

  it('resets a password by SMS: the old one stops working, sessions end, the answer holds no password, the user sets a new one', async () => {
    const u = await loginUser();
    const res = await call<{ id: number; phone: string; notified: boolean }>(w, 'POST', `${BASE}/resetPassword/${u.id}`, w.admin);
    expect(res.body).toMatchObject({ statusCode: 200, message: '密码已重置' });
    expect(res.body.data).toEqual({ id: u.id, phone: `${u.phone.slice(0, 3)}****${u.phone.slice(7)}`, notified: true });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const stored = await w.db.selectFrom('users').select('password_hash').where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(stored.password_hash).toBe(NO_PASSWORD);
    expect((await call(w, 'GET', '/api/dpboot/user/current', u)).http).toBe(401);
    expect((await c.loginPass(u.phone, c.encrypt(PASSWORD), { ip: freshIp() })).body).toMatchObject({ statusCode: 400, message: '手机号或密码错误' });
    // The phone's holder is told, and sets a new password with a code sent to that phone.
    expect(lastSms(w.t.config.dataDir, u.phone)).toMatchObject({ type: 'passChg', notice: 'passwordCleared', text: expect.stringContaining('忘记密码') });
    const ip = freshIp();
    expect((await c.sendCode(u.phone, 'passChg', { ip })).body.statusCode).toBe(200);
    const chosen = 'Chosen2026ok';
    expect((await c.resetPassword(u.phone, c.smsCode(u.phone, 'passChg')!, c.encrypt(chosen), { ip })).body.statusCode).toBe(200);
    expect((await c.loginPass(u.phone, c.encrypt(chosen), { ip: freshIp() })).body).toMatchObject({ statusCode: 200, data: { user: { id: u.id } } });
    // Not one's own password here.
    expect((await call(w, 'POST', `${BASE}/resetPassword/${w.admin.id}`, w.admin)).body.message).toBe(ACCOUNT_MESSAGES.selfReset);
  });

  it('keeps parks apart: park 2’s administrator cannot see or touch a park 1 user, nor the reverse', async () => {
    for (const action of ['disable', 'enable', 'resetPassword']) {
      const res = await call(w, 'POST', `${BASE}/${action}/${w.userA.id}`, w.admin2, undefined, 2);
      expect(res.body).toMatchObject({ statusCode: 404, message: '用户不存在' });
      const back = await call(w, 'POST', `${BASE}/${action}/${w.userC.id}`, w.admin);
      expect(back.body).toMatchObject({ statusCode: 404, message: '用户不存在' });
    }
    expect((await call(w, 'GET', '/api/dpboot/user/current', w.userA)).http).toBe(200);
    expect((await call(w, 'GET', `${BASE}/org/${w.orgA}`, w.admin2, undefined, 2)).body).toMatchObject({ statusCode: 404, message: '机构不存在' });
    const unlink = await call(w, 'POST', `${BASE}/unlink/${w.userA.id}`, w.admin2, { orgId: w.orgA, reason: '跨园区操作' }, 2);
    expect(unlink.body.statusCode).toBe(404);
    const park2 = await okData<Page>(w, 'GET', `${BASE}/list?size=100`, w.admin2, undefined, 2);
    expect(park2.list.map((u) => u.id).sort()).toEqual([w.admin2.id, w.userC.id].sort());
  });

  it('lists an organisation’s users and unlinks one with a required reason, recorded with who and when', async () => {
    const member = await loginUser([], w.orgB);
    const before = await okData<OrgUsers>(w, 'GET', `${BASE}/org/${w.orgB}`, w.admin);
    expect(before.org).toMatchObject({ id: w.orgB, fullname: '杭州乙智能有限公司' });
    expect(before.users.map((u) => u.id).sort()).toEqual([w.userB.id, member.id].sort());

    const noReason = await call(w, 'POST', `${BASE}/unlink/${member.id}`, w.admin, { orgId: w.orgB, reason: ' ' });
    expect(noReason.body.message).toBe(UNLINK_MESSAGES.reason);
    const wrongOrg = await call(w, 'POST', `${BASE}/unlink/${member.id}`, w.admin, { orgId: w.orgA, reason: '员工已离职' });
    expect(wrongOrg.body).toMatchObject({ statusCode: 409, message: UNLINK_MESSAGES.notLinked });

    const done = await call(w, 'POST', `${BASE}/unlink/${member.id}`, w.admin, { orgId: w.orgB, reason: '  员工已离职  ' });
    expect(done.body).toMatchObject({ statusCode: 200, message: '已解除关联' });
    const after = await okData<OrgUsers>(w, 'GET', `${BASE}/org/${w.orgB}`, w.admin);
    expect(after.users.map((u) => u.id)).toEqual([w.userB.id]);
    expect(after.unlinks[0]).toMatchObject({ userId: member.id, reason: '员工已离职', actorName: expect.stringMatching(/^用户\d{4}$/) });
    // The user's session sees the change: no organisation any more.
    const me = await okData<{ orgId: number | null }>(w, 'GET', '/api/dpboot/user/current', member);
    expect(me.orgId).toBeNull();
  });

  it('shows the park’s operation log to its administrators, newest first, searchable by action', async () => {
    type Log = { list: { userId: number; module: string; action: string; route: string; recordId: number | null; createdAt: string }[]; total: number };
    const url = `/api/dpboot/system/operationLog/list?search=${encodeURIComponent('停用账号')}&size=100`;
    await expect.poll(async () => (await okData<Log>(w, 'GET', url, w.admin)).total).toBeGreaterThanOrEqual(3);
    const log = await okData<Log>(w, 'GET', url, w.admin);
    expect(log.list.every((e) => e.module === '用户管理' && e.action === '停用账号' && e.route === `${BASE}/disable/:id`)).toBe(true);
    const times = log.list.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect((await okData<Log>(w, 'GET', `${url}&from=${today}&to=${today}`, w.admin)).total).toBe(log.total);
    expect((await okData<Log>(w, 'GET', `${url}&to=2020-01-01`, w.admin)).total).toBe(0);
    const staff = await call(w, 'GET', url, w.committee);
    expect([staff.http, staff.body.message]).toEqual([403, NO_PERMISSION]);
    expect((await okData<Log>(w, 'GET', url, w.admin2, undefined, 2)).total).toBe(0);
  });

  it('exports the filtered list as .xlsx', async () => {
    const res = await send(w, 'POST', `${BASE}/export`, w.admin, { kind: 'ORG' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('用户名录-'));
    const [header, ...users] = await rowsOf(res);
    expect(header![1]).toBe('姓名');
    expect([...new Set(users.map((u) => String(u[3])))]).toEqual(['企业用户']);
  });
}, { captchaTestCode: CAPTCHA });
