import type { CreditView } from '../../../common/finance/contract.js';
import { creditVerdict, taxBand, type CreditFacts } from '../../../common/finance/credit.js';
import type { UserCtx } from '../../kit/context.js';
import { parkToday } from '../../lib/park-time.js';
import { integralPort } from '../integral/public.js';
import { ownOrg } from './loans.js';
import { publicProduct } from './present.js';
import * as repo from './repo.js';

/** Full years from a set-up day (YYYY-MM-DD…) to today in the park; null when the day is unreadable. */
export function fullYears(setupDate: string, today: string = parkToday()): number | null {
  if (!/^\d{4}-\d{2}-\d{2}/.test(setupDate)) return null;
  const years = Number(today.slice(0, 4)) - Number(setupDate.slice(0, 4));
  return today.slice(5, 10) < setupDate.slice(5, 10) ? years - 1 : years;
}

/**
 * /supermarket/credit: the signed-in enterprise's profile from what the platform holds (its
 * category and set-up date, approved figures, the newest innovation score) and a verdict for each
 * published product (common/finance/credit.ts); qualifying ones first, 积分贷 before the rest.
 */
export async function creditView(ctx: UserCtx): Promise<CreditView> {
  const orgId = ownOrg(ctx);
  const integral = integralPort.get();
  const [org, score, figures, products, loans] = await Promise.all([
    ctx.db.selectFrom('orgs').select(['fullname', 'category', 'setup_date', 'register_capital']).where('id', '=', orgId).executeTakeFirst(),
    integral.latestScore(ctx.db, orgId),
    integral.latestFigures(ctx.db, ['taxPaid', 'inventionPatents'], [orgId]),
    repo.publishedProducts(ctx.db),
    repo.loanSummaryOfOrg(ctx.db, orgId),
  ]);
  const own = figures.get(orgId) ?? {};
  const figure = (f: { value: number; year: number } | undefined) => (f ? { value: f.value, year: f.year } : null);
  const facts: CreditFacts = {
    category: org?.category ?? '',
    years: org ? fullYears(org.setup_date) : null,
    score: score ? { total: score.total, year: score.year } : null,
    taxPaid: figure(own.taxPaid),
    inventionPatents: figure(own.inventionPatents),
  };
  const list = products.map((p) => {
    const item = publicProduct(p);
    return { ...item, ...creditVerdict(facts, item), openLoanId: loans.openByProduct.get(p.id) ?? null };
  });
  const rank = (p: (typeof list)[number]) => (p.qualifies ? 0 : 2) + (p.loanType === '积分贷' ? 0 : 1);
  list.sort((a, b) => rank(a) - rank(b) || a.id - b.id);
  return {
    profile: {
      orgName: org?.fullname ?? '',
      category: facts.category,
      setupDate: org?.setup_date ?? '',
      years: facts.years,
      registerCapital: Number(org?.register_capital ?? 0),
      score,
      taxPaid: facts.taxPaid,
      taxBand: facts.taxPaid ? taxBand(facts.taxPaid.value) : null,
      inventionPatents: facts.inventionPatents,
      loans: { granted: loans.granted, grantedAmount: loans.grantedAmount, open: loans.openByProduct.size },
    },
    products: list,
  };
}
