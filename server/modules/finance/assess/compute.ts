import type { Kysely } from 'kysely';
import type { AssessCriterion } from '../../../../common/finance/assess/rules.js';
import type { DB } from '../../../db/schema.js';
import { parkDayStart } from '../../../lib/park-time.js';

/**
 * A round's figures from the loan ledger (never typed twice): per bank, for the period
 * [from, to] (park days) —
 * LOANS / AMOUNT: loans granted (放款日期 in the period) and their sum (万元);
 * FIRST: enterprises whose first loan granted on the platform, by any bank, is this bank's in the period;
 * RESPONSE: mean days from application to the first answer (跟进 or 不跟进), applications made in the period;
 * PASS_RATE: of the applications made in the period and settled, the share granted (%).
 */

export interface GrantedLoan {
  institutionId: number;
  orgId: number;
  granted: number;
  grantedOn: string;
  id: number;
}

export interface PeriodApplication {
  institutionId: number;
  status: string;
  createdAt: string;
  answeredAt: string | null;
}

export type Figures = Map<number, Partial<Record<AssessCriterion, number | null>>>;

const DAY = 86_400_000;
const one = (n: number) => Math.round(n * 10) / 10;

export function figuresOf(bankIds: readonly number[], period: { from: string; to: string }, granted: readonly GrantedLoan[], applications: readonly PeriodApplication[]): Figures {
  const figures: Figures = new Map(bankIds.map((id) => [id, { LOANS: 0, AMOUNT: 0, FIRST: 0, RESPONSE: null, PASS_RATE: null }]));
  const firstOfOrg = new Map<number, GrantedLoan>();
  for (const loan of [...granted].sort((a, b) => a.grantedOn.localeCompare(b.grantedOn) || a.id - b.id)) {
    if (!firstOfOrg.has(loan.orgId)) firstOfOrg.set(loan.orgId, loan);
  }
  const inPeriod = (day: string) => day >= period.from && day <= period.to;
  for (const loan of granted) {
    const f = figures.get(loan.institutionId);
    if (!f || !inPeriod(loan.grantedOn)) continue;
    f.LOANS = (f.LOANS ?? 0) + 1;
    f.AMOUNT = (f.AMOUNT ?? 0) + loan.granted;
  }
  for (const first of firstOfOrg.values()) {
    const f = figures.get(first.institutionId);
    if (f && inPeriod(first.grantedOn)) f.FIRST = (f.FIRST ?? 0) + 1;
  }
  for (const id of bankIds) {
    const own = applications.filter((a) => a.institutionId === id);
    const answered = own.filter((a) => a.answeredAt !== null);
    const settled = own.filter((a) => a.status === 'PASS' || a.status === 'BACK');
    const f = figures.get(id)!;
    f.RESPONSE = answered.length ? one(answered.reduce((s, a) => s + (Date.parse(a.answeredAt!) - Date.parse(a.createdAt)), 0) / answered.length / DAY) : null;
    f.PASS_RATE = settled.length ? one((settled.filter((a) => a.status === 'PASS').length * 100) / settled.length) : null;
  }
  return figures;
}

/** The ledger's rows a period needs (on the tenant-scoped handle): loans granted up to its end, applications made in it. */
export async function ledgerFigures(db: Kysely<DB>, bankIds: readonly number[], period: { from: string; to: string }): Promise<Figures> {
  if (bankIds.length === 0) return new Map();
  const [granted, applications] = await Promise.all([
    db
      .selectFrom('finance_loans')
      .select(['id', 'institution_id', 'org_id', 'granted', 'granted_on'])
      .where('status', '=', 'PASS')
      .where('granted_on', '<=', period.to)
      .execute(),
    db
      .selectFrom('finance_loans')
      .select(['institution_id', 'status', 'created_at', 'answered_at'])
      .where('institution_id', 'in', [...bankIds])
      .where('created_at', '>=', parkDayStart(period.from))
      .where('created_at', '<', parkDayStart(period.to, 1))
      .execute(),
  ]);
  return figuresOf(
    bankIds,
    period,
    granted.map((g) => ({ id: g.id, institutionId: g.institution_id, orgId: g.org_id, granted: g.granted ?? 0, grantedOn: g.granted_on ?? '' })),
    applications.map((a) => ({ institutionId: a.institution_id, status: a.status, createdAt: a.created_at, answeredAt: a.answered_at })),
  );
}
