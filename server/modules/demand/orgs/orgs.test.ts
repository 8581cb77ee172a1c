import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../testing/databases.js';
import { BASE, call, itemForm, okData, publishedItem, saveItemAs, worldFor } from '../test-helpers.js';

interface Profile {
  name: string;
  orgType: string;
  views: { view: string; counts: Record<string, number> }[];
  docks: Record<string, number>;
}
interface ServeOrg {
  orgId: number;
  name: string;
  services: number;
  waiting: number;
  received: number;
}

const service = (title: string) => itemForm({ kind: 'SERVICE', category: '检验检测', title });

describeEachDialect('demand organisations for operators (%s)', (dialect) => {
  const world = worldFor(dialect);

  it("one organisation's figures per view and state, and its dockings", async () => {
    const w = world();
    const demand = await publishedItem(w, w.userA, itemForm({ title: '寻求注塑件配套加工', category: '配套加工' }));
    await saveItemAs(w, w.userA, itemForm({ kind: 'PRODUCT', category: '智能装备', title: '六轴协作机器人' }));
    await okData(w, 'POST', `${BASE}/dock/send`, w.userB, {
      itemId: demand,
      message: '我司有注塑产线十二条，可承接配套加工。',
      contactName: '赵工',
      contactPhone: '13700003333',
    });
    const p = await okData<Profile>(w, 'GET', `${BASE}/manage/org/${String(w.orgA)}`, w.committee);
    expect(p).toMatchObject({ name: '杭州甲科技有限公司', orgType: 'ORG' });
    expect(p.views.find((v) => v.view === 'pdDemand')?.counts).toMatchObject({ JOINT: 1, total: 1 });
    expect(p.views.find((v) => v.view === 'product')?.counts).toMatchObject({ CHECK: 1, total: 1 });
    expect(p.docks).toMatchObject({ received: 1, sent: 0 });
    const docks = await okData<{ list: { ownerOrgId: number }[] }>(
      w,
      'GET',
      `${BASE}/dock/manage/list?orgId=${String(w.orgB)}&side=from`,
      w.committee,
    );
    expect(docks.list.map((d) => d.ownerOrgId)).toEqual([w.orgA]);
    expect(
      (await okData<{ total: number }>(w, 'GET', `${BASE}/dock/manage/list?orgId=${String(w.orgB)}&side=owner`, w.committee))
        .total,
    ).toBe(0);

    // Operators only, and only of their park.
    expect((await call(w, 'GET', `${BASE}/manage/org/${String(w.orgA)}`, w.userA)).http).toBe(403);
    expect((await call(w, 'GET', `${BASE}/manage/org/${String(w.orgA)}`, w.admin2, undefined, 2)).body.statusCode).toBe(404);
  });

  it('service organisations with their services and dockings; filter, export', async () => {
    const w = world();
    const published = await publishedItem(w, w.service, service('CNAS 认可的电磁兼容检测服务'));
    await saveItemAs(w, w.service, service('可靠性与环境试验服务'));
    await okData(w, 'POST', `${BASE}/dock/send`, w.userA, {
      itemId: published,
      message: '我司新产品需做电磁兼容预测试，请报价。',
      contactName: '王经理',
      contactPhone: '13900001111',
    });
    const page = await okData<{ list: ServeOrg[] }>(w, 'GET', `${BASE}/manage/serve-orgs?publishing=YES`, w.committee);
    expect(page.list.find((o) => o.orgId === w.serviceOrg)).toMatchObject({ services: 1, waiting: 1, received: 1 });
    // Enterprises are not service organisations.
    expect(page.list.map((o) => o.orgId)).not.toContain(w.orgA);
    const none = await okData<{ list: ServeOrg[] }>(w, 'GET', `${BASE}/manage/serve-orgs?publishing=NO`, w.committee);
    expect(none.list.map((o) => o.orgId)).not.toContain(w.serviceOrg);
    expect((await call(w, 'GET', `${BASE}/manage/serve-orgs`, w.service)).http).toBe(403);
    const file = await w.t.app.inject({
      method: 'GET',
      url: `${BASE}/manage/serve-orgs/export`,
      headers: { ...w.t.sign(1, w.committee.token), host: 'localhost' },
    });
    expect(file.statusCode).toBe(200);
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain('服务机构');
  });
});
