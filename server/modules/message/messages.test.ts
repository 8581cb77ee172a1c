import { beforeAll, expect, it } from 'vitest';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { nowIso } from '../../lib/clock.js';
import { insertStaffRole, insertUser, type TestUser } from '../../testing/fixtures.js';
import { call, describeWorld, okData, testPhone } from '../../testing/world.js';

const BASE = '/api/dpboot/message';

interface Count {
  orgs: number;
  users: number;
}
interface MyList {
  list: { id: number; kind: string; title: string; read: boolean; link: string | null; topic: string }[];
  total: number;
}
interface Unread {
  message: number;
  notice: number;
  total: number;
}

let serial = 0;
const draft = (extra: Record<string, unknown> = {}) => ({
  title: `关于园区企业安全生产检查的通知（${++serial}）`,
  body: '<p>各企业：</p><p>请于本周内完成自查。</p><script>alert(1)</script>',
  ...extra,
});

describeWorld('in-app messages (%s)', (w, dialect) => {
  let disabled: TestUser;
  beforeAll(async () => {
    // Park 1: A and the service organisation are 新一代信息技术 (the default), B is 生物医药 and 一般企业;
    // the service organisation is in 东区.
    await w.db.updateTable('orgs').set({ industry_name: '生物医药', category: '一般企业' }).where('id', '=', w.orgB).execute();
    await w.db.updateTable('orgs').set({ sub_park: '东区' }).where('id', '=', w.serviceOrg).execute();
    disabled = await insertUser(w.db, 1, testPhone(), [], w.orgB);
    await w.db.updateTable('users').set({ status: 'DISABLED' }).where('id', '=', disabled.id).execute();
  });

  const count = (audience: Record<string, unknown>, tenant: 1 | 2 = 1) =>
    call<Count>(w, 'POST', `${BASE}/audience/count`, tenant === 1 ? w.admin : w.admin2, audience, tenant);

  it('counts each kind of audience within the park, active users only', async () => {
    const cases: [Record<string, unknown>, Count][] = [
      [{ kind: 'ALL' }, { orgs: 3, users: 4 }],
      [{ kind: 'INDUSTRY', names: ['新一代信息技术'] }, { orgs: 2, users: 3 }],
      [{ kind: 'INDUSTRY', names: ['新一代信息技术', '生物医药'] }, { orgs: 3, users: 4 }],
      [{ kind: 'AREA', names: ['东区'] }, { orgs: 1, users: 1 }],
      [{ kind: 'TAG', names: ['一般企业'] }, { orgs: 1, users: 1 }],
      // Another park's organisation and user are not reached.
      [{ kind: 'ORG', ids: [w.orgA, w.orgC] }, { orgs: 1, users: 2 }],
      [{ kind: 'USER', ids: [w.individual.id, w.userA.id, w.userC.id, disabled.id] }, { orgs: 1, users: 2 }],
    ];
    for (const [audience, expected] of cases) {
      const res = await count(audience);
      expect({ audience, data: res.body.data }).toEqual({ audience, data: expected });
    }
    expect((await count({ kind: 'ALL' }, 2)).body.data).toEqual({ orgs: 1, users: 1 });
    const empty = await count({ kind: 'INDUSTRY', names: [] });
    expect(empty.body).toMatchObject({ statusCode: 400, message: '请选择至少一个行业' });
    expect((await count({ kind: 'ORG' })).body.message).toBe('请选择至少一家企业');

    const options = await okData<{ industries: { name: string; orgs: number }[]; areas: { name: string }[]; total: Count }>(
      w,
      'GET',
      `${BASE}/audience/options`,
      w.admin,
    );
    expect(options.industries).toEqual([
      { name: '新一代信息技术', orgs: 2 },
      { name: '生物医药', orgs: 1 },
    ]);
    expect(options.areas.map((a) => a.name).sort()).toEqual(['东区', '测试园1']);
    expect(options.total).toEqual({ orgs: 3, users: 4 });

    const users = await okData<{ list: { id: number; phone: string }[] }>(w, 'GET', `${BASE}/audience/users?ids=${w.userA.id},${w.userC.id}`, w.admin);
    expect(users.list.map((u) => u.id)).toEqual([w.userA.id]);
    expect(users.list[0]?.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
  });

  it('sends to an industry: each recipient sees it unread, opening marks it read, the result shows who read it', async () => {
    const { id } = await okData<{ id: number }>(w, 'POST', `${BASE}/save`, w.committee, draft());
    const saved = await okData<{ body: string; status: string }>(w, 'GET', `${BASE}/manage/detail/${id}`, w.admin);
    expect(saved.status).toBe('DRAFT');
    expect(saved.body).not.toContain('script');
    // A draft reaches nobody.
    expect((await okData<MyList>(w, 'GET', `${BASE}/my/list?kind=MESSAGE`, w.userA)).list.some((m) => m.id === id)).toBe(false);

    const sent = await call<{ recipients: number; orgs: number }>(w, 'POST', `${BASE}/send/${id}`, w.committee, {
      audience: { kind: 'INDUSTRY', names: ['新一代信息技术'] },
    });
    expect(sent.body).toMatchObject({ statusCode: 200, message: '发送成功', data: { id, recipients: 3, orgs: 2 } });
    // Sent once: a second send, an edit or a delete is refused.
    expect((await call(w, 'POST', `${BASE}/send/${id}`, w.committee, { audience: { kind: 'ALL' } })).body.message).toBe('该消息已发送');
    expect((await call(w, 'POST', `${BASE}/save`, w.committee, { ...draft(), id })).body.message).toBe('该消息已发送，不能修改');
    expect((await call(w, 'DELETE', `${BASE}/delete/${id}`, w.committee)).body.message).toBe('已发送的消息不能删除');

    const inbox = await okData<MyList>(w, 'GET', `${BASE}/my/list?kind=MESSAGE`, w.userA);
    expect(inbox.list[0]).toMatchObject({ id, read: false });
    expect(await okData<Unread>(w, 'GET', `${BASE}/my/unread`, w.userA)).toMatchObject({ message: 1 });
    // Not for B (another industry), nor for park 2.
    for (const [user, tenant] of [[w.userB, 1], [w.userC, 2]] as const) {
      expect((await okData<MyList>(w, 'GET', `${BASE}/my/list?kind=MESSAGE`, user, undefined, tenant)).total).toBe(0);
      expect((await call(w, 'GET', `${BASE}/my/detail/${id}`, user, undefined, tenant)).body.statusCode).toBe(404);
    }

    const opened = await okData<{ read: boolean; readAt: string; senderName: string; body: string }>(w, 'GET', `${BASE}/my/detail/${id}`, w.userA);
    expect(opened).toMatchObject({ read: true, senderName: '园区管理委员会' });
    expect(await okData<Unread>(w, 'GET', `${BASE}/my/unread`, w.userA)).toMatchObject({ message: 0 });

    type Result = { list: { userId: number; read: boolean; readAt: string | null }[]; total: number; stats: Record<string, number> };
    const result = await okData<Result>(w, 'GET', `${BASE}/result/${id}`, w.admin);
    expect(result.stats).toEqual({ recipients: 3, read: 1, unread: 2 });
    expect(result.list.find((r) => r.userId === w.userA.id)).toMatchObject({ read: true, readAt: opened.readAt });
    const readOnly = await okData<Result>(w, 'GET', `${BASE}/result/${id}?read=READ`, w.admin);
    expect(readOnly.list.map((r) => r.userId)).toEqual([w.userA.id]);
    expect((await okData<Result>(w, 'GET', `${BASE}/result/${id}?read=UNREAD`, w.admin)).total).toBe(2);

    const list = await okData<{ list: { id: number; recipients: number; readCount: number; audienceText: string }[] }>(
      w,
      'GET',
      `${BASE}/list?status=SENT`,
      w.admin,
    );
    expect(list.list.find((m) => m.id === id)).toMatchObject({ recipients: 3, readCount: 1, audienceText: '按行业：新一代信息技术' });
  });

  it('marks one or all read, for the user alone', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { id } = await okData<{ id: number }>(w, 'POST', `${BASE}/save`, w.admin, draft());
      await okData(w, 'POST', `${BASE}/send/${id}`, w.admin, { audience: { kind: 'ORG', ids: [w.orgA] } });
      ids.push(id);
    }
    const unreadA2 = (await okData<Unread>(w, 'GET', `${BASE}/my/unread`, w.userA2)).message;
    const one = await okData<Unread>(w, 'POST', `${BASE}/my/read/${ids[0]}`, w.userA);
    expect(one.message).toBe(2);
    // Unread first, then newest.
    const page = await okData<MyList>(w, 'GET', `${BASE}/my/list?kind=MESSAGE`, w.userA);
    expect(page.list.map((m) => m.read)).toEqual([false, false, true, true]);
    expect((await okData<MyList>(w, 'GET', `${BASE}/my/list?kind=MESSAGE&read=UNREAD`, w.userA)).total).toBe(2);
    const all = await call<Unread>(w, 'POST', `${BASE}/my/readAll`, w.userA, { kind: 'MESSAGE' });
    expect(all.body).toMatchObject({ statusCode: 200, message: '已全部标记为已读', data: { message: 0 } });
    // The other user of the enterprise still has theirs unread.
    expect((await okData<Unread>(w, 'GET', `${BASE}/my/unread`, w.userA2)).message).toBe(unreadA2);
    // Another user cannot mark someone else's message.
    expect((await call(w, 'POST', `${BASE}/my/read/${ids[1]}`, w.userB)).body.statusCode).toBe(404);
  });

  it('keeps each park to itself', async () => {
    const { id } = await okData<{ id: number }>(w, 'POST', `${BASE}/save`, w.admin, draft());
    expect((await call(w, 'GET', `${BASE}/manage/detail/${id}`, w.admin2, undefined, 2)).body.statusCode).toBe(404);
    expect((await call(w, 'POST', `${BASE}/send/${id}`, w.admin2, { audience: { kind: 'ALL' } }, 2)).body.statusCode).toBe(404);
    const other = await okData<{ list: { id: number }[] }>(w, 'GET', `${BASE}/list`, w.admin2, undefined, 2);
    expect(other.list.some((m) => m.id === id)).toBe(false);
    const { id: id2 } = await okData<{ id: number }>(w, 'POST', `${BASE}/save`, w.admin2, draft(), 2);
    // Park 1's users picked by a park 2 operator are not reached.
    const res = await call(w, 'POST', `${BASE}/send/${id2}`, w.admin2, { audience: { kind: 'USER', ids: [w.userA.id] } }, 2);
    expect(res.body.message).toBe('所选范围内没有可接收消息的用户，请重新选择');
    expect((await okData<{ recipients: number }>(w, 'POST', `${BASE}/send/${id2}`, w.admin2, { audience: { kind: 'ALL' } }, 2)).recipients).toBe(1);
    expect((await okData<MyList>(w, 'GET', `${BASE}/my/list?kind=MESSAGE`, w.userC, undefined, 2)).list.map((m) => m.id)).toEqual([id2]);
  });

  it('is refused without the message.send permission, and to non-operators', async () => {
    await insertStaffRole(w.db, 1, '诉求专员', ['appeal.handle']);
    const clerk = await insertUser(w.db, 1, testPhone(), ['诉求专员']);
    const calls: ['GET' | 'POST', string, Record<string, unknown>?][] = [
      ['GET', `${BASE}/list`],
      ['POST', `${BASE}/save`, draft()],
      ['POST', `${BASE}/audience/count`, { kind: 'ALL' }],
      ['GET', `${BASE}/audience/orgs`],
    ];
    const before = await w.db.selectFrom('messages').select('id').execute();
    for (const [method, url, payload] of calls) {
      const res = await call(w, method, url, clerk, payload);
      expect([url, res.http, res.body.message]).toEqual([url, 403, NO_PERMISSION]);
      expect((await call(w, method, url, w.userA, payload)).http).toBe(403);
    }
    expect(await w.db.selectFrom('messages').select('id').execute()).toEqual(before);
    // 管委会 staff send messages out of the box.
    expect((await call(w, 'GET', `${BASE}/list`, w.committee)).http).toBe(200);
  });

  it('a certification review and an appeal reply each notify the applicant', async () => {
    const applicant = await insertUser(w.db, 1, testPhone());
    const now = nowIso();
    const application = await w.db
      .insertInto('org_applications')
      .values({
        tenant_id: 1,
        user_id: applicant.id,
        kind: 'ORG',
        org_id: null,
        fullname: '杭州通知测试科技有限公司',
        credit_code: '91330100MA2H4C0W8X',
        category: 'ORG',
        licene_url: '',
        legal_idcard: '',
        auth_url: '',
        user_name: '申请人',
        idcard: '',
        status: 'TOAUDIT',
        reason: '',
        reviewer_id: null,
        reviewed_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reviewed = await call(w, 'POST', `/api/dpboot/certify/applications/${application.id}/audit`, w.committee, {
      action: 'BACK',
      reason: '营业执照照片不清晰',
    });
    expect(reviewed.body.statusCode).toBe(200);
    const notices = await okData<MyList>(w, 'GET', `${BASE}/my/list?kind=NOTICE`, applicant);
    expect(notices.list).toEqual([
      expect.objectContaining({ title: '企业认证申请被退回修改', topic: '认证审核', read: false, link: '/user/certification' }),
    ]);
    const notice = await okData<{ body: string }>(w, 'GET', `${BASE}/my/detail/${notices.list[0]!.id}`, applicant);
    expect(notice.body).toContain('营业执照照片不清晰');
    // Notifications are not operators' messages.
    expect((await call(w, 'GET', `${BASE}/manage/detail/${notices.list[0]!.id}`, w.admin)).body.statusCode).toBe(404);

    const dept = await w.db
      .insertInto('departments')
      .values({ tenant_id: 1, name: '企业服务局', parent_id: null, sort: 0, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const appeal = await w.db
      .insertInto('appeals')
      .values({
        tenant_id: 1,
        org_id: w.orgB,
        category: 'INFRA',
        title: '园区道路积水严重',
        content: '每逢下雨积水超过20厘米。',
        address: '',
        lng: null,
        lat: null,
        state: 'ASSIGNED',
        department_id: dept.id,
        submitter_id: w.userB.id,
        on_behalf: 0,
        reply: '',
        replier_id: null,
        replied_at: null,
        rating: null,
        rating_comment: '',
        rated_by: null,
        reason: '',
        closed_at: null,
        due_at: now,
        client_key: `k-${dialect}-notify`,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const replied = await call(w, 'POST', `/api/dpboot/appeal/reply/${appeal.id}`, w.committee, { content: '已安排市政部门疏通排水管网。' });
    expect(replied.body.statusCode).toBe(200);
    const forB = await okData<MyList>(w, 'GET', `${BASE}/my/list?kind=NOTICE`, w.userB);
    expect(forB.list[0]).toMatchObject({ title: '您的诉求已答复', topic: '诉求办理', link: `/user/appeal/detail/${appeal.id}`, read: false });
    expect((await okData<Unread>(w, 'GET', `${BASE}/my/unread`, w.userB)).notice).toBe(1);
    // Nobody outside the enterprise is told.
    expect((await okData<MyList>(w, 'GET', `${BASE}/my/list?kind=NOTICE`, w.userA)).total).toBe(0);
  });
});
