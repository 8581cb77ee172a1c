import { expect, it } from 'vitest';
import type { AppealDetail } from '../../../common/appeal/contract.js';
import type { TestUser } from '../../testing/fixtures.js';
import { appealFields, BASE, buildWorld, call, filed } from './test-helpers.js';
import { describeBuilt } from '../../testing/world.js';

describeBuilt('appeal handling (%s)', buildWorld, (w) => {
  const act = (
    user: TestUser | undefined,
    action: string,
    id: number,
    payload: Record<string, unknown> = {},
    tenant: 1 | 2 = 1,
  ) => call<{ id: number; state: string }>(w, 'POST', `${BASE}/${action}/${id}`, user, payload, tenant);
  const detailOf = async (id: number, user: TestUser = w.admin) =>
    (await call<AppealDetail>(w, 'GET', `${BASE}/detail/${id}`, user)).body.data;

  it('walks 待受理 → 办理中 → 已答复 → 已办结 with every step on the timeline', async () => {
    const id = await filed(w, w.userA);
    const dept = w.depts[1]['规划建设局']!;
    expect(
      (await act(w.admin, 'assign', id, { departmentId: dept, note: '请尽快现场查看' })).body,
    ).toMatchObject({
      statusCode: 200,
      message: '交办成功',
      data: { id, state: 'ASSIGNED' },
    });
    const other = w.depts[1]['应急管理局']!;
    expect((await act(w.committee, 'assign', id, { departmentId: other })).body.data.state).toBe('ASSIGNED');
    expect(
      (await act(w.committee, 'progress', id, { note: '已到现场查看，排水口堵塞' })).body.statusCode,
    ).toBe(200);
    expect(
      (await act(w.admin, 'reply', id, { content: '已组织清淤并新增雨水篦子，近期降雨未再积水。' })).body.data
        .state,
    ).toBe('REPLIED');

    const replied = await detailOf(id, w.userA2);
    expect(replied).toMatchObject({
      state: 'REPLIED',
      departmentName: '应急管理局',
      canRate: true,
      reply: '已组织清淤并新增雨水篦子，近期降雨未再积水。',
    });
    expect(replied.repliedAt).not.toBeNull();

    expect((await act(w.userA2, 'rate', id, { rating: 5, comment: '处理及时' })).body).toMatchObject({
      message: '评价成功',
      data: { state: 'CLOSED' },
    });
    const closed = await detailOf(id, w.userA);
    expect(closed).toMatchObject({
      state: 'CLOSED',
      stateLabel: '已办结',
      rating: 5,
      ratingComment: '处理及时',
      canRate: false,
    });
    expect(closed.events.map((e) => [e.action, e.from, e.to, e.byOperator])).toEqual([
      ['SUBMIT', null, 'SUBMITTED', false],
      ['ASSIGN', 'SUBMITTED', 'ASSIGNED', true],
      ['REASSIGN', 'ASSIGNED', 'ASSIGNED', true],
      ['PROGRESS', 'ASSIGNED', 'ASSIGNED', true],
      ['REPLY', 'ASSIGNED', 'REPLIED', true],
      ['RATE', 'REPLIED', 'CLOSED', false],
    ]);
    expect(closed.events[1]).toMatchObject({ departmentName: '规划建设局', content: '请尽快现场查看' });
    expect(closed.events[5]).toMatchObject({ rating: 5, content: '处理及时' });
  });

  it('refuses steps the state does not allow, naming the state, and changes nothing', async () => {
    const id = await filed(w, w.userA);
    const dept = w.depts[1]['企业服务局']!;
    expect((await act(w.admin, 'reply', id, { content: '答复内容写在这里' })).body).toMatchObject({
      statusCode: 409,
      message: '该诉求当前为“待受理”，不能答复',
    });
    expect((await act(w.admin, 'close', id, { reason: '已办结' })).body.message).toBe(
      '该诉求当前为“待受理”，不能办结',
    );
    expect((await act(w.userA, 'rate', id, { rating: 4 })).body.message).toBe(
      '该诉求当前为“待受理”，不能评价',
    );
    await act(w.admin, 'assign', id, { departmentId: dept });
    expect((await act(w.admin, 'assign', id, { departmentId: dept })).body.message).toBe(
      '该诉求已由企业服务局办理',
    );
    expect((await act(w.admin, 'reject', id, { reason: '不属于受理范围' })).body.message).toBe(
      '该诉求当前为“办理中”，不能不予受理',
    );
    expect((await detailOf(id)).events).toHaveLength(2);
  });

  it('rejects with a reason, and lets operators close an answered or handled appeal with one', async () => {
    const rejected = await filed(w, w.userB);
    expect((await act(w.admin, 'reject', rejected, { reason: '  ' })).body.message).toBe(
      '请填写不予受理的原因',
    );
    expect(
      (await act(w.admin, 'reject', rejected, { reason: '属于租赁合同纠纷，不在受理范围' })).body.data.state,
    ).toBe('REJECTED');
    expect(await detailOf(rejected, w.userB)).toMatchObject({
      state: 'REJECTED',
      stateLabel: '不予受理',
      reason: '属于租赁合同纠纷，不在受理范围',
    });

    const handled = await filed(w, w.userB);
    await act(w.admin, 'assign', handled, { departmentId: w.depts[1]['企业服务局']! });
    await act(w.admin, 'reply', handled, { content: '已协调解决，请企业确认。' });
    expect(
      (await act(w.admin, 'close', handled, { reason: '企业逾期未评价，按规定办结' })).body.data.state,
    ).toBe('CLOSED');
    expect(await detailOf(handled)).toMatchObject({
      state: 'CLOSED',
      rating: null,
      reason: '企业逾期未评价，按规定办结',
    });
  });

  it('checks the inputs: department of this park, reply and note lengths, rating 1–5', async () => {
    const id = await filed(w, w.userA);
    expect((await act(w.admin, 'assign', id, { departmentId: w.depts[2]['企业服务局']! })).body.message).toBe(
      '承办部门不存在，请重新选择',
    );
    expect((await act(w.admin, 'assign', id, {})).body.message).toBe('请填写承办部门');
    await act(w.admin, 'assign', id, { departmentId: w.depts[1]['企业服务局']! });
    expect((await act(w.admin, 'progress', id, { note: '好' })).body.message).toBe('办理进展不能少于2个字符');
    expect((await act(w.admin, 'reply', id, { content: '已处理' })).body.message).toBe(
      '答复内容不能少于5个字符',
    );
    expect((await act(w.admin, 'reply', id, { content: '答'.repeat(2001) })).body.message).toBe(
      '答复内容不能超过2000个字符',
    );
    await act(w.admin, 'reply', id, { content: '已协调解决，请企业确认。' });
    expect((await act(w.userA, 'rate', id, { rating: 6 })).body.message).toBe('评价星级不能大于5');
    expect((await act(w.userA, 'rate', id, { rating: 0 })).body.message).toBe('评价星级不能小于1');
    expect((await act(w.userA, 'rate', id, { rating: 3, comment: '评'.repeat(201) })).body.message).toBe(
      '评价说明不能超过200个字符',
    );
    expect((await detailOf(id)).state).toBe('REPLIED');
  });

  it('keeps operator steps for operators, rating for the enterprise, and everything inside its park', async () => {
    const id = await filed(w, w.userA);
    const dept = w.depts[1]['企业服务局']!;
    for (const [action, payload] of [
      ['assign', { departmentId: dept }],
      ['progress', { note: '进展情况' }],
      ['reply', { content: '答复的内容' }],
      ['close', { reason: '办结说明' }],
      ['reject', { reason: '不予受理' }],
    ] as const) {
      expect((await act(undefined, action, id, payload)).http).toBe(401);
      expect((await act(w.userA, action, id, payload)).body).toMatchObject({
        statusCode: 403,
        message: '仅园区运营人员可以执行此操作',
      });
      // Another park's operator does not find it.
      expect((await act(w.admin2, action, id, payload, 2)).body.statusCode).toBe(404);
    }
    await act(w.admin, 'assign', id, { departmentId: dept });
    await act(w.admin, 'reply', id, { content: '已协调解决，请企业确认。' });
    expect((await act(w.admin, 'rate', id, { rating: 5 })).body).toMatchObject({
      statusCode: 403,
      message: '只有诉求企业的用户可以评价',
    });
    expect((await act(w.userB, 'rate', id, { rating: 1 })).body).toMatchObject({
      statusCode: 404,
      message: '诉求不存在',
    });
    expect((await act(w.userC, 'rate', id, { rating: 1 }, 2)).body.statusCode).toBe(404);
    expect((await detailOf(id)).state).toBe('REPLIED');
  });

  it('lets the enterprise rate what an officer filed for it, but not the officer', async () => {
    const id = await filed(w, w.committee, { fields: appealFields({ orgId: String(w.orgB) }) });
    await act(w.admin, 'assign', id, { departmentId: w.depts[1]['企业服务局']! });
    await act(w.admin, 'reply', id, { content: '已协调解决，请企业确认。' });
    expect((await detailOf(id, w.committee)).canRate).toBe(false);
    expect((await detailOf(id, w.userB)).canRate).toBe(true);
    expect((await act(w.userB, 'rate', id, { rating: 4 })).body.data.state).toBe('CLOSED');
  });
  it('keeps a department that handled appeals: the organisation chart refuses to delete it, now or in the timeline', async () => {
    const id = await filed(w, w.userA);
    const first = w.depts[1]['规划建设局']!;
    const second = w.depts[1]['应急管理局']!;
    await act(w.admin, 'assign', id, { departmentId: first });
    await act(w.admin, 'assign', id, { departmentId: second });
    // The current department and the one only the timeline names are both kept.
    for (const dept of [second, first]) {
      const refused = await call(w, 'DELETE', `/api/dpboot/system/dept/delete/${dept}`, w.admin);
      expect(refused.body.statusCode).toBe(400);
      expect(refused.body.message).toMatch(/^该部门经办过 \d+ 条企业诉求，不能删除；可改名或移动$/);
    }
  });
});
