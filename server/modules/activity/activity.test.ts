import { describe, expect, it } from 'vitest';
import type { ActivityDetail, ActivityMine, EnrollItem, InviteOrg } from '../../../common/activity/contract.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { parkHost } from '../../testing/call.js';
import { call, describeWorld, okData, staffOperator, type TestUser } from '../../testing/world.js';

const B = '/api/dpboot';
const HOUR = 3600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const activity = (over: Record<string, unknown> = {}) => ({
  title: '高企认定政策宣讲会',
  type: '政策宣讲',
  host: '园区科技服务局',
  place: '园区会议中心',
  startAt: at(72),
  endAt: at(74),
  deadline: at(48),
  capacity: 2,
  highTech: true,
  body: '<p>解读认定办法。</p><script>alert(1)</script>',
  ...over,
});

describeWorld('activities (%s)', (w) => {
  async function published(over: Record<string, unknown> = {}): Promise<number> {
    const { id } = await okData<{ id: number }>(w, 'POST', `${B}/active/saveOrUpdate`, w.committee, activity(over));
    await okData(w, 'POST', `${B}/active/publish/${String(id)}`, w.committee, {});
    return id;
  }
  const enroll = (id: number, user: TestUser) => call<ActivityMine>(w, 'POST', `${B}/active/enroll/${String(id)}`, user, {});
  const detail = (id: number, user?: TestUser, tenant: 1 | 2 = 1) => call<ActivityDetail>(w, 'GET', `${B}/active/detail/${String(id)}`, user, undefined, tenant);

  it('keeps a draft from visitors, shows it once published, in its own park only; the body is cleaned', async () => {
    const { id } = await okData<{ id: number; status: string }>(w, 'POST', `${B}/active/saveOrUpdate`, w.committee, activity({ title: '草稿活动' }));
    expect((await detail(id)).body.statusCode).not.toBe(200);
    await okData(w, 'POST', `${B}/active/publish/${String(id)}`, w.admin, {});
    const shown = (await detail(id)).body.data;
    expect(shown).toMatchObject({ title: '草稿活动', status: 'PUBLISHED', phase: 'OPEN', capacity: 2, enrolled: 0, mine: null });
    expect(shown.body).not.toContain('script');
    const open = await okData<{ list: { id: number }[] }>(w, 'GET', `${B}/active/open`);
    expect(open.list.map((a) => a.id)).toContain(id);
    expect((await detail(id, w.userC, 2)).body.statusCode).not.toBe(200);
    const other = await okData<{ list: unknown[] }>(w, 'GET', `${B}/active/open`, undefined, undefined, 2);
    expect(other.list).toEqual([]);
  });

  it('refuses times out of order, and writes to anyone without activity.manage', async () => {
    const late = await call(w, 'POST', `${B}/active/saveOrUpdate`, w.committee, activity({ deadline: at(80) }));
    expect(late.body).toMatchObject({ message: '报名截止时间不能晚于活动开始时间' });
    expect((await call(w, 'POST', `${B}/active/saveOrUpdate`, w.userA, activity())).body.statusCode).toBe(403);
    const clerk = await staffOperator(w, { name: '诉求专员', permissions: ['appeal.handle'] });
    expect((await call(w, 'POST', `${B}/active/saveOrUpdate`, clerk, activity())).body).toMatchObject({ statusCode: 403, message: NO_PERMISSION });
  });

  it('takes two sign-ups for two places, refuses the third with 名额已满, one per user, and frees a cancelled place', async () => {
    const id = await published();
    expect((await enroll(id, w.userA)).body.data).toMatchObject({ enrolled: true, canCancel: true });
    expect((await enroll(id, w.userA)).body.message).toBe('您已报名该活动');
    expect((await enroll(id, w.userB)).body.statusCode).toBe(200);
    const third = await enroll(id, w.userA2);
    expect(third.body).toMatchObject({ message: '名额已满' });
    expect((await detail(id, w.userA2)).body.data).toMatchObject({ enrolled: 2, phase: 'FULL', mine: { enrolled: false } });
    expect((await call(w, 'POST', `${B}/active/cancel/${String(id)}`, w.userA, {})).body.data).toMatchObject({ enrolled: false });
    expect((await enroll(id, w.userA2)).body.statusCode).toBe(200);
    // The capacity cannot drop below the places taken.
    const smaller = await call(w, 'POST', `${B}/active/saveOrUpdate`, w.committee, { ...activity({ capacity: 1 }), id });
    expect(smaller.body.message).toBe('名额不能少于已报名人数（2人）');
    const list = await okData<{ list: { name: string; phone: string }[]; total: number }>(w, 'GET', `${B}/active/enroll/list?activeId=${String(id)}`, w.committee);
    expect(list.total).toBe(2);
    expect(list.list.every((e) => /^1\d{10}$/.test(e.phone))).toBe(true);
    const file = await w.t.app.inject({ method: 'GET', url: `${B}/active/enroll/export?activeId=${String(id)}`, headers: { ...w.t.sign(1, w.committee.token), host: parkHost(1) } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('lets one of two sign-ups racing for the last place through, two of three racing for two places, and tells the others 名额已满', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await published({ capacity: 1, title: `抢位活动${String(round)}` });
      const answers = await Promise.all([enroll(id, w.userA), enroll(id, w.userB)]);
      const codes = answers.map((a) => a.body.statusCode).sort();
      expect(codes).toEqual([200, expect.any(Number)]);
      expect(answers.filter((a) => a.body.statusCode !== 200).map((a) => a.body.message)).toEqual(['名额已满']);
      expect((await detail(id)).body.data.enrolled).toBe(1);
    }
    // Two places, three users at once: two sign-ups, the third hears 名额已满.
    const two = await published({ capacity: 2, title: '两个名额的活动' });
    const three = await Promise.all([enroll(two, w.userA), enroll(two, w.userB), enroll(two, w.userA2)]);
    expect(three.filter((a) => a.body.statusCode === 200)).toHaveLength(2);
    expect(three.filter((a) => a.body.statusCode !== 200).map((a) => a.body.message)).toEqual(['名额已满']);
    expect((await detail(two)).body.data).toMatchObject({ enrolled: 2, phase: 'FULL' });
    const names = await okData<{ total: number }>(w, 'GET', `${B}/active/enroll/list?activeId=${String(two)}`, w.committee);
    expect(names.total).toBe(2);
    // The same user twice at once: one sign-up.
    const id = await published({ capacity: 5, title: '重复报名活动' });
    await Promise.all([enroll(id, w.userA), enroll(id, w.userA)]);
    expect((await detail(id)).body.data.enrolled).toBe(1);
  });

  it('refuses sign-up and cancelling after the deadline', async () => {
    const id = await published({ capacity: 5, title: '已截止活动' });
    await enroll(id, w.userA);
    await w.db.updateTable('activity_activities').set({ deadline: at(-1) }).where('id', '=', id).execute();
    expect((await enroll(id, w.userB)).body.message).toBe('报名已截止');
    expect((await call(w, 'POST', `${B}/active/cancel/${String(id)}`, w.userA, {})).body.message).toBe('报名已截止，不能取消');
  });

  it('checks in a signed-up user with the code the operator shows, marks who came and counts no-shows per user', async () => {
    const id = await published({ capacity: 5, title: '签到活动', startAt: at(0.5), endAt: at(2), deadline: at(0.25) });
    await enroll(id, w.userA);
    await enroll(id, w.userB);
    const checkin = (user: TestUser, code: string) => call<ActivityMine>(w, 'POST', `${B}/active/checkin/${String(id)}`, user, { code });
    // No code before the operator opens check-in; only operators see it.
    expect((await checkin(w.userA, '000000')).body.message).toBe('签到码不正确');
    expect((await call(w, 'POST', `${B}/active/checkin/code/${String(id)}`, w.userA, {})).body.statusCode).toBe(403);
    const board = await okData<{ code: string; enrolled: number; checkedIn: number }>(w, 'POST', `${B}/active/checkin/code/${String(id)}`, w.committee, {});
    expect(board).toMatchObject({ enrolled: 2, checkedIn: 0 });
    expect(board.code).toMatch(/^\d{6}$/);
    // Opening it again shows the same code.
    expect((await okData<{ code: string }>(w, 'POST', `${B}/active/checkin/code/${String(id)}`, w.admin, {})).code).toBe(board.code);
    expect((await detail(id, w.userA)).body.data.mine).toMatchObject({ enrolled: true, canCheckIn: true, checkedInAt: null });
    expect((await checkin(w.userA, board.code === '123456' ? '654321' : '123456')).body.message).toBe('签到码不正确');
    expect((await checkin(w.userA2, board.code)).body.message).toBe('您未报名该活动，不能签到');
    const came = await checkin(w.userA, ` ${board.code} `);
    expect(came.body.data).toMatchObject({ enrolled: true, canCheckIn: false, checkedInAt: expect.any(String) });
    const first = came.body.data?.checkedInAt;
    expect((await checkin(w.userA, board.code)).body.data?.checkedInAt).toBe(first);
    const after = await okData<{ checkedIn: number }>(w, 'POST', `${B}/active/checkin/code/${String(id)}`, w.committee, {});
    expect(after.checkedIn).toBe(1);
    // A renewed code voids the old one.
    const renewed = await okData<{ code: string }>(w, 'POST', `${B}/active/checkin/code/${String(id)}`, w.committee, { renew: true });
    if (renewed.code !== board.code) expect((await checkin(w.userB, board.code)).body.message).toBe('签到码不正确');
    // After the end: no check-in; userB, signed up and absent, counts one no-show, userA none.
    await w.db.updateTable('activity_activities').set({ start_at: at(-3), end_at: at(-1), deadline: at(-4) }).where('id', '=', id).execute();
    expect((await checkin(w.userB, renewed.code)).body.message).toMatch(/^不在签到时间内/);
    const list = await okData<{ list: EnrollItem[] }>(w, 'GET', `${B}/active/enroll/list?activeId=${String(id)}`, w.committee);
    const phone = async (user: TestUser) => (await w.db.selectFrom('users').select('phone').where('id', '=', user.id).executeTakeFirstOrThrow()).phone;
    const [phoneA, phoneB] = [await phone(w.userA), await phone(w.userB)];
    expect(list.list.find((e) => e.phone === phoneA)).toMatchObject({ checkedInAt: first, noShows: 0 });
    expect(list.list.find((e) => e.phone === phoneB)).toMatchObject({ checkedInAt: null, noShows: 1 });
    // An activity that never opened check-in counts no one absent.
    const plain = await published({ capacity: 5, title: '未开放签到的活动' });
    await enroll(plain, w.userB);
    await w.db.updateTable('activity_activities').set({ start_at: at(-3), end_at: at(-1), deadline: at(-4) }).where('id', '=', plain).execute();
    const again = await okData<{ list: EnrollItem[] }>(w, 'GET', `${B}/active/enroll/list?activeId=${String(plain)}`, w.committee);
    expect(again.list[0]).toMatchObject({ checkedInAt: null, noShows: 1 });
  });

  describe('SMS invitations', () => {
    it('queues one SMS per user of the picked organisations, once per organisation, and moves them to the invited list', async () => {
      const id = await published({ capacity: 5, title: '供需对接会' });
      const lists = async () => ({
        not: await okData<{ list: InviteOrg[] }>(w, 'POST', `${B}/org/listByNotSmsActive`, w.committee, { activeId: id, size: 50 }),
        yes: await okData<{ list: InviteOrg[] }>(w, 'POST', `${B}/org/listBySmsActive`, w.committee, { activeId: id }),
      });
      const before = await lists();
      expect(before.not.list.map((o) => o.id)).toEqual(expect.arrayContaining([w.orgA, w.orgB]));
      expect(before.yes.list).toEqual([]);
      const sent = await okData<{ invited: number; recipients: number }>(w, 'POST', `${B}/active/sendActive`, w.committee, { activeId: id, orgIds: [w.orgA, w.orgB] });
      expect(sent).toMatchObject({ invited: 2, recipients: 3 });
      const records = await w.db.selectFrom('sms_records').select(['phone', 'text']).where('text', 'like', '%供需对接会%').execute();
      expect(records).toHaveLength(3);
      expect(records[0]?.text).toMatch(/^杭州.+诚邀贵单位参加“供需对接会”/);
      const after = await lists();
      expect(after.yes.list.map((o) => o.id).sort()).toEqual([w.orgA, w.orgB].sort());
      expect(after.not.list.map((o) => o.id)).not.toContain(w.orgA);
      expect((await call(w, 'POST', `${B}/active/sendActive`, w.committee, { activeId: id, orgIds: [w.orgA] })).body.message).toBe('所选机构均已邀请过');
    });
  });

  it('adds the upcoming activities for 高新技术企业 to /gc/conduct', async () => {
    await published({ title: '高企专场培训', capacity: 10, startAt: at(10), endAt: at(12), deadline: at(5) });
    const page = await okData<{ sections: { key: string; items: { title: string; path: string }[] }[] }>(w, 'GET', `${B}/conduct/page`);
    const section = page.sections.find((s) => s.key === 'activity.highTech');
    expect(section?.items.map((i) => i.title)).toContain('高企专场培训');
  });
});
