import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../testing/databases.js';
import { BASE, call, itemForm, okData, publishedItem, worldFor } from '../test-helpers.js';

const request = (itemId: number) => ({
  itemId,
  message: '我司有成熟的机器视觉检测方案，希望进一步沟通。',
  contactName: '李工',
  contactPhone: '13700002222',
});

describeEachDialect('demand docking (%s)', (dialect) => {
  const world = worldFor(dialect);

  it('send → accept: contacts only for the two parties; outcome; the operators see it with statistics', async () => {
    const w = world();
    const demand = await publishedItem(w, w.userA, itemForm({ title: '寻求视觉检测合作伙伴' }));
    expect((await call(w, 'POST', `${BASE}/dock/send`, w.userA, request(demand))).body.message).toBe(
      '不能对本单位发布的信息发起对接',
    );
    expect((await call(w, 'POST', `${BASE}/dock/send`, w.individual, request(demand))).body.statusCode).toBe(403);
    const { id } = await okData<{ id: number }>(w, 'POST', `${BASE}/dock/send`, w.userB, request(demand));
    expect((await call(w, 'POST', `${BASE}/dock/send`, w.userB, request(demand))).body.message).toContain('待回复');

    const waiting = await okData<Record<string, unknown>>(w, 'GET', `${BASE}/dock/detail/${String(id)}`, w.userA);
    expect(waiting).toMatchObject({ status: 'WAITING', side: 'OWNER', fromContact: null, ownerContact: null });
    expect((await call(w, 'POST', `${BASE}/dock/accept/${String(id)}`, w.userB)).body.statusCode).toBe(403);
    await okData(w, 'POST', `${BASE}/dock/accept/${String(id)}`, w.userA2);

    const owner = await okData<Record<string, unknown>>(w, 'GET', `${BASE}/dock/detail/${String(id)}`, w.userA);
    expect(owner).toMatchObject({ fromContact: { name: '李工', phone: '13700002222' }, ownerContact: { name: '王经理' } });
    const sender = await okData<Record<string, unknown>>(w, 'GET', `${BASE}/dock/detail/${String(id)}`, w.userB);
    expect(sender).toMatchObject({ side: 'FROM', ownerContact: { phone: '13900001111' } });
    // Nobody else: another organisation, another park, an anonymous visitor.
    expect((await call(w, 'GET', `${BASE}/dock/detail/${String(id)}`, w.service)).body.statusCode).toBe(404);
    expect((await call(w, 'GET', `${BASE}/dock/detail/${String(id)}`, w.userC, undefined, 2)).body.statusCode).toBe(404);
    expect((await call(w, 'GET', `${BASE}/dock/detail/${String(id)}`)).http).toBe(401);

    await okData(w, 'POST', `${BASE}/dock/outcome/${String(id)}`, w.userB, { outcome: 'DEAL' });
    const sent = await okData<{ list: { id: number; statusLabel: string }[] }>(w, 'GET', `${BASE}/dock/sent`, w.userB);
    expect(sent.list.find((d) => d.id === id)?.statusLabel).toBe('已接受 · 达成合作');
    const received = await okData<{ list: { id: number }[] }>(w, 'GET', `${BASE}/dock/received`, w.userA);
    expect(received.list.map((d) => d.id)).toContain(id);

    const all = await okData<{ list: { id: number }[] }>(w, 'GET', `${BASE}/dock/manage/list?outcome=DEAL`, w.committee);
    expect(all.list.map((d) => d.id)).toContain(id);
    expect(JSON.stringify(all)).not.toContain('13700002222');
    const stats = await okData<{ total: number; outcomes: { key: string; count: number }[] }>(
      w,
      'GET',
      `${BASE}/dock/manage/stats`,
      w.committee,
    );
    expect(stats.outcomes.find((o) => o.key === 'DEAL')?.count).toBeGreaterThanOrEqual(1);
    expect((await call(w, 'GET', `${BASE}/dock/manage/list`, w.userA)).http).toBe(403);
    const file = await w.t.app.inject({
      method: 'GET',
      url: `${BASE}/dock/manage/export?outcome=DEAL`,
      headers: { ...w.t.sign(1, w.committee.token), host: 'localhost' },
    });
    expect(file.statusCode).toBe(200);
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain('对接记录.xlsx');
  });

  it('decline needs a reason; the outcome waits for acceptance', async () => {
    const w = world();
    const product = await publishedItem(
      w,
      w.userB,
      itemForm({ kind: 'PRODUCT', category: '智能装备', title: '协作机器人' }),
    );
    const { id } = await okData<{ id: number }>(w, 'POST', `${BASE}/dock/send`, w.userA, request(product));
    expect((await call(w, 'POST', `${BASE}/dock/outcome/${String(id)}`, w.userA, { outcome: 'DEAL' })).body.message).toBe(
      '对接被接受后才能登记结果',
    );
    expect((await call(w, 'POST', `${BASE}/dock/decline/${String(id)}`, w.userB, { reason: '' })).body.statusCode).not.toBe(200);
    await okData(w, 'POST', `${BASE}/dock/decline/${String(id)}`, w.userB, { reason: '暂无采购计划' });
    const seen = await okData<Record<string, unknown>>(w, 'GET', `${BASE}/dock/detail/${String(id)}`, w.userA);
    expect(seen).toMatchObject({ status: 'DECLINED', reason: '暂无采购计划', ownerContact: null });
    expect((await call(w, 'POST', `${BASE}/dock/accept/${String(id)}`, w.userB)).body.message).toBe('该对接已回复');
  });
});
