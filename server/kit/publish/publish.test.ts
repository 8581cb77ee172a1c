import { beforeAll, expect, it } from 'vitest';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { defineLifecycle, publishFamilyReview } from '../../../common/publish/lifecycle.js';
import { PUBLISH_STATUS } from '../../../common/status.js';
import { withId } from '../../db/migrations/helpers.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { SessionRepo } from '../../plugins/session-repo.js';
import { describeWorld, okData, type TestUser } from '../../testing/world.js';
import type { UserCtx } from '../context.js';
import { scopedTo } from '../tenant-scope.js';
import { countsByState } from './counts.js';
import { noteCreated, storeEdit } from './edit.js';
import { definePublishKind } from './kind.js';
import { publishHandlers } from './serve.js';
import { applyBatch, applyTransition } from './transition.js';

/**
 * The publish kit on a kind of its own (a demand owned by an enterprise, the publish family's
 * standard review plus the owner's own 撤回), on a table made for the test.
 */
const DEMAND = defineLifecycle({
  kind: 'test_demand',
  noun: '需求',
  states: PUBLISH_STATUS,
  created: 'CHECK',
  published: ['JOINT'],
  edit: { from: ['CHECK', 'JOINT', 'CANCEL'], to: 'CHECK', locked: '该需求不能修改' },
  transitions: {
    ...publishFamilyReview('需求'),
    RECALL: {
      label: '撤回',
      from: ['JOINT'],
      to: 'CHECK',
      by: ['owner'],
      refusals: { CHECK: '该需求未发布' },
    },
  },
});

const KIND = definePublishKind({
  lifecycle: DEMAND,
  table: 'test_demands' as keyof DB & string,
  columns: { title: 'title', reason: 'reason' },
  owner: { column: 'org_id', is: 'org' },
  permission: 'notice.manage',
  message: { topic: 'SYSTEM', link: (id) => `/user/demand/${String(id)}` },
  effects: {
    APPROVE: { set: (_ctx, now) => ({ published_at: now }) },
    OFFLINE: { set: () => ({ published_at: null }) },
  },
});

interface Demand {
  id: number;
  status: string;
  reason: string;
  published_at: string | null;
}

