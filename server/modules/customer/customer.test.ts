import { beforeAll, expect, it } from 'vitest';
import type { AssistantAnswer } from '../../../common/customer/contract.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { history } from '../../lib/audit-log.js';
import { nowIso } from '../../lib/clock.js';
import { insertTestPolicy } from '../../testing/fixtures.js';
import { call, describeWorld, okData, type TestUser } from '../../testing/world.js';
import { replyNotification } from './tickets.js';

const BASE = '/api/dpboot/customer';

interface Asked {
  question: string;
  answers: AssistantAnswer[];
}
interface Page<T> {
  list: T[];
  total: number;
}
interface Ticket {
  id: number;
  question: string;
  status: string;
  statusLabel: string;
  reply: string;
  repliedAt: string | null;
}

describeWorld('customer service (%s)', (w) => {
  let grant: number;
  let unpublished: number;
  let otherPark: number;
  let noticeId: number;

  const ask = (question: string, user?: TestUser, tenant: 1 | 2 = 1) => okData<Asked>(w, 'POST', `${BASE}/ask`, user, { question }, tenant);
  const faq = (user: TestUser, body: Record<string, unknown>, tenant: 1 | 2 = 1) =>
    okData<{ id: number }>(w, 'POST', `${BASE}/faq/save`, user, { category: '园区服务', pinned: false, ...body }, tenant);
  const setContent = (id: number, content: string, summary = '支持企业创新发展') =>
    w.db.updateTable('policies').set({ content, summary, updated_at: nowIso() }).where('id', '=', id).execute();

  beforeAll(async () => {
    grant = await insertTestPolicy(w.db, 1, '杭州市企业研发投入补助实施细则');
    await setContent(grant, '<p>对年度研发投入超过500万元的企业，按研发投入增量的10%给予补助，最高200万元。</p><p>申报时提交研发费用专项审计报告。</p>', '按研发投入增量给予补助');
    const fair = await insertTestPolicy(w.db, 1, '园区企业参加国内外重点展会补助办法');
    await setContent(fair, '<p>企业参加重点展会的展位费给予50%补助。</p>');
    unpublished = await insertTestPolicy(w.db, 1, '数字孪生工厂建设专项补助办法', 'CHECK');
    await setContent(unpublished, '<p>对建设数字孪生工厂的企业给予补助。</p>');
    otherPark = await insertTestPolicy(w.db, 2, '量子通信产业集聚扶持办法');
    await setContent(otherPark, '<p>对量子通信企业给予扶持。</p>');
    const now = nowIso();
    const notice = await w.db
      .insertInto('notices')
      .values({
        tenant_id: 1,
        title: '关于园区物业服务调整的通知',
        type: '通知公告',
        summary: '物业服务中心搬迁',
        body: '<p>物业服务中心搬迁至创新大厦二楼，停车月卡续费请到新地址办理。</p>',
        cover_id: null,
        status: 'JOINT',
        reason: '',
        pinned: 0,
        author_id: null,
        publisher_id: null,
        published_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    noticeId = notice.id;
  });

  it('answers a question about a policy with that policy first, linked by its id', async () => {
    const { answers } = await ask('研发投入补助怎么申请？');
    expect(answers[0]).toMatchObject({ kind: 'POLICY', id: grant, title: '杭州市企业研发投入补助实施细则', answer: null });
    expect(answers[0]?.snippet).toContain('研发投入');
    expect(answers[0]?.terms).toContain('研发');
    expect(answers.map((a) => a.id)).not.toContain(unpublished);
  });

  it('puts an FAQ whose keywords match before a notice that only mentions it in its body', async () => {
    const { id } = await faq(w.admin, { question: '物业相关的卡片业务在哪里办？', answer: '请到物业服务中心前台办理，带上行驶证。', keywords: '停车月卡，停车' });
    const { answers } = await ask('停车月卡');
    expect(answers.slice(0, 2).map((a) => [a.kind, a.id])).toEqual([
      ['FAQ', id],
      ['NOTICE', noticeId],
    ]);
    // An FAQ answers in full.
    expect(answers[0]?.answer).toBe('请到物业服务中心前台办理，带上行驶证。');
    // Being the first answer counts for the suggestions.
    const suggested = await okData<{ id: number }[]>(w, 'GET', `${BASE}/suggest`);
    expect(suggested[0]?.id).toBe(id);
  });

  it('never answers from unpublished, withdrawn or another park’s content, and follows changes at once', async () => {
    expect((await ask('数字孪生工厂')).answers).toEqual([]);
    expect((await ask('量子通信产业')).answers).toEqual([]);
    expect((await ask('量子通信产业', w.userC, 2)).answers[0]).toMatchObject({ kind: 'POLICY', id: otherPark });

    // Published now: answered on the next question.
    await w.db.updateTable('policies').set({ state: 'JOINT' }).where('id', '=', unpublished).execute();
    expect((await ask('数字孪生工厂')).answers[0]).toMatchObject({ kind: 'POLICY', id: unpublished });
    // Withdrawn (state changes, nothing else): gone on the next question.
    await w.db.updateTable('policies').set({ state: 'CHECK' }).where('id', '=', unpublished).execute();
    expect((await ask('数字孪生工厂')).answers).toEqual([]);
    // An expired policy no longer answers either.
    await w.db.updateTable('policies').set({ end_date: '2020-12-31' }).where('id', '=', grant).execute();
    expect((await ask('研发投入补助')).answers.map((a) => a.id)).not.toContain(grant);
    await w.db.updateTable('policies').set({ end_date: null }).where('id', '=', grant).execute();
    // An edited FAQ answers with its new text.
    const { id } = await faq(w.admin, { question: '园区食堂几点开饭？', answer: '午餐11:00开始。', keywords: '食堂' });
    expect((await ask('食堂开饭时间')).answers[0]?.answer).toBe('午餐11:00开始。');
    await faq(w.admin, { id, question: '园区食堂几点开饭？', answer: '午餐11:30开始。', keywords: '食堂' });
    expect((await ask('食堂开饭时间')).answers[0]?.answer).toBe('午餐11:30开始。');
    await okData(w, 'DELETE', `${BASE}/faq/delete/${id}`, w.admin);
    expect((await ask('食堂开饭时间')).answers).toEqual([]);
  });

  it('refuses empty questions and bad FAQ input with clear messages', async () => {
    const blank = await call(w, 'POST', `${BASE}/ask`, undefined, { question: '    ' });
    expect(blank.body.message).toBe('请填写问题');
    const noKeywords = await call(w, 'POST', `${BASE}/faq/save`, w.admin, { question: '如何注册？', answer: '点击注册。', keywords: ' ，', category: '注册认证' });
    expect(noKeywords.body).toMatchObject({ statusCode: 400, message: '请填写至少一个关键词' });
    await faq(w.admin, { question: '如何注销账号？', answer: '请联系园区。', keywords: '注销' });
    const twice = await call(w, 'POST', `${BASE}/faq/save`, w.admin, { question: '如何注销账号？', answer: '另一个答案。', keywords: '注销', category: '其他' });
    expect(twice.body.message).toBe('已有相同问题的常见问题，请直接修改那一条');
    const phone = await call(w, 'POST', `${BASE}/ticket/save`, w.userA, { question: '请问如何开票？', contactName: '张三', contactPhone: '12345' });
    expect(phone.body.statusCode).toBe(400);
    expect(phone.body.message).toContain('联系电话');
  });

  it('转人工: the asker leaves a question, staff reply, only the asker sees the reply', async () => {
    expect((await call(w, 'POST', `${BASE}/ticket/save`, undefined, { question: '开票问题', contactName: '张三', contactPhone: '13700000000' })).http).toBe(401);
    const { id } = await okData<{ id: number }>(w, 'POST', `${BASE}/ticket/save`, w.userA, {
      question: '  企业搬迁后租金补贴  还能享受吗？ ',
      contactName: '张三',
      contactPhone: '13700000000',
    });
    const mine = await okData<Page<Ticket>>(w, 'GET', `${BASE}/ticket/mine`, w.userA);
    expect(mine.list).toEqual([expect.objectContaining({ id, question: '企业搬迁后租金补贴 还能享受吗？', status: 'OPEN', statusLabel: '待回复', reply: '' })]);
    // Not another user's, not even of the same enterprise.
    expect((await okData<Page<Ticket>>(w, 'GET', `${BASE}/ticket/mine`, w.userA2)).total).toBe(0);

    const queue = await okData<Page<{ id: number; orgName: string; contactPhone: string }>>(w, 'GET', `${BASE}/ticket/list?status=OPEN`, w.committee);
    expect(queue.list).toEqual([expect.objectContaining({ id, orgName: '杭州甲科技有限公司', contactPhone: '13700000000' })]);
    expect(await okData(w, 'GET', `${BASE}/ticket/counts`, w.committee)).toEqual({ OPEN: 1, REPLIED: 0, total: 1 });
    // Another park's operator does not see it and cannot answer it.
    expect((await okData<Page<unknown>>(w, 'GET', `${BASE}/ticket/list`, w.admin2, undefined, 2)).total).toBe(0);
    expect((await call(w, 'POST', `${BASE}/ticket/reply/${id}`, w.admin2, { reply: '可以享受。' }, 2)).body.statusCode).toBe(404);

    const replied = await call(w, 'POST', `${BASE}/ticket/reply/${id}`, w.committee, {
      reply: '搬出园区后不再享受租金补贴，已享受的按协议执行。',
      toFaq: true,
      category: '园区服务',
      keywords: '租金补贴、搬迁',
    });
    expect(replied.body).toMatchObject({ statusCode: 200, message: '回复成功', data: { id, status: 'REPLIED' } });
    const again = await call(w, 'POST', `${BASE}/ticket/reply/${id}`, w.admin, { reply: '再回复一次。' });
    expect(again.body).toMatchObject({ statusCode: 409, message: '该留言已回复' });

    const seen = await okData<Page<Ticket>>(w, 'GET', `${BASE}/ticket/mine`, w.userA);
    expect(seen.list[0]).toMatchObject({ id, status: 'REPLIED', reply: '搬出园区后不再享受租金补贴，已享受的按协议执行。' });
    expect(seen.list[0]?.repliedAt).toBeTruthy();
    // The reply kept as an FAQ answers the next enterprise asking.
    expect((await ask('搬迁以后租金补贴还有吗', w.userB)).answers[0]).toMatchObject({ kind: 'FAQ', answer: '搬出园区后不再享受租金补贴，已享受的按协议执行。' });
    // Every step is in the trail, with who.
    const trail = await history(w.db, 1, 'customer_ticket', id);
    expect(trail.map((e) => [e.action, e.actorId])).toEqual([
      ['SUBMIT', w.userA.id],
      ['REPLY', w.committee.id],
    ]);
    expect(replyNotification(1, { user_id: w.userA.id, question: '企业搬迁后租金补贴 还能享受吗？' }, '不再享受。')).toMatchObject({
      userIds: [w.userA.id],
      link: '/customer/index?tab=mine',
    });
    // The asker is told in their system notifications, linking back to 我的留言.
    const told = await call<{ list: { title: string; topic: string; link: string | null }[] }>(
      w,
      'GET',
      '/api/dpboot/message/my/list?kind=NOTICE',
      w.userA,
    );
    expect(told.body.data.list.find((m) => m.title === '您的留言已有回复')).toMatchObject({ topic: '智能客服', link: '/customer/index?tab=mine' });
  });

  it('is for operators holding customer.manage: 401, 403 for enterprises, 403 NO_PERMISSION once the role loses it', async () => {
    const paths: ['GET' | 'POST', string, Record<string, unknown>?][] = [
      ['GET', `${BASE}/faq/list`],
      ['GET', `${BASE}/ticket/list`],
      ['GET', `${BASE}/ticket/counts`],
      ['POST', `${BASE}/faq/save`, { question: '测试问题？', answer: '测试答案。', keywords: '测试', category: '其他' }],
    ];
    for (const [method, path, payload] of paths) {
      expect((await call(w, method, path, undefined, payload)).http).toBe(401);
      expect((await call(w, method, path, w.userA, payload)).http).toBe(403);
    }
    const role = await w.db.selectFrom('roles').select('id').where('tenant_id', '=', 1).where('rolename', '=', '管委会').executeTakeFirstOrThrow();
    await w.db.deleteFrom('role_permissions').where('role_id', '=', role.id).where('permission', '=', 'customer.manage').execute();
    try {
      for (const [method, path, payload] of paths) {
        const res = await call(w, method, path, w.committee, payload);
        expect(res.http).toBe(403);
        expect(res.body.message).toBe(NO_PERMISSION);
      }
      expect((await call(w, 'GET', `${BASE}/faq/list`, w.admin)).body.statusCode).toBe(200);
    } finally {
      await w.db.insertInto('role_permissions').values({ tenant_id: 1, role_id: role.id, permission: 'customer.manage' }).execute();
    }
  });

  it('limits questions per user and minute', async () => {
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await call(w, 'POST', `${BASE}/ask`, w.service, { question: '停车月卡' })).body.statusCode;
    expect(last).toBe(429);
    // Others keep asking.
    expect((await call(w, 'POST', `${BASE}/ask`, w.userB, { question: '停车月卡' })).body.statusCode).toBe(200);
  });
});
