import { describe, expect, it } from 'vitest';
import { creditVerdict, scoreLimit, taxBand, type CreditFacts } from './credit.js';

const facts = (over: Partial<CreditFacts> = {}): CreditFacts => ({
  category: '科技型中小企业',
  years: 3,
  score: null,
  taxPaid: null,
  inventionPatents: null,
  ...over,
});
const range = { amountMin: 50, amountMax: 300 };

describe('credit view rules', () => {
  it('gives 积分贷 from 60 points, its indicative limit by band within the product range', () => {
    expect(scoreLimit(59.9, range)).toBeNull();
    expect(scoreLimit(60, range)).toBe(100);
    expect(scoreLimit(75, range)).toBe(200);
    expect(scoreLimit(95, range)).toBe(300); // 500 capped at the product's 300
    expect(scoreLimit(62, { amountMin: 150, amountMax: 300 })).toBe(150); // raised to the product's floor
    const v = creditVerdict(facts({ score: { total: 82.5, year: 2025 } }), { loanType: '积分贷', ...range });
    expect(v).toMatchObject({ qualifies: true, limit: 300, toQualify: [] });
    expect(v.reasons[1]!.text).toBe('2025 年创新积分 82.5 分，参考授信额度 300 万元');
  });

  it('says how far an enterprise is from 积分贷, or that it needs a score at all', () => {
    const low = creditVerdict(facts({ score: { total: 52, year: 2025 } }), { loanType: '积分贷', ...range });
    expect(low).toMatchObject({ qualifies: false, limit: null });
    expect(low.toQualify[0]).toContain('还差 8 分');
    const none = creditVerdict(facts(), { loanType: '积分贷', ...range });
    expect(none.reasons[1]).toEqual({ met: false, text: '暂无创新积分' });
    expect(none.toQualify[0]).toContain('60 分');
  });

  it('asks 10 万元 of tax for a credit loan unless the enterprise is 高新技术企业 or 专精特新', () => {
    const poor = creditVerdict(facts({ taxPaid: { value: 6.5, year: 2025 } }), { loanType: '信用贷', ...range });
    expect(poor.qualifies).toBe(false);
    expect(poor.toQualify[0]).toContain('还差 3.5 万元');
    expect(creditVerdict(facts({ taxPaid: { value: 12, year: 2025 } }), { loanType: '信用贷', ...range }).qualifies).toBe(true);
    expect(creditVerdict(facts({ category: '高新技术企业' }), { loanType: '信用贷', ...range }).qualifies).toBe(true);
    expect(taxBand(6.5)).toBe('10 万元以下');
    expect(taxBand(120)).toBe('50–200 万元');
  });

  it('refuses every loan in the first year, and leaves collateral to the bank', () => {
    const young = creditVerdict(facts({ years: 0 }), { loanType: '抵押贷', ...range });
    expect(young.qualifies).toBe(false);
    expect(young.toQualify).toEqual(['成立满 1 年后可申请']);
    const mortgage = creditVerdict(facts(), { loanType: '抵押贷', ...range });
    expect(mortgage.qualifies).toBe(true);
    expect(mortgage.reasons.at(-1)!.met).toBeNull();
    const ip = creditVerdict(facts({ inventionPatents: { value: 3, year: 2025 } }), { loanType: '知识产权质押贷', ...range });
    expect(ip.qualifies).toBe(true);
  });
});
