import type { Insertable, Kysely } from 'kysely';
import { ASSESS_CRITERION_KEYS } from '../../common/finance/assess/rules.js';
import { LOAN_STATUSES, type LoanStatus } from '../../common/finance/rules.js';
import type { DB } from '../../server/db/schema.js';
import { Random } from '../../server/db/seed/random.js';
import { computeRound } from '../../server/modules/finance/assess/rounds.js';
import { loanCounts, loans, orgLoans } from '../../server/modules/finance/repo.js';
import type { FinanceLoansTable } from '../../server/modules/finance/tables.js';
import { DAY, FIRST_PAGE, formatParkReads, inBatches, PARK, parkReads, type ParkReads } from './park-reads.js';

/**
 * The finance area's heavy reads (issue #30), in this process on the benchmark database through
 * the park's tenant-scoped handle, as the routes run them: the loan ledger of one bank (a page and
 * its total, with the status tabs' counts: /op/bankLoanRecord), the ledger by organisation (a
 * group-by over every loan: /op/orgLoanRecord), and the recomputation of a year's bank assessment
 * round from the ledger (/op/bankAssesManage 重新计算). The demo seeds a few dozen loans a park, so
 * the park is first given `BENCH_LOANS` applications (marked by their purpose; a reused
 * BENCH_DATA_DIR adds only those it lacks) over three years, in every status, across the park's
 * institutions and its first enterprises. In-process, so no operator session is needed and the
 * HTTP and signing costs (held by the list budgets) stay out of the figures.
 */

export interface FinanceBench extends ParkReads {
  banks: number;
  /** Loans of the bank the ledger line reads (the park's busiest). */
  bankLoans: number;
}

const MARK = '基准测试贷款';
const BORROWERS = 5_000;
const countOf = (row: { n: number | string }) => Number(row.n);

export const FINANCE_LINES = { ledger: 'finance: loans of one bank with status counts', byOrg: 'finance: loans by organisation', assess: 'finance: bank assessment recompute' } as const;

/** Adds `missing` benchmark loans to the park. */
async function seedLoans(db: Kysely<DB>, missing: number, have: number): Promise<void> {
  const products = await db.selectFrom('finance_products').select(['id', 'institution_id', 'name', 'loan_type', 'amount_min', 'amount_max']).where('status', '=', 'JOINT').execute();
  const orgs = await db.selectFrom('orgs').select(['id', 'fullname']).where('orgtype', '=', 'ORG').orderBy('id').limit(BORROWERS).execute();
  if (products.length === 0 || orgs.length === 0) throw new Error('finance bench: the park has no published product or no enterprise to lend to');
  const random = new Random(have + 1);
  const now = Date.now();
  const rows: Array<Insertable<FinanceLoansTable>> = [];
  for (let i = 0; i < missing; i++) {
    const product = products[random.int(0, products.length - 1)]!;
    const org = orgs[random.int(0, orgs.length - 1)]!;
    const created = now - random.int(1, 3 * 365) * DAY - random.int(0, 8 * 3600_000);
    const status: LoanStatus = LOAN_STATUSES[random.chance(0.55) ? 2 : random.int(0, 3)]!;
    const amount = Math.max(product.amount_min, Math.round(random.int(product.amount_min, product.amount_max) / 10) * 10);
    const answered = status === 'TOAUDIT' ? null : new Date(created + random.int(1, 72) * 3600_000).toISOString();
    const grantedOn = status === 'PASS' ? new Date(Math.min(now, created + random.int(7, 30) * DAY)).toISOString().slice(0, 10) : null;
    const at = new Date(created).toISOString();
    rows.push({
      tenant_id: PARK,
      product_id: product.id,
      product_name: product.name,
      loan_type: product.loan_type,
      institution_id: product.institution_id,
      org_id: org.id,
      applicant_id: null,
      org_name: org.fullname,
      contact_name: '财务负责人',
      contact_phone: '13700000000',
      amount,
      term_months: 12,
      purpose: MARK,
      status,
      granted: status === 'PASS' ? amount : null,
      granted_on: grantedOn,
      answered_at: answered,
      created_at: at,
      updated_at: answered ?? at,
    });
  }
  await inBatches(rows, (batch) => db.insertInto('finance_loans').values(batch).execute());
}

/** A round over the last twelve months with every criterion, made once and recomputed by the line. */
async function benchRound(db: Kysely<DB>): Promise<number> {
  const name = '基准测试考核轮次';
  const found = await db.selectFrom('finance_assess_rounds').select('id').where('name', '=', name).executeTakeFirst();
  if (found) return found.id;
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 365 * DAY).toISOString().slice(0, 10);
  const criteria = ASSESS_CRITERION_KEYS.map((key) => ({ key, weight: 20 }));
  const at = new Date().toISOString();
  const row = await db
    .insertInto('finance_assess_rounds')
    .values({ tenant_id: PARK, name, period_from: from, period_to: today, criteria: JSON.stringify(criteria), status: 'OPEN', computed_at: null, author_id: null, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The busiest bank of the park, how many banks have loans, and the benchmark round. */
async function prepare(db: Kysely<DB>) {
  const byBank = await db
    .selectFrom('finance_loans')
    .innerJoin('finance_institutions as i', 'i.id', 'finance_loans.institution_id')
    .select((eb) => ['finance_loans.institution_id', eb.fn.countAll<number | string>().as('n')])
    .where('i.kind', '=', '银行')
    .groupBy('finance_loans.institution_id')
    .orderBy('n', 'desc')
    .execute();
  const bank = byBank[0];
  if (!bank) throw new Error('finance bench: the park has no bank with loans');
  return { bank: bank.institution_id, bankLoans: countOf(bank), banks: byBank.length, roundId: await benchRound(db) };
}

export async function benchFinance(options: { dataDir: string; databaseUrl: string | undefined; loans: number; only: readonly string[] }): Promise<FinanceBench> {
  const count = (db: Kysely<DB>, marked: boolean) => {
    const q = db.selectFrom('finance_loans').select((eb) => eb.fn.countAll<number | string>().as('n'));
    return (marked ? q.where('purpose', '=', MARK) : q).executeTakeFirstOrThrow().then(countOf);
  };
  const { prepared, ...bench } = await parkReads(
    { ...options, target: options.loans },
    {
      count: async (db) => ({ all: await count(db, false), marked: await count(db, true) }),
      seed: seedLoans,
      prepare,
      reads: (db, p) => [
        { name: FINANCE_LINES.ledger, read: () => Promise.all([loans(db, { institutionId: p.bank }, FIRST_PAGE), loanCounts(db, p.bank)]), runs: 50 },
        { name: FINANCE_LINES.byOrg, read: () => orgLoans(db, {}, FIRST_PAGE), runs: 20 },
        { name: FINANCE_LINES.assess, read: () => computeRound(db, p.roundId), runs: 10, warmup: 2 },
      ],
    },
  );
  return { ...bench, banks: prepared.banks, bankLoans: prepared.bankLoans };
}

export function formatFinanceBench(bench: FinanceBench): string[] {
  const [head = '', ...lines] = formatParkReads('finance', bench, 'loans');
  return [`${head}; ${String(bench.banks)} banks, the busiest with ${String(bench.bankLoans)}`, ...lines];
}
