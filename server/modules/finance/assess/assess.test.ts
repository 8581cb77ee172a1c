import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type { AssessAdjustment, AssessResult } from '../../../../common/finance/assess/contract.js';
import { scoreBanks } from '../../../../common/finance/assess/rules.js';
import { parkToday } from '../../../lib/park-time.js';
import { call, describeWorld, okData, staffOperator } from '../../../testing/world.js';

const BASE = '/api/dpboot/finance';
const ASSESS = `${BASE}/assess`;
type Page<T> = { list: T[]; total: number };

const product = { loanType: '信用贷', amountMin: 50, amountMax: 500, rateMin: 345, rateMax: 420, termMin: 6, termMax: 36, guarantee: '信用', eligibility: '园区企业', materials: '', intro: '' };
const criteria = [
  { key: 'LOANS', weight: 30 },
  { key: 'AMOUNT', weight: 40 },
  { key: 'FIRST', weight: 20 },
  { key: 'RESPONSE', weight: 10 },
];

it('scores against the best bank, time the other way round, and shares a place on equal totals', () => {
  const ranked = scoreBanks(
    [
      { key: 'AMOUNT', weight: 60 },
      { key: 'RESPONSE', weight: 40 },
    ],
    [
      { id: 'a', figures: { AMOUNT: 300, RESPONSE: 2 } },
      { id: 'b', figures: { AMOUNT: 600, RESPONSE: 4 } },
      { id: 'c', figures: { AMOUNT: 0, RESPONSE: null } },
    ],
  );
  expect(ranked.map((r) => [r.id, r.total, r.rank])).toEqual([
    ['b', 80, 1],
    ['a', 70, 2],
    ['c', 0, 3],
  ]);
  const tied = scoreBanks([{ key: 'LOANS', weight: 100 }], [{ id: 1, figures: { LOANS: 2 } }, { id: 2, figures: { LOANS: 2 } }, { id: 3, figures: { LOANS: 1 } }]);
  expect(tied.map((r) => r.rank)).toEqual([1, 1, 3]);
});

