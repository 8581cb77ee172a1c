/**
 * The finance supermarket's terms (金融超市): the kinds of institution and of loan, the SPEC loan
 * status, and the units every amount and rate is stored in.
 *
 * Units: amounts are integers of 万元 (what a park's loan ledger counts in; shown with the kit's
 * money format), rates are integers of 0.01 % (基点, 365 = 3.65 %), terms whole months.
 */
import { LOAN_STATUS } from '../status.js';

export const INSTITUTION_KINDS = ['银行', '担保机构', '小额贷款公司', '融资租赁公司', '保险机构'] as const;
export type InstitutionKind = (typeof INSTITUTION_KINDS)[number];

/** 积分贷: the loan type whose eligibility and indicative limit come from the innovation score. */
export const SCORE_LOAN = '积分贷';
export const LOAN_TYPES = ['信用贷', '抵押贷', '担保贷', '知识产权质押贷', '订单贷', SCORE_LOAN] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

export const GUARANTEES = ['信用', '抵押', '保证', '质押', '政府性融资担保'] as const;
export type Guarantee = (typeof GUARANTEES)[number];

/** SPEC §4 loan application status (common/status.ts, the spec's family). */
export { LOAN_STATUS };
export type LoanStatus = keyof typeof LOAN_STATUS;
export const LOAN_STATUSES = Object.keys(LOAN_STATUS) as LoanStatus[];

/**
 * The steps of a loan application (by a holder of finance.loan): take it up (待处理 → 跟进中), grant
 * it with the amount and the date (跟进中 → 放款完成), or decline (待处理/跟进中 → 不跟进, with the reason).
 */
export const LOAN_STEPS = {
  FOLLOW: { label: '跟进', from: ['TOAUDIT'], to: 'AUDITING' },
  GRANT: { label: '放款完成', from: ['AUDITING'], to: 'PASS' },
  DECLINE: { label: '不跟进', from: ['TOAUDIT', 'AUDITING'], to: 'BACK' },
} as const satisfies Record<string, { label: string; from: readonly LoanStatus[]; to: LoanStatus }>;
export type LoanStep = keyof typeof LOAN_STEPS;
export const LOAN_STEP_NAMES = Object.keys(LOAN_STEPS) as LoanStep[];

/** Why a step does not apply to an application in this status. */
export const LOAN_REFUSALS: Record<LoanStatus, string> = {
  TOAUDIT: '该申请尚未跟进，请先跟进',
  AUDITING: '该申请已在跟进中',
  PASS: '该申请已放款完成',
  BACK: '该申请已标记为不跟进',
};

/** 融资需求: open while the enterprise is looking for money, closed when it has found it or gave up. */
export const NEED_STATUS = { OPEN: '对接中', CLOSED: '已关闭' } as const;
export type NeedStatus = keyof typeof NEED_STATUS;
export const NEED_STATUSES = Object.keys(NEED_STATUS) as NeedStatus[];

export const FINANCE_LIMITS = {
  nameMax: 60,
  textMax: 500,
  noteMin: 2,
  noteMax: 200,
  amountMax: 100_000, // 万元: 10 亿
  rateMax: 3_600, // 36 %
  termMax: 360, // months
  contactMax: 20,
} as const;

/** 3.65 % from 365 (0.01 %). */
export const formatRate = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/** '3.45%–4.35%', or one rate when both ends are equal. */
export const rateRange = (min: number, max: number) => (min === max ? formatRate(min) : `${formatRate(min)}–${formatRate(max)}`);
