import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EnterprisePortrait } from '../../../common/service/contract.js';
import { describeEachDialect } from '../../testing/databases.js';
import { insertOrg, insertUser } from '../../testing/fixtures.js';
import { buildWorld, call, okData, testPhone, type TestUser, type World } from '../../testing/world.js';
import { answer, requirement } from './test-fixtures.js';

const BASE = '/api/dpboot/service';
const product = {
  title: '专利布局与申请代理',
  category: '知识产权',
  summary: '围绕核心产品做专利检索、布局规划，并代理发明与实用新型专利申请。',
  priceMode: '面议',
  price: '',
  period: '3 个月',
  contactName: '王磊',
  contactPhone: '13912345678',
};

describeEachDialect('an enterprise service portrait (%s)', (dialect) => {
  let w: World;
  let chosen: TestUser;
  let stranger: TestUser;
  const portraitOf = (id: number) => `${BASE}/enterprise/portrait/${String(id)}`;

  beforeAll(async () => {
    w = await buildWorld(dialect);
    const db = w.t.database.db;
    chosen = await insertUser(db, 1, testPhone(), [], await insertOrg(db, 1, { fullname: '杭州己检测技术有限公司', simplename: '己检测', orgtype: 'SERVICE' }));
    stranger = await insertUser(db, 1, testPhone(), [], await insertOrg(db, 1, { fullname: '杭州庚律师事务所', simplename: '庚律所', orgtype: 'SERVICE' }));
    const { id: productId } = await okData<{ id: number }>(w, 'POST', `${BASE}/product/save`, w.service, product);
    await okData(w, 'POST', `${BASE}/product/approve/${String(productId)}`, w.committee);
    const { id: applyId } = await okData<{ id: number }>(w, 'POST', `${BASE}/apply/submit`, w.userA, {
      productId,
      contactName: '张三',
      contactPhone: '13900001111',
      content: '三款新品需要专利布局。',
    });
    await okData(w, 'POST', `${BASE}/apply/step/${String(applyId)}`, w.service, { step: 'ACCEPT' });
    await okData(w, 'POST', `${BASE}/apply/step/${String(applyId)}`, w.service, { step: 'FINISH', note: '已提交 5 件申请' });
    await okData(w, 'POST', `${BASE}/apply/rate/${String(applyId)}`, w.userA, { rating: 4, comment: '布局思路清晰' });
    const { id: requireId } = await okData<{ id: number }>(w, 'POST', `${BASE}/require/save`, w.userA, requirement);
    await okData(w, 'POST', `${BASE}/require/answer/${String(requireId)}`, chosen, answer);
    const detail = await okData<{ answerList: { id: number; providerName: string }[] }>(w, 'GET', `${BASE}/require/detail/${String(requireId)}`, w.userA);
    await okData(w, 'POST', `${BASE}/require/pick/${String(requireId)}`, w.userA, { answerId: detail.answerList[0]!.id });
    // An answer not chosen gives no right to read the enterprise.
    await okData(w, 'POST', `${BASE}/require/save`, w.userA, { ...requirement, title: '知识产权贯标咨询', category: '知识产权' });
  });
  afterAll(() => w?.t.close());

  it('shows the enterprise and the park everything: profile, applications with states, requirements, ratings given', async () => {
    for (const reader of [w.userA2, w.committee]) {
      const p = await okData<EnterprisePortrait>(w, 'GET', portraitOf(w.orgA), reader);
      expect(p).toMatchObject({ profile: { id: w.orgA, name: '杭州甲科技有限公司' }, scope: 'ALL', rating: 4 });
      expect(p.applyCounts).toEqual({ TOAUDIT: 0, AUDITING: 0, PASS: 1, BACK: 0, total: 1 });
      expect(p.applies.map((a) => [a.title, a.statusLabel, a.partner, a.rating])).toEqual([['专利布局与申请代理', '已完成', '杭州丙咨询服务有限公司', 4]]);
      expect(p.requireCounts).toMatchObject({ TOAUDIT: 1, AUDITING: 1, total: 2 });
      expect(p.requires.map((r) => r.title).sort()).toEqual(['知识产权贯标咨询', '锂电池热失控检测方案']);
      expect(p.ratings).toEqual([expect.objectContaining({ provider: '杭州丙咨询服务有限公司', rating: 4, comment: '布局思路清晰' })]);
    }
  });

  it('shows a service organisation only what concerns it, and refuses everyone else', async () => {
    const provider = await okData<EnterprisePortrait>(w, 'GET', portraitOf(w.orgA), w.service);
    expect(provider).toMatchObject({ scope: 'MINE', applyCounts: { total: 1 }, requireCounts: { total: 0 }, requires: [] });
    const picked = await okData<EnterprisePortrait>(w, 'GET', portraitOf(w.orgA), chosen);
    expect(picked).toMatchObject({ scope: 'MINE', applyCounts: { total: 0 }, applies: [], ratings: [], rating: null });
    expect(picked.requires.map((r) => [r.title, r.partner, r.answers])).toEqual([['锂电池热失控检测方案', '杭州己检测技术有限公司', 1]]);
    // Another enterprise, an organisation with no dealings, a user without an organisation: 403.
    for (const reader of [w.userB, stranger, w.individual]) expect((await call(w, 'GET', portraitOf(w.orgA), reader)).body.statusCode).toBe(403);
    expect((await call(w, 'GET', portraitOf(w.orgB), w.service)).body.statusCode).toBe(403);
    // Another park's enterprise does not exist here; a service organisation is no enterprise.
    expect((await call(w, 'GET', portraitOf(w.orgC), w.committee)).body.statusCode).toBe(404);
    expect((await call(w, 'GET', portraitOf(w.orgA), w.userC, undefined, 2)).body.statusCode).toBe(404);
    expect((await call(w, 'GET', portraitOf(w.serviceOrg), w.committee)).body.statusCode).toBe(404);
  });
});
