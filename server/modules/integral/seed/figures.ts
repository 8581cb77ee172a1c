import type { Kysely } from 'kysely';
import type { IntegralField, IntegralValues } from '../../../../common/integral/model.js';
import { ageAt, round2 } from '../../../../common/integral/scoring.js';
import type { DB } from '../../../db/schema.js';
import { Random, seedFrom } from '../../../db/seed/random.js';

/**
 * Plausible figures of a demo enterprise for consecutive years, from what the directory knows of
 * it (category, age, registered capital) and a latent innovation strength of its own. Seeded by
 * its credit code, so the same enterprise gets the same figures on every run.
 */

export interface DemoOrgFacts {
  credit_code: string;
  category: string;
  setup_date: string;
  register_capital: number;
}

/** A park's enterprises (not service organisations) with the facts their figures are drawn from, by id. */
export const demoEnterprises = (db: Kysely<DB>, tenantId: number) =>
  db
    .selectFrom('orgs')
    .select(['id', 'credit_code', 'category', 'setup_date', 'register_capital'])
    .where('tenant_id', '=', tenantId)
    .where('orgtype', '=', 'ORG')
    .orderBy('id')
    .execute();

/** How innovative each directory category tends to be (0–1). */
const CATEGORY_STRENGTH: Readonly<Record<string, number>> = {
  专精特新企业: 0.62,
  高新技术企业: 0.56,
  科技型中小企业: 0.45,
  规上企业: 0.32,
  一般企业: 0.18,
};

/** Fields an enterprise sometimes leaves blank (or an auditor sent back and it never refilled). */
const OFTEN_BLANK: readonly IntegralField[] = [
  'techContract',
  'mastersDoctors',
  'highTechRevenue',
  'revenuePrev',
  'graduates',
  'standards',
];

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
const money = (value: number) => round2(Math.max(value, 0));

/**
 * The figures of `years` (ascending). Revenue grows year on year, so one year's 上年营业收入 is the
 * year before's 营业收入; stocks (patents, staff) grow a little each year.
 */
export function demoFigures(org: DemoOrgFacts, years: readonly number[]): Map<number, IntegralValues> {
  const rng = new Random(seedFrom('integral-figures', org.credit_code));
  const strength = clamp((CATEGORY_STRENGTH[org.category] ?? 0.3) + rng.between(-0.2, 0.3), 0.02, 1);
  const lastYear = years[years.length - 1] ?? 2000;
  const age = ageAt(org.setup_date, lastYear) ?? 5;
  // Revenue of the last year (万元): from capital and age, spread log-normally.
  const scale = Math.exp(rng.between(-1.2, 1.4));
  let revenue = clamp(Number(org.register_capital) * scale * (0.4 + Math.min(age, 20) / 6), 30, 400_000);
  const young = age < 5;
  const margin = rng.between(-0.06, 0.16);
  const taxRate = rng.between(0.02, 0.07);
  const rdRate = strength * rng.between(0.02, 0.13) + 0.003;
  const perHead = rng.between(55, 160);
  const rdShare = clamp(strength * rng.between(0.15, 0.55) + 0.02, 0.01, 0.8);
  const talentShare = clamp(strength * rng.between(0.05, 0.4), 0, 0.7);
  const highTechShare =
    org.category === '高新技术企业' ? rng.between(0.6, 0.95) : clamp(strength * rng.between(0, 0.9), 0, 0.95);
  let patents = Math.floor(Math.pow(strength, 1.5) * rng.between(0, 22) * (1 + Math.min(age, 10) / 10));
  const standards = rng.chance(strength * 0.45) ? rng.int(1, 4) : 0;
  const platforms = rng.chance(strength * 0.35) ? rng.int(1, 3) : 0;
  const awards = rng.chance(strength * 0.22) ? rng.int(1, 2) : 0;
  const blanks = rng.chance(0.12) ? rng.sample(OFTEN_BLANK, rng.int(1, 2)) : [];

  // Backwards from the last year: each earlier year's revenue is this one's divided by its growth.
  const growths = years.map(() => (young ? rng.between(0.05, 0.7) : rng.between(-0.18, 0.35)));
  const revenues: number[] = [];
  for (let i = years.length - 1; i >= 0; i--) {
    revenues[i] = revenue;
    revenue = revenue / (1 + growths[i]!);
  }
  const figures = new Map<number, IntegralValues>();
  years.forEach((year, i) => {
    const income = revenues[i]!;
    const staff = Math.max(5, Math.round(income / perHead));
    const values: IntegralValues = {
      revenue: money(income),
      revenuePrev: money(income / (1 + growths[i]!)),
      rdExpense: money(income * rdRate * rng.between(0.85, 1.15)),
      netProfit: round2(income * (margin + rng.between(-0.03, 0.03))),
      taxPaid: money(income * taxRate),
      highTechRevenue: money(income * highTechShare),
      equityFinancing: rng.chance(young ? 0.35 : 0.12) ? Math.round(rng.between(200, 8000)) : 0,
      techContract: rng.chance(strength) ? money(rng.between(10, 1500) * strength) : 0,
      staff,
      rdStaff: Math.max(1, Math.round(staff * rdShare)),
      mastersDoctors: Math.round(staff * talentShare),
      inventionPatents: patents,
      highValuePatents: Math.floor(patents * rng.between(0.1, 0.5)),
      newIp: Math.floor(rng.between(0, 12) * strength),
      standards,
      platforms,
      awards,
      graduates: Math.round(staff * rng.between(0, 0.08)),
    };
    for (const field of blanks) delete values[field];
    figures.set(year, values);
    patents += Math.floor(rng.between(0, 4) * strength);
  });
  return figures;
}
