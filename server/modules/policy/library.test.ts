import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PolicyDetail, PolicyListItem } from '../../../common/policy.js';
import { history } from '../../lib/audit-log.js';
import { nowIso } from '../../lib/clock.js';
import { describeEachDialect } from '../../testing/databases.js';
import {
  addItem,
  BASE,
  buildWorld,
  call,
  createPolicy,
  daysFromToday,
  must,
  policyForm,
  publish,
  setupQuotas,
  type QuotaSet,
  type World,
} from './test-helpers.js';

type Page = { list: PolicyListItem[]; total: number };

describeEachDialect('policy library (%s)', (dialect) => {
  let w: World;
  let q: QuotaSet;
  /** A published policy with one item. */
  let live: number;
  beforeAll(async () => {
    w = await buildWorld(dialect);
    q = await setupQuotas(w);
    live = await createPolicy(
      w,
      policyForm({
        title: '杭州市高新技术企业认定奖励办法',
        level: 'CITY',
        issuer: '杭州市科技局',
        industries: [],
      }),
    );
    await addItem(w, live, {
      name: '首次认定奖励',
      award: 30,
      links: [{ quotaId: q.rd, operator: 'GTE', value: 3 }],
    });
    await publish(w, live);
  });
  afterAll(() => w.t.close());

  it('keeps writes for operators: 401 anonymous, 403 for enterprise users and individuals, nothing written', async () => {
    const calls: ['GET' | 'POST' | 'DELETE', string, Record<string, unknown>?][] = [
      ['POST', `${BASE}/add_policy`, policyForm()],
      ['POST', `${BASE}/edit_policy`, policyForm({ id: live })],
      ['DELETE', `${BASE}/delete_by_id?id=${live}`],
      ['POST', `${BASE}/audit`, { id: live, state: 'CANCEL', reason: '不通过的理由' }],
      ['GET', `${BASE}/check_duplicate_policy?title=abc`],
      ['GET', `${BASE}/audit_history?id=${live}`],
      ['POST', `${BASE}/applyItem/saveOrUpdate`, { policyId: live, name: '新事项' }],
      ['DELETE', `${BASE}/applyItem/delete/1`],
    ];
    const before = await w.db.selectFrom('policies').selectAll().orderBy('id').execute();
    for (const [method, path, payload] of calls) {
      expect((await call(w, method, path, undefined, payload)).http, path).toBe(401);
      for (const user of [w.userA, w.individual]) {
        const res = await call(w, method, path, user, payload);
        expect(res.http, path).toBe(403);
        expect(res.body.message).toBe('仅园区运营人员可以执行此操作');
      }
    }
    expect(await w.db.selectFrom('policies').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('creates a policy waiting for review, invisible to visitors until published', async () => {
    const id = await createPolicy(w, policyForm({ title: '待审核的政策标题示例' }));
    const row = await w.db.selectFrom('policies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'CHECK', tenant_id: 1, industries: '|新一代信息技术|' });
    expect((await call(w, 'GET', `${BASE}/policy_detail?id=${id}`)).body).toEqual({
      statusCode: 404,
      message: '政策不存在',
      data: null,
    });
    expect((await call(w, 'GET', `${BASE}/getApplyTreeByPolicyId/${id}`, w.userA)).body.statusCode).toBe(
      404,
    );
    const seen = await must<PolicyDetail>(w, 'GET', `${BASE}/policy_detail?id=${id}`, w.admin);
    expect(seen).toMatchObject({ state: 'CHECK', stateLabel: '待审核', title: '待审核的政策标题示例' });
    const anonymous = await must<Page>(w, 'GET', `${BASE}/listpolices?size=100`);
    expect(anonymous.list.map((p) => p.id)).toEqual([live]);
  });

  it('validates with Chinese messages naming the field', async () => {
    const refused = async (extra: Record<string, unknown>) =>
      (await call(w, 'POST', `${BASE}/add_policy`, w.admin, policyForm(extra))).body;
    expect(await refused({ title: '' })).toMatchObject({ statusCode: 400, message: '政策标题不能为空' });
    expect(await refused({ title: '   短  ' })).toMatchObject({ message: '政策标题不能少于4个字符' });
    expect(await refused({ title: '题'.repeat(101) })).toMatchObject({
      message: '政策标题不能超过100个字符',
    });
    expect(await refused({ level: 'WORLD' })).toMatchObject({ message: '政策级别的取值无效' });
    expect(await refused({ startDate: '2026-02-30' })).toMatchObject({
      message: '有效期开始日期不是有效的日期',
    });
    expect(await refused({ startDate: '2026/01/01' })).toMatchObject({ message: '有效期开始日期格式不正确' });
    expect(await refused({ startDate: daysFromToday(10), endDate: daysFromToday(5) })).toMatchObject({
      message: '有效期截止日期不能早于开始日期',
    });
    expect(await refused({ contactPhone: 'call me' })).toMatchObject({ message: '联系电话格式不正确' });
    expect(await refused({ sourceUrl: 'ftp://x' })).toMatchObject({
      message: '原文链接须以 http:// 或 https:// 开头',
    });
    expect(await refused({ content: '太短' })).toMatchObject({ message: '政策内容不能少于10个字符' });
    expect(await refused({ attachmentIds: [999] })).toMatchObject({
      message: '附件不存在或不可用，请重新上传',
    });
    const missing = policyForm();
    delete missing.issuer;
    expect((await call(w, 'POST', `${BASE}/add_policy`, w.admin, missing)).body).toMatchObject({
      message: '请填写发文单位',
    });
  });

  it('refuses a second policy with the same title in the park, but not in another park', async () => {
    const title = '关于促进人工智能产业发展的若干措施';
    const id = await createPolicy(w, policyForm({ title }));
    expect(
      await must(w, 'GET', `${BASE}/check_duplicate_policy?title=${encodeURIComponent(title)}`, w.admin),
    ).toEqual({ duplicate: true });
    expect(
      await must(
        w,
        'GET',
        `${BASE}/check_duplicate_policy?title=${encodeURIComponent(title)}&id=${id}`,
        w.admin,
      ),
    ).toEqual({ duplicate: false });
    const again = await call(w, 'POST', `${BASE}/add_policy`, w.admin, policyForm({ title: ` ${title} ` }));
    expect(again.body).toMatchObject({ statusCode: 409, message: '本园区已有同名政策，请修改政策标题' });
    expect(await createPolicy(w, policyForm({ title }), 2)).toBeGreaterThan(0);
  });

  it('reviews: publish or refuse with a reason, once; editing sends it back to review', async () => {
    const id = await createPolicy(w, policyForm());
    const noItems = await call(w, 'POST', `${BASE}/audit`, w.committee, { id, state: 'JOINT' });
    expect(noItems.body.message).toBe('请先为该政策添加申报事项，再审核发布');
    await addItem(w, id, { name: '研发补助', award: 50, links: [] });
    expect((await call(w, 'POST', `${BASE}/audit`, w.committee, { id, state: 'CANCEL' })).body.message).toBe(
      '请填写审核意见',
    );
    expect(
      (await call(w, 'POST', `${BASE}/audit`, w.committee, { id, state: 'CANCEL', reason: '缺' })).body
        .message,
    ).toBe('审核意见不能少于2个字符');
    expect(
      await must(w, 'POST', `${BASE}/audit`, w.committee, { id, state: 'CANCEL', reason: '申报条件不完整' }),
    ).toEqual({ id, state: 'CANCEL' });
    expect((await call(w, 'POST', `${BASE}/audit`, w.committee, { id, state: 'JOINT' })).body).toMatchObject({
      statusCode: 409,
      message: '该政策已审核不通过，需修改后重新提交',
    });
    const form = policyForm({ id, title: '修改后的政策标题（重新提交）' });
    expect(await must(w, 'POST', `${BASE}/edit_policy`, w.admin, form)).toEqual({ id, state: 'CHECK' });
    await publish(w, id);
    expect((await must<PolicyDetail>(w, 'GET', `${BASE}/policy_detail?id=${id}`)).state).toBe('JOINT');
    // A change to the tree takes it off the public list until reviewed again.
    const saved = await must<{ policyState: string }>(w, 'POST', `${BASE}/applyItem/saveOrUpdate`, w.admin, {
      policyId: id,
      name: '新增事项',
    });
    expect(saved.policyState).toBe('CHECK');
    expect((await call(w, 'GET', `${BASE}/policy_detail?id=${id}`)).body.statusCode).toBe(404);
    const trail = await history(w.db, 1, 'policy', id);
    expect(trail.map((e) => [e.action, e.from, e.to])).toEqual([
      ['SUBMIT', null, 'CHECK'],
      ['REJECT', 'CHECK', 'CANCEL'],
      ['RESUBMIT', 'CANCEL', 'CHECK'],
      ['PUBLISH', 'CHECK', 'JOINT'],
      ['RESUBMIT', 'JOINT', 'CHECK'],
    ]);
    expect(trail[1]).toMatchObject({ reason: '申报条件不完整', actorId: w.committee.id });
    const listed = await must<{ action: string }[]>(w, 'GET', `${BASE}/audit_history?id=${id}`, w.admin);
    expect(listed.map((e) => e.action)).toHaveLength(5);
  });

  it('keeps parks apart: the second park sees none of the first one’s policies and cannot touch them', async () => {
    const list = await must<Page>(
      w,
      'GET',
      `${BASE}/listpolices?size=100&validity=ALL`,
      w.admin2,
      undefined,
      2,
    );
    expect(list.list.every((p) => p.title === '关于促进人工智能产业发展的若干措施')).toBe(true);
    expect(
      (await call(w, 'GET', `${BASE}/policy_detail?id=${live}`, w.admin2, undefined, 2)).body.statusCode,
    ).toBe(404);
    expect(
      (await call(w, 'GET', `${BASE}/getApplyTreeByPolicyId/${live}`, undefined, undefined, 2)).body
        .statusCode,
    ).toBe(404);
    expect(
      (await call(w, 'POST', `${BASE}/edit_policy`, w.admin2, policyForm({ id: live }), 2)).body.statusCode,
    ).toBe(404);
    expect(
      (await call(w, 'DELETE', `${BASE}/delete_by_id?id=${live}`, w.admin2, undefined, 2)).body.statusCode,
    ).toBe(404);
    expect(
      (await call(w, 'POST', `${BASE}/audit`, w.admin2, { id: live, state: 'CANCEL', reason: '越权操作' }, 2))
        .body.statusCode,
    ).toBe(404);
    const tree = await w.db
      .selectFrom('policy_apply_items')
      .select('id')
      .where('policy_id', '=', live)
      .executeTakeFirstOrThrow();
    expect(
      (await call(w, 'DELETE', `${BASE}/applyItem/delete/${tree.id}`, w.admin2, undefined, 2)).body
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          w,
          'POST',
          `${BASE}/applyAward/saveOrUpdate`,
          w.admin2,
          { itemId: tree.id, name: '越权奖励', kind: 'REWARD', amount: 1 },
          2,
        )
      ).body.statusCode,
    ).toBe(404);
    expect((await must<PolicyDetail>(w, 'GET', `${BASE}/policy_detail?id=${live}`)).state).toBe('JOINT');
  });

  it('filters and sorts the public list; expired and unpublished policies stay off it', async () => {
    const mk = async (extra: Record<string, unknown>, award: number, publishIt = true) => {
      const id = await createPolicy(w, policyForm(extra));
      await addItem(w, id, { name: '事项', award, links: [] });
      if (publishIt) await publish(w, id);
      return id;
    };
    const national = await mk(
      {
        title: '国家级测试政策：专精特新中小企业',
        level: 'NATIONAL',
        issuer: '工业和信息化部',
        industries: ['高端装备制造'],
      },
      100,
    );
    const expired = await mk(
      {
        title: '已过期的园区政策测试',
        level: 'PARK',
        startDate: daysFromToday(-400),
        endDate: daysFromToday(-10),
      },
      500,
    );
    const upcoming = await mk(
      { title: '即将开始的省级政策测试', level: 'PROVINCIAL', startDate: daysFromToday(20), endDate: '' },
      5,
    );
    const ids = (p: Page) => p.list.map((x) => x.id);

    const all = await must<Page>(w, 'GET', `${BASE}/listpolices?size=100`);
    expect(ids(all)).not.toContain(expired);
    expect(ids(all)).toEqual(expect.arrayContaining([live, national, upcoming]));
    expect(all.list.find((p) => p.id === upcoming)).toMatchObject({
      validity: 'UPCOMING',
      validityLabel: '未开始',
      endDate: null,
    });
    expect(ids(await must<Page>(w, 'GET', `${BASE}/listpolices?validity=EXPIRED`))).toEqual([]);
    expect(ids(await must<Page>(w, 'GET', `${BASE}/listpolices?validity=EXPIRED`, w.admin))).toEqual([
      expired,
    ]);
    expect(ids(await must<Page>(w, 'GET', `${BASE}/listpolices?level=NATIONAL`))).toEqual([national]);
    expect(
      ids(await must<Page>(w, 'GET', `${BASE}/listpolices?issuer=${encodeURIComponent('工业和信息化部')}`)),
    ).toEqual([national]);
    // No industries means every industry.
    const equipment = ids(
      await must<Page>(
        w,
        'GET',
        `${BASE}/listpolices?industry=${encodeURIComponent('高端装备制造')}&size=100`,
      ),
    );
    expect(equipment).toEqual(expect.arrayContaining([national, live]));
    expect(equipment).not.toContain(upcoming);
    expect(
      ids(await must<Page>(w, 'GET', `${BASE}/listpolices?search=${encodeURIComponent('专精特新')}`)),
    ).toEqual([national]);
    expect(
      ids(await must<Page>(w, 'GET', `${BASE}/listpolices?search=${encodeURIComponent('100%_')}`)),
    ).toEqual([]);
    const byAward = await must<Page>(w, 'GET', `${BASE}/listpolices?sort=AWARD&size=3`);
    expect(byAward.list.map((p) => p.maxAward)).toEqual(
      [...byAward.list.map((p) => p.maxAward)].sort((a, b) => b - a),
    );
    expect(byAward.list[0]?.id).toBe(national);
    const deadline = await must<Page>(w, 'GET', `${BASE}/listpolices?sort=DEADLINE&size=100`);
    expect(deadline.list[deadline.list.length - 1]?.endDate).toBeNull();
    const paged = await must<Page>(w, 'GET', `${BASE}/listpolices?size=2&pagenum=2`);
    expect(paged.total).toBe(all.total);
    expect(paged.list).toHaveLength(Math.min(2, all.total - 2));
    const checking = await must<Page>(w, 'GET', `${BASE}/listpolices?state=CHECK&size=100`, w.admin);
    expect(checking.list.every((p) => p.state === 'CHECK')).toBe(true);
    // Visitors cannot ask for other states.
    expect(
      (await must<Page>(w, 'GET', `${BASE}/listpolices?state=CHECK&size=100`, w.userA)).list.every(
        (p) => p.state === 'JOINT',
      ),
    ).toBe(true);
    const filters = await must<{ levels: { value: string; count: number }[]; issuers: { name: string }[] }>(
      w,
      'GET',
      `${BASE}/list_filters`,
    );
    expect(filters.levels.find((l) => l.value === 'NATIONAL')?.count).toBe(1);
    expect(filters.issuers.map((i) => i.name)).toContain('工业和信息化部');
    // An expired published policy still opens by id (old links, test records), marked 已过期.
    expect(await must<PolicyDetail>(w, 'GET', `${BASE}/policy_detail?id=${expired}`)).toMatchObject({
      validity: 'EXPIRED',
      validityLabel: '已过期',
    });
  });

  it('counts one view per visitor per day; hot policies rank by views and matches', async () => {
    const before = (await must<PolicyDetail>(w, 'GET', `${BASE}/policy_detail?id=${live}`, w.userA))
      .viewCount;
    expect(
      (await must<PolicyDetail>(w, 'GET', `${BASE}/policy_detail?id=${live}`, w.userA)).viewCount,
    ).toBe(before);
    expect((await must<PolicyDetail>(w, 'GET', `${BASE}/policy_detail?id=${live}`, w.individual)).viewCount).toBe(
      before + 1,
    );
    const anonymous = (await must<PolicyDetail>(w, 'GET', `${BASE}/policy_detail?id=${live}`)).viewCount;
    expect((await must<PolicyDetail>(w, 'GET', `${BASE}/policy_detail?id=${live}`)).viewCount).toBe(
      anonymous,
    );
    // Operators looking at drafts count nothing.
    const draft = await createPolicy(w, policyForm());
    await must(w, 'GET', `${BASE}/policy_detail?id=${draft}`, w.admin);
    expect(
      (await w.db.selectFrom('policy_views').select('policy_id').where('policy_id', '=', draft).execute())
        .length,
    ).toBe(0);
    const hot = await must<{ id: number; viewCount: number; heat: number }[]>(
      w,
      'GET',
      `${BASE}/list_hot_polices?size=3`,
    );
    expect(hot[0]).toMatchObject({ id: live, viewCount: anonymous });
    expect(hot.map((h) => h.heat)).toEqual([...hot.map((h) => h.heat)].sort((a, b) => b - a));
    expect((await call(w, 'GET', `${BASE}/list_hot_polices?size=100`)).body.message).toBe('条数不能大于20');
  });

  it('attaches operators’ files, public exactly while the policy is published', async () => {
    const file = async (uploader: number) =>
      (
        await w.db
          .insertInto('attachments')
          .values({
            tenant_id: 1,
            uploader_id: uploader,
            filename: '申报指南.pdf',
            mime: 'application/pdf',
            size: 2048,
            sha256: 'x'.repeat(64),
            storage_key: '1/x',
            created_at: nowIso(),
            deleted_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const visibility = async (id: number) =>
      (
        await w.db
          .selectFrom('attachments')
          .select('visibility')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).visibility;
    const guide = await file(w.admin.id);
    const foreign = await file(w.userA.id);
    expect(
      (await call(w, 'POST', `${BASE}/add_policy`, w.admin, policyForm({ attachmentIds: [foreign] }))).body
        .message,
    ).toBe('附件不存在或不可用，请重新上传');
    const id = await createPolicy(w, policyForm({ attachmentIds: [guide] }));
    await addItem(w, id, { name: '附件测试事项', award: 1, links: [] });
    expect(await visibility(guide)).toBe('PRIVATE');
    await publish(w, id);
    expect(await visibility(guide)).toBe('PUBLIC');
    const shown = await must<PolicyDetail>(w, 'GET', `${BASE}/policy_detail?id=${id}`);
    expect(shown.attachments).toEqual([
      {
        id: guide,
        filename: '申报指南.pdf',
        mime: 'application/pdf',
        size: 2048,
        url: `/api/dpboot/attach/download/${guide}`,
      },
    ]);
    await must(w, 'POST', `${BASE}/edit_policy`, w.admin, policyForm({ id, attachmentIds: [guide] }));
    expect(await visibility(guide)).toBe('PRIVATE');
  });

  it('refuses to delete a policy that other records still reference', async () => {
    const id = await createPolicy(w, policyForm());
    await sql`create table policy_ref_probe (id integer primary key, policy_id integer not null references policies(id))`.execute(
      w.db,
    );
    try {
      await sql`insert into policy_ref_probe (id, policy_id) values (1, ${id})`.execute(w.db);
      const res = await call(w, 'DELETE', `${BASE}/delete_by_id?id=${id}`, w.admin);
      expect(res.body).toMatchObject({ statusCode: 409, message: '该政策已被申报等业务引用，不能删除' });
      expect((await must<PolicyDetail>(w, 'GET', `${BASE}/policy_detail?id=${id}`, w.admin)).id).toBe(id);
    } finally {
      await sql`drop table policy_ref_probe`.execute(w.db);
    }
  });

  it('deletes a policy with its whole tree, views and attachments links', async () => {
    const id = await createPolicy(w, policyForm());
    await addItem(w, id, {
      name: '待删除事项',
      award: 10,
      links: [{ quotaId: q.patents, operator: 'GTE', value: 1 }],
    });
    await publish(w, id);
    await must(w, 'GET', `${BASE}/policy_detail?id=${id}`, w.individual);
    expect(await must(w, 'DELETE', `${BASE}/delete_by_id?id=${id}`, w.admin)).toBeNull();
    for (const table of [
      'policy_apply_items',
      'policy_apply_awards',
      'policy_apply_conditions',
      'policy_condition_quotas',
      'policy_views',
    ] as const) {
      expect(
        await w.db.selectFrom(table).select('policy_id').where('policy_id', '=', id).execute(),
        table,
      ).toEqual([]);
    }
    expect((await call(w, 'DELETE', `${BASE}/delete_by_id?id=${id}`, w.admin)).body).toMatchObject({
      statusCode: 404,
      message: '政策不存在',
    });
  });
});