describeWorld('bank assessment (%s)', (w) => {
  const banks: number[] = [];
  let products: number[] = [];
  const today = parkToday();
  const year = today.slice(0, 4);

  beforeAll(async () => {
    products = [];
    for (const name of ['杭州银行科技支行', '浙商银行滨江支行']) {
      const bank = await okData<{ id: number }>(w, 'POST', `${BASE}/institution/save`, w.committee, { name, kind: '银行', intro: '', address: '', contactName: '周立群', contactPhone: '0571-86000001' });
      banks.push(bank.id);
      const saved = await okData<{ id: number }>(w, 'POST', `${BASE}/product/save`, w.committee, { ...product, name: `${name}科技贷`, institutionId: bank.id });
      await okData(w, 'POST', `${BASE}/product/publish/${String(saved.id)}`, w.committee);
      products.push(saved.id);
    }
  });

  it('an application granted shows in the loans by enterprise and in a round recomputed afterwards', async () => {
    const round = await okData<{ id: number }>(w, 'POST', `${ASSESS}/round/save`, w.committee, { name: `${year} 年度银行服务考核`, periodFrom: `${year}-01-01`, periodTo: `${year}-12-31`, criteria });
    const before = await okData<AssessResult>(w, 'GET', `${ASSESS}/result?roundId=${String(round.id)}`, w.committee);
    expect(before.banks.map((b) => b.total)).toEqual([0, 0]);

    const applied = await okData<{ id: number }>(w, 'POST', `${BASE}/loan/apply`, w.userA, { productId: products[0], orgName: '杭州甲科技有限公司', contactName: '张三', contactPhone: '13912345678', amount: 300, termMonths: 12, purpose: '研发投入' });
    await okData(w, 'POST', `${BASE}/loan/follow/${String(applied.id)}`, w.committee, { note: '已转客户经理' });
    await okData(w, 'POST', `${BASE}/loan/grant/${String(applied.id)}`, w.committee, { amount: 260, grantedOn: today });

    const byOrg = await okData<Page<{ orgName: string; grantedAmount: number }>>(w, 'GET', `${BASE}/loan/by-org`, w.committee);
    expect(byOrg.list[0]).toMatchObject({ orgName: '杭州甲科技有限公司', grantedAmount: 260 });

    await okData(w, 'POST', `${ASSESS}/round/compute/${String(round.id)}`, w.committee);
    const after = await okData<AssessResult>(w, 'GET', `${ASSESS}/result?roundId=${String(round.id)}`, w.committee);
    const first = after.banks[0]!;
    expect(first).toMatchObject({ rank: 1, institutionId: banks[0], total: 100 });
    expect(first.criteria.map((c) => [c.key, c.value, c.score])).toEqual([
      ['LOANS', 1, 30],
      ['AMOUNT', 260, 40],
      ['FIRST', 1, 20],
      ['RESPONSE', 0, 10],
    ]);
    expect(after.banks[1]).toMatchObject({ rank: 2, total: 0 });
  });

  it('records additions with who and why, refuses them on a closed round, and exports the ranking', async () => {
    const rounds = await okData<Page<{ id: number }>>(w, 'GET', `${ASSESS}/round/list`, w.committee);
    const roundId = rounds.list[0]!.id;
    const bad = await call(w, 'POST', `${ASSESS}/adjust/add`, w.committee, { roundId, institutionId: banks[1], criterion: 'AMOUNT', delta: -10, reason: '更正' });
    expect(bad.body).toMatchObject({ statusCode: 400 });
    await okData(w, 'POST', `${ASSESS}/adjust/add`, w.committee, { roundId, institutionId: banks[1], criterion: 'AMOUNT', delta: 520, reason: '线下放款补录：浙商银行 9 月放款' });
    const log = await okData<Page<AssessAdjustment>>(w, 'GET', `${ASSESS}/adjust/list?roundId=${String(roundId)}`, w.committee);
    expect(log.list[0]).toMatchObject({ institutionId: banks[1], criterionLabel: '放款金额', delta: 520, reason: '线下放款补录：浙商银行 9 月放款' });
    expect(log.list[0]!.actorName.length).toBeGreaterThan(0);
    const result = await okData<AssessResult>(w, 'GET', `${ASSESS}/result?roundId=${String(roundId)}`, w.committee);
    const second = result.banks.find((b) => b.institutionId === banks[1])!;
    expect(second.criteria.find((c) => c.key === 'AMOUNT')).toMatchObject({ computed: 0, added: 520, value: 520, score: 40 });

    await okData(w, 'POST', `${ASSESS}/round/close/${String(roundId)}`, w.committee);
    expect((await call(w, 'POST', `${ASSESS}/adjust/add`, w.committee, { roundId, institutionId: banks[1], criterion: 'LOANS', delta: 1, reason: '补录' })).body.statusCode).toBe(409);
    expect((await call(w, 'POST', `${ASSESS}/round/compute/${String(roundId)}`, w.committee)).body.statusCode).toBe(409);

    const res = await w.t.app.inject({ method: 'POST', url: `${ASSESS}/result/export`, headers: { ...w.t.sign(1, w.committee.token), host: 'localhost' }, payload: { roundId } });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.getWorksheet('考核结果')!.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((r) => [r[1], r[2]])).toEqual(result.banks.map((b) => [b.rank, b.institutionName]));
  });

  it('keeps assessment to holders of finance.assess, each park to its own, and weights to 100', async () => {
    const clerk = await staffOperator(w, { name: '贷款专员', permissions: ['finance.loan'] });
    expect((await call(w, 'GET', `${ASSESS}/round/list`, clerk)).body.statusCode).toBe(403);
    expect((await call(w, 'GET', `${ASSESS}/round/list`, w.userA)).body.statusCode).toBe(403);
    expect((await okData<Page<unknown>>(w, 'GET', `${ASSESS}/round/list`, w.admin2, undefined, 2)).total).toBe(0);
    const wrong = await call(w, 'POST', `${ASSESS}/round/save`, w.committee, { name: '权重不对', periodFrom: `${year}-01-01`, periodTo: `${year}-03-31`, criteria: [{ key: 'LOANS', weight: 50 }] });
    expect(wrong.body).toMatchObject({ statusCode: 400, message: '各项指标权重之和须为 100 分（当前 50 分）' });
  });
});