describeWorld('publish kit (%s)', (w, dialect) => {
  const ctxOf = async (user: TestUser, tenantId = 1): Promise<UserCtx> => {
    const authUser = await new SessionRepo(w.db).userById(tenantId, user.id);
    const tenant = await w.db
      .selectFrom('tenants')
      .selectAll()
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    return { db: scopedTo(w.db, tenantId), dialect, tenant, tenantId, user: authUser! };
  };
  const rows = () =>
    w.db
      .selectFrom('test_demands' as 'notices')
      .selectAll()
      .orderBy('id')
      .execute() as unknown as Promise<Demand[]>;
  const demand = async (id: number) => (await rows()).find((r) => r.id === id)!;
  /** A new demand of enterprise A, drafted by its first user. */
  const draft = async (title: string, tenantId = 1, org = w.orgA, user = w.userA) => {
    const ctx = await ctxOf(user, tenantId);
    return w.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('test_demands' as 'notices')
        .values({
          tenant_id: tenantId,
          title,
          status: 'CHECK',
          reason: '',
          org_id: org,
          updated_at: nowIso(),
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await noteCreated(trx, KIND, ctx, row.id);
      return row.id;
    });
  };
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => 'done',
      (e: Error & { statusCode?: number }) => `${String(e.statusCode)} ${e.message}`,
    );
  const history = async (id: number, user: TestUser = w.admin) =>
    (await publishHandlers(KIND).history({ ctx: await ctxOf(user), params: { id } })).map((e) => [
      e.action,
      e.actionLabel,
      e.from,
      e.to,
      e.reason,
    ]);
  const inbox = async (user: TestUser) =>
    (
      await okData<{ list: { title: string; summary: string; link: string | null; topic: string }[] }>(
        w,
        'GET',
        '/api/dpboot/message/my/list?kind=NOTICE',
        user,
      )
    ).list;

  beforeAll(async () => {
    await withId(w.db.schema.createTable('test_demands'), dialect)
      .addColumn('tenant_id', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('org_id', 'integer')
      .addColumn('published_at', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  });

  it('takes a transition only from its states and only by its actors', async () => {
    const id = await draft('求购工业机器人');
    const operator = await ctxOf(w.committee);
    const owner = await ctxOf(w.userA);
    // An operator's transition is not the owner's; the owner's is not an operator's.
    expect(await refusal(applyTransition(owner, KIND, id, 'APPROVE'))).toBe(`403 ${NO_PERMISSION}`);
    expect(await refusal(applyTransition(operator, KIND, id, 'RECALL'))).toBe(`403 ${NO_PERMISSION}`);
    expect(await refusal(applyTransition(owner, KIND, id, 'RECALL'))).toBe('409 该需求未发布');
    // Someone with nothing to do with it (another enterprise, another park) finds nothing.
    expect(await refusal(applyTransition(await ctxOf(w.userB), KIND, id, 'RECALL'))).toBe('404 需求不存在');
    expect(await refusal(applyTransition(await ctxOf(w.admin2, 2), KIND, id, 'APPROVE'))).toBe(
      '404 需求不存在',
    );

    expect(await applyTransition(operator, KIND, id, 'APPROVE')).toEqual({ id, status: 'JOINT' });
    expect((await demand(id)).published_at).not.toBeNull();
    expect(await refusal(applyTransition(operator, KIND, id, 'APPROVE'))).toBe('409 该需求已发布');
    expect(await refusal(applyTransition(operator, KIND, id, 'RETURN', '资料不全'))).toBe(
      '409 该需求已发布，如需下线请下架',
    );
    expect(await applyTransition(owner, KIND, id, 'RECALL')).toEqual({ id, status: 'CHECK' });
    expect(await history(id)).toEqual([
      ['CREATE', '新建', null, 'CHECK', ''],
      ['APPROVE', '审核通过', 'CHECK', 'JOINT', ''],
      ['RECALL', '撤回', 'JOINT', 'CHECK', ''],
    ]);
  });

  it('asks a reason where the lifecycle does, keeps it beside the record and tells the owner', async () => {
    const id = await draft('寻找检测服务机构');
    const operator = await ctxOf(w.committee);
    expect(await refusal(applyTransition(operator, KIND, id, 'RETURN'))).toBe('400 请填写审核意见');
    expect(await refusal(applyTransition(operator, KIND, id, 'RETURN', '  差 '))).toBe(
      '400 审核意见不能少于2个字符',
    );
    expect(await refusal(applyTransition(operator, KIND, id, 'RETURN', '太'.repeat(201)))).toBe(
      '400 审核意见不能超过200个字符',
    );
    expect((await demand(id)).status).toBe('CHECK');

    await applyTransition(operator, KIND, id, 'RETURN', '  联系方式   缺失 ');
    expect(await demand(id)).toMatchObject({ status: 'CANCEL', reason: '联系方式 缺失' });
    for (const member of [w.userA, w.userA2]) {
      expect(await inbox(member)).toContainEqual(
        expect.objectContaining({
          title: '需求审核不通过：寻找检测服务机构',
          summary: '您的需求“寻找检测服务机构”审核不通过，原因：联系方式 缺失。',
          link: `/user/demand/${String(id)}`,
        }),
      );
    }
    // Nobody else is told.
    expect((await inbox(w.userB)).filter((m) => m.title.includes('寻找检测服务机构'))).toEqual([]);
    expect((await history(id, w.userA)).at(-1)).toEqual([
      'RETURN',
      '审核不通过',
      'CHECK',
      'CANCEL',
      '联系方式 缺失',
    ]);
    // The history is the owner's and the operators': another enterprise finds nothing.
    expect(await refusal(history(id, w.userB))).toBe('404 需求不存在');
  });

  it('sends an edited record back to review, and takes a published one offline and back online', async () => {
    const id = await draft('园区物流合作');
    const operator = await ctxOf(w.committee);
    const owner = await ctxOf(w.userA);
    await applyTransition(operator, KIND, id, 'APPROVE');
    const edited = await w.db
      .transaction()
      .execute((trx) =>
        storeEdit(trx, KIND, owner, { id, from: 'JOINT', values: { title: '园区物流合作（更新）' } }),
      );
    expect(edited).toBe('CHECK');
    // The edit read the record as published; someone changed it meanwhile, so nothing is stored.
    expect(
      await refusal(
        w.db
          .transaction()
          .execute((trx) => storeEdit(trx, KIND, owner, { id, from: 'JOINT', values: { title: '再改' } })),
      ),
    ).toBe('409 该需求的状态已变化，请刷新后重试');

    await applyTransition(operator, KIND, id, 'APPROVE');
    expect(await refusal(applyTransition(operator, KIND, id, 'OFFLINE'))).toBe('400 请填写审核意见');
    await applyTransition(operator, KIND, id, 'OFFLINE', '合作已结束');
    expect(await demand(id)).toMatchObject({ status: 'CHECK', reason: '合作已结束', published_at: null });
    expect(await inbox(w.userA)).toContainEqual(
      expect.objectContaining({ title: '需求下架：园区物流合作（更新）' }),
    );
    await applyTransition(operator, KIND, id, 'APPROVE');
    expect(await demand(id)).toMatchObject({ status: 'JOINT', reason: '' });
    expect((await history(id)).map((h) => h[0])).toEqual([
      'CREATE',
      'APPROVE',
      'RESUBMIT',
      'APPROVE',
      'OFFLINE',
      'APPROVE',
    ]);
  });

  it('reviews a batch all or nothing, naming every record that cannot take it', async () => {
    const operator = await ctxOf(w.committee);
    const ids = [await draft('批量一'), await draft('批量二'), await draft('批量三', 1, w.orgB, w.userB)];
    const published = await draft('已发布的');
    await applyTransition(operator, KIND, published, 'APPROVE');
    const elsewhere = await draft('他园区的', 2, w.orgC, w.userC);
    const before = await rows();

    expect(await refusal(applyBatch(operator, KIND, [...ids, published, elsewhere], 'APPROVE'))).toBe(
      `409 以下2条需求不能审核通过，本次未做任何更改：编号 ${String(published)} “已发布的”：该需求已发布；编号 ${String(elsewhere)}：需求不存在`,
    );
    expect(await refusal(applyBatch(operator, KIND, ids, 'RETURN'))).toBe('400 请填写审核意见');
    expect(await refusal(applyBatch(await ctxOf(w.userA), KIND, ids, 'APPROVE'))).toContain(NO_PERMISSION);
    expect(await refusal(applyBatch(operator, KIND, [], 'APPROVE'))).toBe('400 请选择要审核通过的需求');
    expect(await rows()).toEqual(before);

    expect(await applyBatch(operator, KIND, ids, 'RETURN', '请补充预算')).toEqual(
      ids.map((id) => ({ id, status: 'CANCEL' })),
    );
    for (const id of ids) expect(await demand(id)).toMatchObject({ status: 'CANCEL', reason: '请补充预算' });
    expect(await inbox(w.userB)).toContainEqual(expect.objectContaining({ title: '需求审核不通过：批量三' }));
  });

  it('counts the records in each state, for the park and for one owner', async () => {
    const { db } = w;
    const all = await rows();
    const park = all.filter((r) => (r as unknown as { tenant_id: number }).tenant_id === 1);
    const expected = (list: Demand[]) => ({
      CHECK: list.filter((r) => r.status === 'CHECK').length,
      JOINT: list.filter((r) => r.status === 'JOINT').length,
      CANCEL: list.filter((r) => r.status === 'CANCEL').length,
      total: list.length,
    });
    const counts = await countsByState(db, KIND, 1);
    expect(counts).toEqual(expected(park));
    expect(counts.total).toBeGreaterThan(5);
    const mine = await publishHandlers(KIND).myCounts({ ctx: await ctxOf(w.userB) });
    expect(mine).toEqual({ CHECK: 0, JOINT: 0, CANCEL: 1, total: 1 });
    expect(await countsByState(db, KIND, 2)).toEqual({ CHECK: 1, JOINT: 0, CANCEL: 0, total: 1 });
  });
});
