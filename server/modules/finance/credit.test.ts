import { beforeAll, expect, it } from 'vitest';
import type { CreditView } from '../../../common/finance/contract.js';
import { call, describeWorld, okData } from '../../testing/world.js';
import { fullYears } from './credit.js';

const BASE = '/api/dpboot/finance';

const product = (name: string, loanType: string) => ({
  name,
  loanType,
  amountMin: 50,
  amountMax: 300,
  rateMin: 330,
  rateMax: 385,
  termMin: 6,
  termMax: 24,
  guarantee: '信用',
  eligibility: '园区企业',
  materials: '',
  intro: '',
});

describeWorld('credit profile and 积分贷 (%s)', (w) => {
  beforeAll(async () => {
    const bank = await okData<{ id: number }>(w, 'POST', `${BASE}/institution/save`, w.committee, {
      name: '宁波银行杭州分行',
      kind: '银行',
      intro: '',
      address: '',
      contactName: '郑晓燕',
      contactPhone: '0571-86000002',
    });
    for (const [name, type] of [['创新积分贷', '积分贷'], ['科创贷', '信用贷']] as const) {
      const saved = await okData<{ id: number }>(w, 'POST', `${BASE}/product/save`, w.committee, { ...product(name, type), institutionId: bank.id });
      await okData(w, 'POST', `${BASE}/product/publish/${String(saved.id)}`, w.committee);
    }
    await w.db.updateTable('orgs').set({ setup_date: '2019-05-20', category: '科技型中小企业' }).where('id', '=', w.orgA).execute();
  });

  it('counts full years from the set-up day in the park', () => {
    expect(fullYears('2019-05-20', '2026-05-19')).toBe(6);
    expect(fullYears('2019-05-20', '2026-05-20')).toBe(7);
    expect(fullYears('', '2026-05-20')).toBeNull();
  });

  it('shows an enterprise without a score what it lacks, then 积分贷 with its limit once the score module has one', async () => {
    const before = await okData<CreditView>(w, 'GET', `${BASE}/credit`, w.userA);
    expect(before.profile).toMatchObject({ score: null, taxPaid: null, category: '科技型中小企业' });
    const scoreLoan = () => before.products.find((p) => p.loanType === '积分贷')!;
    expect(scoreLoan()).toMatchObject({ qualifies: false, limit: null });
    expect(scoreLoan().toQualify[0]).toContain('60 分');

    const now = '2026-03-01T00:00:00.000Z';
    const system = await w.db
      .insertInto('integral_systems')
      .values({ tenant_id: 1, year: 2025, version: 1, status: 'READY', based_on_id: null, note: '', definition: '{}', indicator_count: 0, scored_count: 12, author_id: null, created_at: now, claimed_at: null, computed_at: now, error: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await w.db
      .insertInto('integral_scores')
      .values({ tenant_id: 1, system_id: system.id, year: 2025, org_id: w.orgA, stage: 'GROWTH', age: 6, total: 78.5, tech: 40, growth: 30, feature: 8.5, missing_count: 0, park_rank: 3, breakdown: '', inputs: '{}', computed_at: now })
      .execute();
    await w.db.insertInto('integral_values').values({ tenant_id: 1, org_id: w.orgA, year: 2025, field: 'taxPaid', value: 64, approved_at: now }).execute();

    const after = await okData<CreditView>(w, 'GET', `${BASE}/credit`, w.userA2);
    expect(after.profile).toMatchObject({ score: { year: 2025, total: 78.5, parkRank: 3, scored: 12 }, taxPaid: { value: 64, year: 2025 }, taxBand: '50–200 万元' });
    expect(after.products.map((p) => [p.name, p.qualifies, p.limit])).toEqual([
      ['创新积分贷', true, 200],
      ['科创贷', true, null],
    ]);
    // Another enterprise's user sees its own (empty) profile, not A's.
    const other = await okData<CreditView>(w, 'GET', `${BASE}/credit`, w.userB);
    expect(other.profile.score).toBeNull();
    expect((await call(w, 'GET', `${BASE}/credit`, w.service)).body.statusCode).toBe(403);
  });

  it('points to the open application instead of a second one', async () => {
    const view = await okData<CreditView>(w, 'GET', `${BASE}/credit`, w.userA);
    const target = view.products[0]!;
    const applied = await okData<{ id: number }>(w, 'POST', `${BASE}/loan/apply`, w.userA, {
      productId: target.id,
      orgName: '杭州甲科技有限公司',
      contactName: '张三',
      contactPhone: '13912345678',
      amount: 100,
      termMonths: 12,
      purpose: '研发投入',
    });
    const again = await okData<CreditView>(w, 'GET', `${BASE}/credit`, w.userA);
    expect(again.products.find((p) => p.id === target.id)!.openLoanId).toBe(applied.id);
    expect(again.profile.loans.open).toBe(1);
  });
});
