import type { Kysely, Selectable } from 'kysely';
import type { RoundInput } from '../../../../common/finance/assess/contract.js';
import { ASSESS_CRITERIA, criteriaError, ROUND_STATUS, scoreBanks, type AssessCriterion, type WeightedCriterion } from '../../../../common/finance/assess/rules.js';
import { BIZ } from '../../../../common/envelope.js';
import type { DB } from '../../../db/schema.js';
import type { UserCtx } from '../../../kit/context.js';
import type { ListPage } from '../../../kit/list-input.js';
import { pageWithTotal } from '../../../kit/paging.js';
import { nowIso } from '../../../lib/clock.js';
import { BizError, notFound } from '../../../lib/errors.js';
import { ledgerFigures } from './compute.js';
import type { FinanceAssessRoundsTable } from './tables.js';

/** 银行考核: rounds, their computation from the ledger, the ranking (common/finance/assess/rules.ts). */

type RoundRow = Selectable<FinanceAssessRoundsTable>;
const NOUN = '考核轮次';
const invalid = (message: string) => new BizError(message, BIZ.invalid);

export const criteriaOf = (row: Pick<RoundRow, 'criteria'>) => JSON.parse(row.criteria) as WeightedCriterion[];

/** The park's banks: the institutions a bank assessment ranks (guarantors and lenders of other kinds are not assessed). */
export const banksOf = (db: Kysely<DB>) => db.selectFrom('finance_institutions').select(['id', 'name']).where('kind', '=', '银行').orderBy('id').execute();

export async function roundRow(db: Kysely<DB>, id: number): Promise<RoundRow> {
  const row = await db.selectFrom('finance_assess_rounds').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOUN);
  return row;
}

async function openRound(db: Kysely<DB>, id: number): Promise<RoundRow> {
  const row = await roundRow(db, id);
  if (row.status !== 'OPEN') throw new BizError('该考核已定稿，数据不能再变化', BIZ.conflict);
  return row;
}

export async function roundItem(db: Kysely<DB>, row: RoundRow) {
  const n = await db
    .selectFrom('finance_assess_adjustments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('round_id', '=', row.id)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    name: row.name,
    periodFrom: row.period_from,
    periodTo: row.period_to,
    criteria: criteriaOf(row).map((c) => ({ ...c, label: ASSESS_CRITERIA[c.key].label })),
    status: row.status,
    statusLabel: ROUND_STATUS[row.status],
    computedAt: row.computed_at,
    adjustments: Number(n.n),
    updatedAt: row.updated_at,
  };
}

export async function listRounds(db: Kysely<DB>, page: ListPage) {
  const base = db.selectFrom('finance_assess_rounds');
  const { rows, total } = await pageWithTotal(base.selectAll().orderBy('period_to', 'desc').orderBy('id', 'desc'), base, page);
  return { list: await Promise.all(rows.map((r) => roundItem(db, r))), total };
}

/** Replaces a round's figures by what the ledger says now, on a (tenant-scoped) handle already in a transaction. */
export async function storeFigures(trx: Kysely<DB>, row: Pick<RoundRow, 'id' | 'period_from' | 'period_to'>, at: string): Promise<void> {
  const banks = await banksOf(trx);
  const figures = await ledgerFigures(trx, banks.map((b) => b.id), { from: row.period_from, to: row.period_to });
  await trx.deleteFrom('finance_assess_figures').where('round_id', '=', row.id).execute();
  const values = [...figures].flatMap(([institutionId, f]) =>
    (Object.keys(ASSESS_CRITERIA) as AssessCriterion[]).map((criterion) => ({ round_id: row.id, institution_id: institutionId, criterion, value: f[criterion] ?? null })),
  );
  if (values.length) await trx.insertInto('finance_assess_figures').values(values).execute();
  await trx.updateTable('finance_assess_rounds').set({ computed_at: at }).where('id', '=', row.id).execute();
}

export async function computeRound(db: Kysely<DB>, id: number): Promise<{ id: number }> {
  const row = await openRound(db, id);
  await db.transaction().execute((trx) => storeFigures(trx, row, nowIso()));
  return { id };
}

export async function saveRound(ctx: UserCtx, input: RoundInput): Promise<{ id: number }> {
  const wrong = criteriaError(input.criteria);
  if (wrong) throw invalid(wrong);
  if (input.periodFrom > input.periodTo) throw invalid('考核期起不能晚于考核期止');
  const now = nowIso();
  const values = { name: input.name.trim(), period_from: input.periodFrom, period_to: input.periodTo, criteria: JSON.stringify(input.criteria), updated_at: now };
  let id = input.id;
  if (id !== undefined) {
    await openRound(ctx.db, id);
    await ctx.db.updateTable('finance_assess_rounds').set(values).where('id', '=', id).execute();
  } else {
    const row = await ctx.db
      .insertInto('finance_assess_rounds')
      .values({ ...values, status: 'OPEN', computed_at: null, author_id: ctx.user.id, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  }
  return computeRound(ctx.db, id);
}

export async function closeRound(db: Kysely<DB>, id: number) {
  await computeRound(db, id);
  await db.updateTable('finance_assess_rounds').set({ status: 'CLOSED', updated_at: nowIso() }).where('id', '=', id).execute();
  return { id };
}

export async function removeRound(db: Kysely<DB>, id: number) {
  await openRound(db, id);
  await db.deleteFrom('finance_assess_rounds').where('id', '=', id).execute();
  return { id };
}

/** A round's ranking: each bank's computed figures plus additions, scored by the round's weights. */
export async function resultOf(db: Kysely<DB>, id: number) {
  const row = await roundRow(db, id);
  const criteria = criteriaOf(row);
  const [banks, figures, added] = await Promise.all([
    banksOf(db),
    db.selectFrom('finance_assess_figures').select(['institution_id', 'criterion', 'value']).where('round_id', '=', id).execute(),
    db
      .selectFrom('finance_assess_adjustments')
      .select((eb) => ['institution_id', 'criterion', eb.fn.sum<number | string>('delta').as('delta')])
      .where('round_id', '=', id)
      .groupBy(['institution_id', 'criterion'])
      .execute(),
  ]);
  const computedOf = (bank: number, key: AssessCriterion) => figures.find((f) => f.institution_id === bank && f.criterion === key)?.value ?? null;
  const addedOf = (bank: number, key: AssessCriterion) => Number(added.find((a) => a.institution_id === bank && a.criterion === key)?.delta ?? 0);
  const valueOf = (bank: number, key: AssessCriterion) => {
    const computed = computedOf(bank, key);
    const plus = addedOf(bank, key);
    return computed === null && plus === 0 ? null : (computed ?? 0) + plus;
  };
  const scored = scoreBanks(
    criteria,
    banks.map((b) => ({ id: b.id, figures: Object.fromEntries(criteria.map((c) => [c.key, valueOf(b.id, c.key)])) })),
  );
  const nameOf = new Map(banks.map((b) => [b.id, b.name]));
  return {
    round: await roundItem(db, row),
    banks: scored.map((s) => ({
      rank: s.rank,
      institutionId: s.id,
      institutionName: nameOf.get(s.id) ?? '',
      total: s.total,
      criteria: criteria.map((c) => ({
        key: c.key,
        label: ASSESS_CRITERIA[c.key].label,
        unit: ASSESS_CRITERIA[c.key].unit,
        weight: c.weight,
        computed: computedOf(s.id, c.key),
        added: addedOf(s.id, c.key),
        value: valueOf(s.id, c.key),
        score: s.scores[c.key] ?? 0,
      })),
    })),
  };
}

export { openRound };
