import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/databases.js';
import {
  BASE,
  buildWorld,
  call,
  itemForm,
  okData,
  publishedItem,
  saveItemAs,
  type World,
} from './test-helpers.js';

interface Item {
  id: number;
  title: string;
  status?: string;
  reason?: string;
  orgName: string;
  contactPhone?: string;
}
type Page = { list: Item[]; total: number };

describeEachDialect('demand items (%s)', (dialect) => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(dialect);
  });
  afterAll(() => w.t.close());

  it('publish → return with a reason → edit and resubmit → approve: public and found by its words, never with contacts', async () => {
    const id = await saveItemAs(w, w.userA, itemForm({ title: '寻求锂电池正极材料改性技术合作' }));
    // Not public while waiting.
    expect((await call(w, 'GET', `${BASE}/item/${String(id)}`)).body.statusCode).toBe(404);
    const rejected = await call(w, 'POST', `${BASE}/manage/item/reject/${String(id)}`, w.committee, {
      reason: '请补充具体技术指标',
    });
    expect(rejected.body).toMatchObject({ statusCode: 200, data: { id, status: 'CANCEL' } });
    const mine = await okData<Item>(w, 'GET', `${BASE}/my/item/${String(id)}`, w.userA2);
    expect(mine).toMatchObject({ status: 'CANCEL', reason: '请补充具体技术指标' });

    const resubmitted = await okData<{ status: string }>(
      w,
      'POST',
      `${BASE}/my/item/save`,
      w.userA,
      itemForm({ id, title: '寻求锂电池正极材料改性技术合作（容量≥200mAh/g）' }),
    );
    expect(resubmitted.status).toBe('CHECK');
    expect((await okData<Item>(w, 'GET', `${BASE}/my/item/${String(id)}`, w.userA)).reason).toBe('');
    await okData(w, 'POST', `${BASE}/manage/item/approve/${String(id)}`, w.committee);

    const detail = await call<Record<string, unknown>>(w, 'GET', `${BASE}/item/${String(id)}`);
    expect(detail.body.data).toMatchObject({ id, orgName: '杭州甲科技有限公司', kind: 'DEMAND' });
    const found = await okData<Page>(w, 'GET', `${BASE}/items?search=${encodeURIComponent('正极材料')}`);
    expect(found.list.map((i) => i.id)).toContain(id);
    expect(
      (await okData<Page>(w, 'GET', `${BASE}/items?search=${encodeURIComponent('光伏逆变器')}`)).list.map(
        (i) => i.id,
      ),
    ).not.toContain(id);
    // Contacts are never in public answers.
    for (const body of [detail.body, found]) {
      expect(JSON.stringify(body)).not.toContain('13900001111');
      expect(JSON.stringify(body)).not.toContain('王经理');
    }
    const history = await okData<{ action: string }[]>(
      w,
      'GET',
      `${BASE}/my/item/history/${String(id)}`,
      w.userA,
    );
    expect(history.map((h) => h.action)).toEqual(['CREATE', 'RETURN', 'RESUBMIT', 'APPROVE']);
  });

  it('an edit of a published item takes it back to review; the owner takes it offline', async () => {
    const id = await publishedItem(
      w,
      w.userA,
      itemForm({ kind: 'PRODUCT', category: '智能装备', title: '六轴工业机器人' }),
    );
    expect(
      (
        await okData<{ status: string }>(
          w,
          'POST',
          `${BASE}/my/item/save`,
          w.userA,
          itemForm({ id, kind: 'PRODUCT', category: '智能装备', title: '六轴工业机器人（新款）' }),
        )
      ).status,
    ).toBe('CHECK');
    expect((await call(w, 'GET', `${BASE}/item/${String(id)}`)).body.statusCode).toBe(404);
    await okData(w, 'POST', `${BASE}/manage/item/approve/${String(id)}`, w.committee);
    expect((await call(w, 'POST', `${BASE}/my/item/withdraw/${String(id)}`, w.userA)).body).toMatchObject({
      statusCode: 200,
      data: { status: 'OFFLINE' },
    });
    expect((await call(w, 'GET', `${BASE}/item/${String(id)}`)).body.statusCode).toBe(404);
  });

  it('an organisation acts only on its own items: another one gets 403, park 2 finds nothing of park 1', async () => {
    const id = await publishedItem(w, w.userA);
    const before = await okData<Item>(w, 'GET', `${BASE}/manage/item/${String(id)}`, w.committee);
    const edit = await call(
      w,
      'POST',
      `${BASE}/my/item/save`,
      w.userB,
      itemForm({ id, title: '被篡改的标题' }),
    );
    expect(edit.body).toMatchObject({ statusCode: 403, message: '没有该操作的权限，请联系园区管理员' });
    expect(
      (await call(w, 'POST', `${BASE}/my/item/withdraw/${String(id)}`, w.userB)).body.statusCode,
    ).not.toBe(200);
    expect((await call(w, 'GET', `${BASE}/my/item/${String(id)}`, w.userB)).body.statusCode).toBe(404);
    // Park 2: its user and its operator see nothing of park 1, and cannot change it.
    expect(
      (await call(w, 'POST', `${BASE}/my/item/save`, w.userC, itemForm({ id }), 2)).body.statusCode,
    ).toBe(404);
    expect(
      (await call(w, 'GET', `${BASE}/item/${String(id)}`, undefined, undefined, 2)).body.statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          w,
          'POST',
          `${BASE}/manage/item/offline/${String(id)}`,
          w.admin2,
          { reason: '跨园区操作' },
          2,
        )
      ).body.statusCode,
    ).toBe(404);
    const park2 = await okData<Page>(w, 'GET', `${BASE}/items?size=100`, undefined, undefined, 2);
    expect(park2.list.map((i) => i.id)).not.toContain(id);
    expect(await okData<Item>(w, 'GET', `${BASE}/manage/item/${String(id)}`, w.committee)).toEqual(before);
  });

  it('individuals cannot publish (told to certify); a service organisation publishes services only', async () => {
    const individual = await call(w, 'POST', `${BASE}/my/item/save`, w.individual, itemForm());
    expect(individual.body.statusCode).toBe(403);
    expect(individual.body.message).toContain('企业认证');
    const product = await call(
      w,
      'POST',
      `${BASE}/my/item/save`,
      w.service,
      itemForm({ kind: 'PRODUCT', category: '智能装备' }),
    );
    expect(product.body).toMatchObject({ statusCode: 403, message: '服务机构只能发布服务，不能发布产品' });
    const service = await call(
      w,
      'POST',
      `${BASE}/my/item/save`,
      w.service,
      itemForm({ kind: 'SERVICE', category: '检验检测', title: 'CMA检验检测服务' }),
    );
    expect(service.body.statusCode).toBe(200);
    const bad = await call(
      w,
      'POST',
      `${BASE}/my/item/save`,
      w.userA,
      itemForm({ category: '不存在的类别' }),
    );
    expect(bad.body.message).toContain('类别不正确');
  });

  it('views: each queue counts and lists its kinds and categories', async () => {
    await saveItemAs(w, w.userB, itemForm({ category: '产品采购', title: '批量采购精密铸件' }));
    const counts = await okData<Record<string, number>>(
      w,
      'GET',
      `${BASE}/manage/counts/pdDemand`,
      w.committee,
    );
    expect(counts.CHECK).toBeGreaterThanOrEqual(1);
    const pd = await okData<Page>(w, 'GET', `${BASE}/manage/items?view=pdDemand&status=CHECK`, w.committee);
    expect(pd.list.some((i) => i.title === '批量采购精密铸件')).toBe(true);
    const org = await okData<Page>(w, 'GET', `${BASE}/manage/items?view=demand&size=100`, w.committee);
    expect(org.list.some((i) => i.title === '批量采购精密铸件')).toBe(false);
    const mine = await okData<Record<string, number>>(w, 'GET', `${BASE}/my/counts/pdDemand`, w.userB);
    expect(mine).toMatchObject({ CHECK: 1, total: 1 });
    expect((await call(w, 'GET', `${BASE}/manage/items?view=demand`, w.userA)).http).toBe(403);
  });

  it('publishers: the organisations behind a kind, most published first, never another park', async () => {
    const tech = (title: string) => itemForm({ kind: 'TECH', category: '专利转让', title });
    await publishedItem(w, w.userB, tech('一种高强度铝合金焊接工艺专利'));
    await publishedItem(w, w.userB, tech('低温等离子体表面改性技术'));
    await publishedItem(w, w.userA, tech('锂电池极片激光切割技术'));
    await saveItemAs(w, w.userA, tech('待审核的技术不计入'));
    const orgs = await okData<{ orgName: string; count: number }[]>(w, 'GET', `${BASE}/publishers?kind=TECH`);
    expect(orgs.map((o) => [o.orgName, o.count])).toEqual([
      ['杭州乙智能有限公司', 2],
      ['杭州甲科技有限公司', 1],
    ]);
    expect(await okData(w, 'GET', `${BASE}/publishers?kind=TECH`, undefined, undefined, 2)).toEqual([]);
  });
});
