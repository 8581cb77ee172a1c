import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PolicyListItem } from '../../../common/policy.js';
import type { ApplyTree, TreeSaved } from '../../../common/policy/tree/contract.js';
import { describeEachDialect } from '../../testing/databases.js';
import {
  BASE,
  buildWorld,
  call,
  createPolicy,
  must,
  policyForm,
  publish,
  setupQuotas,
  type QuotaSet,
  type World,
} from './test-helpers.js';

describeEachDialect('apply tree (%s)', (dialect) => {
  let w: World;
  let q: QuotaSet;
  let policyId: number;
  const post = (path: string, body: Record<string, unknown>) =>
    call<TreeSaved>(w, 'POST', `${BASE}/${path}/saveOrUpdate`, w.admin, body);
  const tree = () => must<ApplyTree>(w, 'GET', `${BASE}/getApplyTreeByPolicyId/${policyId}`, w.admin);
  beforeAll(async () => {
    w = await buildWorld(dialect);
    q = await setupQuotas(w);
    policyId = await createPolicy(w, policyForm({ title: '申报事项树测试政策' }));
  });
  afterAll(() => w.t.close());

  it('builds items → awards and conditions → quota links, and reads them back in order with texts', async () => {
    const item = (
      await post('applyItem', {
        policyId,
        name: '研发投入奖励',
        description: '按研发投入分档奖励',
        autoGrant: true,
      })
    ).body.data;
    expect(item).toMatchObject({ policyId, policyState: 'CHECK' });
    const second = (await post('applyItem', { policyId, name: '高企认定奖励' })).body.data;
    await post('applyAward', { itemId: item.id, name: '一档奖励', kind: 'REWARD', amount: 50 });
    await post('applyAward', { itemId: item.id, name: '二档奖励', kind: 'SUBSIDY', amount: 120.456 });
    const condition = (
      await post('applyCondition', {
        itemId: item.id,
        name: '研发投入占比不低于3%且有发明专利',
        logic: 'ALL',
      })
    ).body.data;
    await post('applyConditionAndQuota', {
      conditionId: condition.id,
      quotaId: q.rd,
      operator: 'GTE',
      value: 3,
    });
    await post('applyConditionAndQuota', {
      conditionId: condition.id,
      quotaId: q.patents,
      operator: 'BETWEEN',
      value: 1,
      value2: 10,
    });
    const qual = (
      await post('applyCondition', { itemId: item.id, name: '具备高企或专精特新资质', logic: 'ANY' })
    ).body.data;
    await post('applyConditionAndQuota', {
      conditionId: qual.id,
      quotaId: q.qual,
      operator: 'ANY',
      optionIds: [q.qualOptions['专精特新企业'], q.qualOptions['高新技术企业']],
    });

    const t = await tree();
    expect(t.items.map((i) => [i.name, i.autoGrant, i.maxAward, i.indexnumber])).toEqual([
      ['研发投入奖励', true, 120.46, 1],
      ['高企认定奖励', false, 0, 2],
    ]);
    const [first] = t.items;
    expect(first?.awards.map((a) => [a.name, a.kindLabel, a.amount])).toEqual([
      ['一档奖励', '奖励', 50],
      ['二档奖励', '补贴', 120.46],
    ]);
    expect(first?.conditions.map((c) => [c.name, c.logic, c.quotas.map((l) => l.text)])).toEqual([
      ['研发投入占比不低于3%且有发明专利', 'ALL', ['研发投入占比 ≥ 3%', '发明专利数 1件 ~ 10件']],
      ['具备高企或专精特新资质', 'ANY', ['企业资质 属于其中之一：高新技术企业、专精特新企业']],
    ]);
    // Options are stored in the quota's order.
    expect(first?.conditions[1]?.quotas[0]?.optionLabels).toEqual(['高新技术企业', '专精特新企业']);
    expect(second?.id).toBe(t.items[1]?.id);
    const row = (
      await must<{ list: PolicyListItem[] }>(w, 'GET', `${BASE}/listpolices?size=100`, w.admin)
    ).list.find((p) => p.id === policyId);
    expect(row).toMatchObject({ maxAward: 120.46, itemCount: 2, autoGrant: true });
  });

  it('checks every link against its quota', async () => {
    const condition = (await tree()).items[0]!.conditions[0]!;
    const link = (body: Record<string, unknown>) =>
      post('applyConditionAndQuota', { conditionId: condition.id, ...body }).then((r) => r.body);
    expect(await link({ quotaId: q.rd, operator: 'ANY', optionIds: [1] })).toMatchObject({
      statusCode: 400,
      message: '指标「研发投入占比」不能使用“属于其中之一”比较',
    });
    expect(await link({ quotaId: q.capital, operator: 'GTE' })).toMatchObject({ message: '请填写阈值' });
    expect(await link({ quotaId: q.capital, operator: 'BETWEEN', value: 10, value2: 5 })).toMatchObject({
      message: '阈值上限不能小于阈值',
    });
    expect(await link({ quotaId: q.inPark, operator: 'ANY', optionIds: [] })).toMatchObject({
      message: '请选择指标选项',
    });
    expect(
      await link({ quotaId: q.inPark, operator: 'ANY', optionIds: [q.qualOptions['高新技术企业']] }),
    ).toMatchObject({ message: '指标选项不属于指标「注册地在园区」' });
    expect(
      await link({ quotaId: q.inPark, operator: 'ALL', optionIds: [q.inParkOptions['是']] }),
    ).toMatchObject({ message: '指标「注册地在园区」不能使用“全部具备”比较' });
    expect(await link({ quotaId: q.rd, operator: 'GTE', value: 5 })).toMatchObject({
      statusCode: 409,
      message: '该条件已关联指标「研发投入占比」',
    });
    expect(await link({ quotaId: q.rd, operator: 'WHATEVER', value: 5 })).toMatchObject({
      message: '比较方式的取值无效',
    });
    expect(
      (await post('applyAward', { itemId: condition.itemId, name: '负数奖励', kind: 'REWARD', amount: -1 }))
        .body.message,
    ).toBe('奖补金额不能小于0');
    expect((await post('applyItem', { policyId, name: '研发投入奖励' })).body).toMatchObject({
      statusCode: 409,
      message: '该政策已有同名申报事项',
    });
    expect((await post('applyItem', { policyId, name: '' })).body.message).toBe('申报事项名称不能为空');
    expect((await post('applyCondition', { itemId: 999999, name: '不存在的事项' })).body).toMatchObject({
      statusCode: 404,
      message: '申报事项不存在',
    });
  });

  it('updates in place and refuses to move rows between parents', async () => {
    const t = await tree();
    const [first, second] = t.items;
    const award = first!.awards[0]!;
    expect(
      (
        await post('applyAward', {
          id: award.id,
          itemId: first!.id,
          name: '一档奖励（调整）',
          kind: 'REWARD',
          amount: 80,
        })
      ).body.statusCode,
    ).toBe(200);
    expect(
      (
        await post('applyAward', {
          id: award.id,
          itemId: second!.id,
          name: '挪走',
          kind: 'REWARD',
          amount: 1,
        })
      ).body.message,
    ).toBe('奖补不属于该申报事项');
    const link = first!.conditions[0]!.quotas[0]!;
    const updated = await post('applyConditionAndQuota', {
      id: link.id,
      conditionId: link.conditionId,
      quotaId: q.rd,
      operator: 'GT',
      value: 4,
    });
    expect(updated.body.data.id).toBe(link.id);
    expect(
      (await post('applyItem', { id: second!.id, policyId, name: '高企认定奖励', indexnumber: 0 })).body
        .statusCode,
    ).toBe(200);
    const after = await tree();
    expect(after.items.map((i) => i.name)).toEqual(['高企认定奖励', '研发投入奖励']);
    expect(after.items[1]?.awards[0]).toMatchObject({ name: '一档奖励（调整）', amount: 80 });
    expect(after.items[1]?.conditions[0]?.quotas[0]?.text).toBe('研发投入占比 > 4%');
    const other = await createPolicy(w, policyForm({ title: '另一项政策（树测试）' }));
    expect(
      (await post('applyItem', { id: second!.id, policyId: other, name: '挪到别的政策' })).body.message,
    ).toBe('申报事项不属于该政策');
  });

  it('deletes links, conditions, awards and items (with what hangs below), and a published policy goes back to review', async () => {
    const item = (await post('applyItem', { policyId, name: '临时事项' })).body.data;
    await post('applyAward', { itemId: item.id, name: '临时奖励', kind: 'OTHER', amount: 1 });
    const condition = (await post('applyCondition', { itemId: item.id, name: '临时条件' })).body.data;
    const link = (
      await post('applyConditionAndQuota', {
        conditionId: condition.id,
        quotaId: q.capital,
        operator: 'LT',
        value: 100,
      })
    ).body.data;
    await publish(w, policyId);
    const removed = await must<TreeSaved>(
      w,
      'DELETE',
      `${BASE}/applyConditionAndQuota/delete/${link.id}`,
      w.admin,
    );
    expect(removed).toEqual({ id: link.id, policyId, policyState: 'CHECK' });
    await must(w, 'DELETE', `${BASE}/applyCondition/delete/${condition.id}`, w.admin);
    await must(w, 'DELETE', `${BASE}/applyItem/delete/${item.id}`, w.admin);
    expect((await tree()).items.map((i) => i.name)).not.toContain('临时事项');
    expect(
      await w.db.selectFrom('policy_apply_awards').select('id').where('item_id', '=', item.id).execute(),
    ).toEqual([]);
    const first = (await tree()).items[1]!;
    const awardId = first.awards[0]!.id;
    await must(w, 'DELETE', `${BASE}/applyAward/delete/${awardId}`, w.admin);
    expect((await tree()).items[1]?.awards.map((a) => a.id)).not.toContain(awardId);
    expect((await call(w, 'DELETE', `${BASE}/applyAward/delete/${awardId}`, w.admin)).body).toMatchObject({
      statusCode: 404,
      message: '奖补不存在',
    });
    // The public tree is for published policies only.
    expect((await call(w, 'GET', `${BASE}/getApplyTreeByPolicyId/${policyId}`)).body.statusCode).toBe(404);
    await publish(w, policyId);
    expect((await must<ApplyTree>(w, 'GET', `${BASE}/getApplyTreeByPolicyId/${policyId}`)).state).toBe(
      'JOINT',
    );
  });
});
