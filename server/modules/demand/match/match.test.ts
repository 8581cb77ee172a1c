import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../testing/databases.js';
import { BASE, call, itemForm, okData, publishedItem, saveItemAs, worldFor } from '../test-helpers.js';

interface Suggestion {
  item: { id: number; title: string; orgId: number };
  score: number;
  reasons: string[];
  pushedAt: string | null;
}
type Suggestions = { demand: { id: number }; list: Suggestion[] };

const offer = (kind: string, category: string, title: string, extra: Record<string, unknown> = {}) =>
  itemForm({ kind, category, title, ...extra });

describeEachDialect('demand matching (%s)', (dialect) => {
  const world = worldFor(dialect);

  it('ranks other organisations’ published products, services and technologies by words, industry and district, with reasons', async () => {
    const w = world();
    // A demand of A: 高端装备制造 in 余杭区, words 机器视觉, 缺陷检测…
    const demand = await publishedItem(w, w.userA, itemForm({ title: '寻求机器视觉缺陷检测方案', tags: ['机器视觉', '缺陷检测'] }));
    // B: two shared words, same industry and district: the best.
    const best = await publishedItem(w, w.userB, offer('PRODUCT', '智能装备', '机器视觉缺陷检测一体机', { tags: ['机器视觉'] }));
    // B: the same four words, another industry and district.
    const word = await publishedItem(
      w,
      w.userB,
      offer('TECH', '专利许可', '基于深度学习的机器视觉缺陷检测专利', { industry: '新一代信息技术', area: '西湖区', tags: ['深度学习'] }),
    );
    // The service organisation: no shared word, same industry.
    const industry = await publishedItem(w, w.service, offer('SERVICE', '知识产权', '装备可靠性试验服务', { tags: ['可靠性'] }));
    // Never: A's own product, B's product waiting for review, B's job, an item of another park.
    const own = await publishedItem(w, w.userA, offer('PRODUCT', '智能装备', '机器视觉检测相机'));
    const waiting = await saveItemAs(w, w.userB, offer('PRODUCT', '智能装备', '机器视觉缺陷检测软件'));
    const job = await publishedItem(w, w.userB, offer('JOB', '研发技术', '机器视觉算法工程师'));
    const otherPark = await publishedItem(w, w.userC, offer('PRODUCT', '智能装备', '机器视觉缺陷检测系统'), 2);
    // An unrelated product: neither a word nor the industry.
    const unrelated = await publishedItem(w, w.userB, offer('PRODUCT', '生物医药', '细胞培养基', { industry: '生物医药', tags: ['培养基'] }));

    const s = await okData<Suggestions>(w, 'GET', `${BASE}/my/match/${String(demand)}`, w.userA2);
    const ids = s.list.map((x) => x.item.id);
    expect(ids.slice(0, 3)).toEqual([best, word, industry]);
    for (const never of [own, waiting, job, otherPark, unrelated]) expect(ids).not.toContain(never);
    // The server's segmenter cuts 机器视觉缺陷检测 into 机器 · 视觉 · 缺陷 · 检测: 2 points each.
    const words = '关键词相同：机器、视觉、缺陷、检测';
    expect(s.list[0]).toMatchObject({
      score: 4 * 2 + 3 + 1,
      reasons: [words, '同属高端装备制造行业', '同在余杭区'],
      pushedAt: null,
    });
    expect(s.list[1]).toMatchObject({ score: 4 * 2, reasons: [words] });
    expect(s.list[2]).toMatchObject({ score: 3 + 1, reasons: ['同属高端装备制造行业', '同在余杭区'] });
    expect(JSON.stringify(s)).not.toContain('13900001111');

    // Only the demand's organisation; another park's operator finds nothing.
    expect((await call(w, 'GET', `${BASE}/my/match/${String(demand)}`, w.userB)).body.statusCode).toBe(404);
    expect((await call(w, 'GET', `${BASE}/manage/match/${String(demand)}`, w.admin2, undefined, 2)).body.statusCode).toBe(404);
    expect((await call(w, 'GET', `${BASE}/manage/match/${String(demand)}`, w.userA)).http).toBe(403);
    const seen = await okData<Suggestions>(w, 'GET', `${BASE}/manage/match/${String(demand)}`, w.committee);
    expect(seen.list.map((x) => x.item.id)).toEqual(ids);
  });

  it('an operator pushes a suggestion to both sides once; it counts in the hit rate; a publication tells the demand once', async () => {
    const w = world();
    const demand = await publishedItem(w, w.userA, itemForm({ title: '采购伺服电机驱动器', category: '产品采购', tags: ['伺服电机'] }));
    const before = await okData<{ suggested: { pushed: number } }>(w, 'GET', `${BASE}/dock/manage/stats`, w.committee);
    const inbox = async (user: typeof w.userA) =>
      (await okData<{ list: { title: string }[] }>(w, 'GET', '/api/dpboot/message/my/list?kind=NOTICE&size=100', user)).list;
    const matched = async () => (await inbox(w.userA)).filter((m) => m.title.includes('与您的需求匹配')).length;
    const toldBefore = await matched();
    // B publishes a matching product: A's members are told, once; A's own matching product tells nobody.
    const product = await publishedItem(w, w.userB, offer('PRODUCT', '智能装备', '伺服电机驱动器', { tags: ['伺服电机'] }));
    expect(await matched()).toBe(toldBefore + 1);

    const pushed = await okData<{ pushedAt: string }>(w, 'POST', `${BASE}/manage/match/push`, w.committee, {
      demandId: demand,
      itemId: product,
    });
    expect(pushed.pushedAt).toBeTruthy();
    expect((await call(w, 'POST', `${BASE}/manage/match/push`, w.committee, { demandId: demand, itemId: product })).body.message).toBe(
      '该推荐已推送过',
    );
    expect((await inbox(w.userA)).some((m) => m.title === '园区为您推荐：伺服电机驱动器')).toBe(true);
    expect((await inbox(w.userB)).some((m) => m.title.startsWith('园区为您推荐潜在客户'))).toBe(true);
    const s = await okData<Suggestions>(w, 'GET', `${BASE}/my/match/${String(demand)}`, w.userA);
    expect(s.list.find((x) => x.item.id === product)?.pushedAt).toBeTruthy();

    // A's own item is never pushed to A's demand; only operators holding demand.dock push.
    const own = await publishedItem(w, w.userA, offer('PRODUCT', '智能装备', '伺服电机'));
    expect(await matched()).toBe(toldBefore + 1);
    expect((await call(w, 'POST', `${BASE}/manage/match/push`, w.committee, { demandId: demand, itemId: own })).body.message).toBe(
      '不能把本单位的信息推荐给本单位的需求',
    );
    expect((await call(w, 'POST', `${BASE}/manage/match/push`, w.userB, { demandId: demand, itemId: product })).http).toBe(403);

    // The pair led to a docking: the hit rate counts it.
    await okData(w, 'POST', `${BASE}/dock/send`, w.userA, {
      itemId: product,
      message: '看到园区推荐，想了解驱动器的批量价格。',
      contactName: '王经理',
      contactPhone: '13900001111',
    });
    const after = await okData<{ suggested: { pushed: number; docked: number } }>(w, 'GET', `${BASE}/dock/manage/stats`, w.committee);
    expect(after.suggested.pushed).toBe(before.suggested.pushed + 1);
    expect(after.suggested.docked).toBeGreaterThanOrEqual(1);
  });
});
