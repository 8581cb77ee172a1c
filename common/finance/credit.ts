/**
 * 信用画像 and 积分贷 (/supermarket/credit): what the park's data says about an enterprise's
 * eligibility for each loan type, with the reason for each condition and what it could change.
 * Pure: the server gathers the figures (the innovation score through its module's port, approved
 * figures of 实缴税费 and 发明专利, the enterprise's category and set-up date) and the screen shows
 * the answer. The thresholds are a park's usual practice, stated in common/finance/README.md.
 */
import { SCORE_LOAN, type LoanType } from './rules.js';

export const CREDIT_RULES = {
  /** Years since set-up for any bank loan. */
  minYears: 1,
  /** 实缴税费 (万元, last approved year) for a pure credit loan … */
  creditTax: 10,
  /** … unless the enterprise holds one of these categories. */
  creditCategories: ['高新技术企业', '专精特新企业'],
  /** 创新积分 for 积分贷. */
  scoreMin: 60,
  /** 积分贷's indicative limit (万元) by score, highest band first; kept within the product's range. */
  scoreLimits: [
    { from: 90, limit: 500 },
    { from: 80, limit: 300 },
    { from: 70, limit: 200 },
    { from: 60, limit: 100 },
  ],
  /** 纳税档次 by 实缴税费 (万元), highest first. */
  taxBands: [
    { from: 200, label: '200 万元以上' },
    { from: 50, label: '50–200 万元' },
    { from: 10, label: '10–50 万元' },
    { from: 0, label: '10 万元以下' },
  ],
} as const;

/** A figure the enterprise filled and the park approved, with its year. */
export interface YearFigure {
  value: number;
  year: number;
}

export interface CreditFacts {
  category: string;
  /** Full years since set-up; null when the date is unknown. */
  years: number | null;
  score: { total: number; year: number } | null;
  taxPaid: YearFigure | null;
  inventionPatents: YearFigure | null;
}

/** One condition of a product: met (true), not met (false) or for the bank to judge (null). */
export interface CreditReason {
  met: boolean | null;
  text: string;
}

export interface CreditVerdict {
  qualifies: boolean;
  /** 积分贷's indicative limit (万元); null for other types or when not qualifying. */
  limit: number | null;
  reasons: CreditReason[];
  /** What the enterprise could change to qualify; empty when it does. */
  toQualify: string[];
}

export function taxBand(taxPaid: number): string {
  return CREDIT_RULES.taxBands.find((b) => taxPaid >= b.from)?.label ?? CREDIT_RULES.taxBands.at(-1)!.label;
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** The indicative limit of 积分贷 for a score, within the product's range; null below the threshold. */
export function scoreLimit(total: number, range: { amountMin: number; amountMax: number }): number | null {
  const band = CREDIT_RULES.scoreLimits.find((b) => total >= b.from);
  return band ? Math.min(range.amountMax, Math.max(range.amountMin, band.limit)) : null;
}

interface Check {
  reason: CreditReason;
  fix?: string;
}

function ageCheck(f: CreditFacts): Check {
  if (f.years === null) return { reason: { met: null, text: '成立日期未登记，由银行核实经营年限' } };
  if (f.years >= CREDIT_RULES.minYears) return { reason: { met: true, text: `成立 ${String(f.years)} 年（满 ${String(CREDIT_RULES.minYears)} 年）` } };
  return { reason: { met: false, text: `成立未满 ${String(CREDIT_RULES.minYears)} 年` }, fix: `成立满 ${String(CREDIT_RULES.minYears)} 年后可申请` };
}

function creditCheck(f: CreditFacts): Check {
  const category = CREDIT_RULES.creditCategories.find((c) => f.category.includes(c));
  if (category) return { reason: { met: true, text: `${category}，可免纳税额要求` } };
  if (!f.taxPaid) {
    return {
      reason: { met: false, text: '暂无经审核的实缴税费数据' },
      fix: `在创新积分填报中填报实缴税费并通过审核；上年实缴税费达到 ${String(CREDIT_RULES.creditTax)} 万元即可申请`,
    };
  }
  const { value, year } = f.taxPaid;
  if (value >= CREDIT_RULES.creditTax) return { reason: { met: true, text: `${String(year)} 年实缴税费 ${fmt(value)} 万元（不低于 ${String(CREDIT_RULES.creditTax)} 万元）` } };
  return {
    reason: { met: false, text: `${String(year)} 年实缴税费 ${fmt(value)} 万元，低于 ${String(CREDIT_RULES.creditTax)} 万元` },
    fix: `实缴税费达到 ${String(CREDIT_RULES.creditTax)} 万元（还差 ${fmt(CREDIT_RULES.creditTax - value)} 万元），或获评高新技术企业、专精特新企业`,
  };
}

function scoreCheck(f: CreditFacts, range: { amountMin: number; amountMax: number }): Check & { limit: number | null } {
  if (!f.score) {
    return {
      reason: { met: false, text: '暂无创新积分' },
      fix: `参加创新积分评价（填报数据并通过审核），积分达到 ${String(CREDIT_RULES.scoreMin)} 分即可申请`,
      limit: null,
    };
  }
  const { total, year } = f.score;
  const limit = scoreLimit(total, range);
  if (limit !== null) return { reason: { met: true, text: `${String(year)} 年创新积分 ${fmt(total)} 分，参考授信额度 ${String(limit)} 万元` }, limit };
  return {
    reason: { met: false, text: `${String(year)} 年创新积分 ${fmt(total)} 分，低于 ${String(CREDIT_RULES.scoreMin)} 分` },
    fix: `创新积分提高到 ${String(CREDIT_RULES.scoreMin)} 分（还差 ${fmt(CREDIT_RULES.scoreMin - total)} 分），可通过增加研发投入、知识产权等指标提升`,
    limit: null,
  };
}

function patentCheck(f: CreditFacts): Check {
  const n = f.inventionPatents?.value ?? 0;
  if (n >= 1) return { reason: { met: true, text: `有效发明专利 ${String(n)} 件，可作质押` } };
  return { reason: { met: false, text: '暂无经审核的有效发明专利' }, fix: '取得发明专利授权并在创新积分填报中填报、通过审核后可申请' };
}

/** For the bank to judge from documents the park does not hold. */
const BANK_JUDGES: Partial<Record<LoanType, string>> = {
  抵押贷: '需提供房产、设备等抵押物，由银行评估',
  担保贷: '由政府性融资担保机构增信，担保机构审核后放款',
  订单贷: '需提供与核心企业的订单或应收账款，由银行核实',
};

/** Whether an enterprise with these facts qualifies for a product of this type and range, and why. */
export function creditVerdict(f: CreditFacts, product: { loanType: string; amountMin: number; amountMax: number }): CreditVerdict {
  const checks: Check[] = [ageCheck(f)];
  let limit: number | null = null;
  const type = product.loanType as LoanType;
  if (type === SCORE_LOAN) {
    const check = scoreCheck(f, product);
    checks.push(check);
    limit = check.limit;
  } else if (type === '信用贷') checks.push(creditCheck(f));
  else if (type === '知识产权质押贷') checks.push(patentCheck(f));
  const judged = BANK_JUDGES[type];
  if (judged) checks.push({ reason: { met: null, text: judged } });
  const qualifies = checks.every((c) => c.reason.met !== false);
  return {
    qualifies,
    limit: qualifies ? limit : null,
    reasons: checks.map((c) => c.reason),
    toQualify: checks.flatMap((c) => (c.reason.met === false && c.fix ? [c.fix] : [])),
  };
}
