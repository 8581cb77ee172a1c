import type { Kysely } from 'kysely';
import type { WeightedCriterion } from '../../../../common/finance/assess/rules.js';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { scopedTo } from '../../../kit/tenant-scope.js';
import { storeFigures } from '../assess/rounds.js';

/**
 * The demo's bank assessments of a park: the last two full quarters, closed, and the year so far,
 * open; each computed from the park's seeded ledger, with an addition or two recorded by staff.
 */

const WEIGHTS: WeightedCriterion[] = [
  { key: 'LOANS', weight: 25 },
  { key: 'AMOUNT', weight: 35 },
  { key: 'FIRST', weight: 20 },
  { key: 'RESPONSE', weight: 10 },
  { key: 'PASS_RATE', weight: 10 },
];
const QUARTER = ['一', '二', '三', '四'];
const ADDITIONS = [
  { criterion: 'LOANS', delta: 2, reason: '线下放款补录：银行报送的两笔园区企业经营贷未经平台申请' },
  { criterion: 'AMOUNT', delta: 600, reason: '线下放款补录：银行报送两笔合计 600 万元，已核对借款合同' },
] as const;

/** The quarter `back` quarters before the one of `day` (YYYY-MM-DD): its name and bounds. */
function quarterBefore(day: string, back: number) {
  const index = Number(day.slice(0, 4)) * 4 + Math.floor((Number(day.slice(5, 7)) - 1) / 3) - back;
  const year = Math.floor(index / 4);
  const q = index % 4;
  const from = `${String(year)}-${String(q * 3 + 1).padStart(2, '0')}-01`;
  const end = new Date(Date.UTC(year, q * 3 + 3, 0)).toISOString().slice(0, 10);
  return { name: `${String(year)} 年第${QUARTER[q]!}季度银行服务考核`, from, to: end };
}

export async function seedAssessments(db: Kysely<DB>, tenantId: number, today: SeedDay, operator: { id: number; name: string } | undefined) {
  const scoped = scopedTo(db, tenantId);
  const day = today.at(0).slice(0, 10);
  const periods = [
    { ...quarterBefore(day, 2), status: 'CLOSED' as const },
    { ...quarterBefore(day, 1), status: 'CLOSED' as const },
    { name: `${day.slice(0, 4)} 年度银行服务考核（进行中）`, from: `${day.slice(0, 4)}-01-01`, to: `${day.slice(0, 4)}-12-31`, status: 'OPEN' as const },
  ];
  const banks = await scoped.selectFrom('finance_institutions').select('id').where('kind', '=', '银行').orderBy('id').execute();
  for (const [i, p] of periods.entries()) {
    const at = today.at(-60 + i * 25, 10 * 3600);
    const round = await scoped
      .insertInto('finance_assess_rounds')
      .values({ name: p.name, period_from: p.from, period_to: p.to, criteria: JSON.stringify(WEIGHTS), status: 'OPEN', computed_at: null, author_id: operator?.id ?? null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bank = banks[i % Math.max(1, banks.length)];
    if (bank && i < ADDITIONS.length) {
      const add = ADDITIONS[i]!;
      await scoped
        .insertInto('finance_assess_adjustments')
        .values({ round_id: round.id, institution_id: bank.id, criterion: add.criterion, delta: add.delta, reason: add.reason, actor_id: operator?.id ?? null, actor_name: operator?.name ?? '园区金融服务专员', at })
        .execute();
    }
    await storeFigures(scoped, { id: round.id, period_from: p.from, period_to: p.to }, at);
    if (p.status === 'CLOSED') await scoped.updateTable('finance_assess_rounds').set({ status: 'CLOSED' }).where('id', '=', round.id).execute();
  }
}
