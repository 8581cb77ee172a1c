import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityDetail, ActivityMine, InviteOrg } from '../../../common/activity/contract.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { describeEachDialect } from '../../testing/databases.js';
import { parkHost } from '../../testing/call.js';
import { buildWorld, call, okData, staffOperator, type TestUser, type World } from '../../testing/world.js';

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

describeEachDialect('activities (%s)', (dialect) => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(dialect);
  });
  afterAll(() => w?.t.close());

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

  it('lets one of two sign-ups racing for the last place through, and tells the other 名额已满', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await published({ capacity: 1, title: `抢位活动${String(round)}` });
      const answers = await Promise.all([enroll(id, w.userA), enroll(id, w.userB)]);
      const codes = answers.map((a) => a.body.statusCode).sort();
      expect(codes).toEqual([200, expect.any(Number)]);
      expect(answers.filter((a) => a.body.statusCode !== 200).map((a) => a.body.message)).toEqual(['名额已满']);
      expect((await detail(id)).body.data.enrolled).toBe(1);
    }
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
