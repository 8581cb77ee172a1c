import { sql, type Kysely, type Selectable } from 'kysely';
import { MAX_ID } from '../../../../common/contract/atoms.js';
import {
  FILL_FIELD_RULES,
  FILL_PHASE,
  FILL_STATES,
  fillPhaseOf,
  type FillPhase,
  type FillState,
} from '../../../../common/integral/fill/rules.js';
import type { FillRoundSave } from '../../../../common/integral/fill/contract.js';
import { INTEGRAL_FIELD_KEYS, isIntegralField, type IntegralField } from '../../../../common/integral/model.js';
import type { DB } from '../../../db/schema.js';
import type { UserCtx } from '../../../kit/context.js';
import { pageWithTotal } from '../../../kit/paging.js';
import { nowIso } from '../../../lib/clock.js';
import { BizError, notFound } from '../../../lib/errors.js';
import { isCalendarDay, parkToday } from '../../../lib/park-time.js';
import { likeContaining } from '../../../lib/sql-like.js';
import type { FillScopeModeColumn, IntegralFillRoundsTable } from './tables.js';

/**
 * Fill rounds (填报批次): reading, saving, closing and deleting them, and who is in one. The
 * organisations of a round are fixed when it is saved: a submission row (未填报) per organisation.
 */

export type RoundRow = Selectable<IntegralFillRoundsTable> & { author_name: string | null };

const parseList = (text: string): string[] => {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

/** The round's fields in INTEGRAL_FIELDS order. */
export const fieldsOf = (round: Pick<RoundRow, 'fields'>): IntegralField[] =>
  parseList(round.fields).filter(isIntegralField);

export const phaseOf = (round: Pick<RoundRow, 'start_date' | 'end_date' | 'closed_at'>, today = parkToday()): FillPhase =>
  fillPhaseOf(round.start_date, round.end_date, round.closed_at !== null, today);

export const fieldInfo = (field: IntegralField) => ({ field, ...FILL_FIELD_RULES[field] });

export function roundBrief(round: RoundRow, today = parkToday()) {
  const phase = phaseOf(round, today);
  return {
    id: round.id,
    year: round.year,
    name: round.name,
    description: round.description,
    startDate: round.start_date,
    endDate: round.end_date,
    closed: round.closed_at !== null,
    phase,
    phaseLabel: FILL_PHASE[phase],
  };
}

export type Counts = Record<FillState, number>;
const noCounts = (): Counts => Object.fromEntries(FILL_STATES.map((s) => [s, 0])) as Counts;

function roundsWithAuthor(db: Kysely<DB>, tenantId: number) {
  return db
    .selectFrom('integral_fill_rounds')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'integral_fill_rounds.author_id').onRef('users.tenant_id', '=', 'integral_fill_rounds.tenant_id'),
    )
    .selectAll('integral_fill_rounds')
    .select('users.name as author_name')
    .where('integral_fill_rounds.tenant_id', '=', tenantId);
}

export async function roundById(db: Kysely<DB>, tenantId: number, id: number): Promise<RoundRow | undefined> {
  if (id > MAX_ID) return undefined;
  return roundsWithAuthor(db, tenantId).where('integral_fill_rounds.id', '=', id).executeTakeFirst();
}

export async function requireRound(db: Kysely<DB>, tenantId: number, id: number): Promise<RoundRow> {
  const round = await roundById(db, tenantId, id);
  if (!round) throw notFound('填报批次');
  return round;
}

/** Each round's organisations per state. */
export async function countsOf(db: Kysely<DB>, tenantId: number, roundIds: readonly number[]): Promise<Map<number, Counts>> {
  const result = new Map<number, Counts>(roundIds.map((id) => [id, noCounts()]));
  if (roundIds.length === 0) return result;
  const rows = await db
    .selectFrom('integral_fill_submissions')
    .select(['round_id', 'state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('round_id', 'in', [...roundIds])
    .groupBy(['round_id', 'state'])
    .execute();
  for (const row of rows) {
    const counts = result.get(row.round_id);
    if (counts && row.state in counts) counts[row.state] = Number(row.n);
  }
  return result;
}

export function roundItem(round: RoundRow, counts: Counts, today = parkToday()) {
  return {
    ...roundBrief(round, today),
    fields: fieldsOf(round).map(fieldInfo),
    scope: {
      mode: round.scope_mode,
      industries: parseList(round.scope_industries),
      areas: parseList(round.scope_areas),
    },
    orgCount: FILL_STATES.reduce((sum, s) => sum + counts[s], 0),
    counts,
    closedAt: round.closed_at,
    authorName: round.author_name ?? '',
    createdAt: round.created_at,
    updatedAt: round.updated_at,
  };
}

/** The SQL condition of a phase on integral_fill_rounds, for today. */
export function phaseCondition(phase: FillPhase, today: string) {
  if (phase === 'NOTSTARTED') return sql<boolean>`(integral_fill_rounds.closed_at is null and integral_fill_rounds.start_date > ${today})`;
  if (phase === 'OPEN')
    return sql<boolean>`(integral_fill_rounds.closed_at is null and integral_fill_rounds.start_date <= ${today} and integral_fill_rounds.end_date >= ${today})`;
  return sql<boolean>`(integral_fill_rounds.closed_at is not null or integral_fill_rounds.end_date < ${today})`;
}

export interface RoundFilter {
  year?: number | undefined;
  phase?: FillPhase | '' | undefined;
  search?: string | undefined;
  pagenum: number;
  size: number;
}

export async function listRounds(db: Kysely<DB>, tenantId: number, filter: RoundFilter) {
  const today = parkToday();
  let base = db.selectFrom('integral_fill_rounds').where('integral_fill_rounds.tenant_id', '=', tenantId);
  if (filter.year !== undefined) base = base.where('integral_fill_rounds.year', '=', filter.year);
  if (filter.phase) base = base.where(phaseCondition(filter.phase, today));
  const term = filter.search?.trim();
  if (term) base = base.where(sql<boolean>`integral_fill_rounds.name like ${likeContaining(term)} escape '\\'`);
  const ids = base
    .select('integral_fill_rounds.id')
    .orderBy('integral_fill_rounds.year', 'desc')
    .orderBy('integral_fill_rounds.id', 'desc');
  const { rows, total } = await pageWithTotal(ids, base, filter);
  const idList = rows.map((r) => r.id);
  if (idList.length === 0) return { list: [], total };
  const [rounds, counts] = await Promise.all([
    roundsWithAuthor(db, tenantId).where('integral_fill_rounds.id', 'in', idList).execute(),
    countsOf(db, tenantId, idList),
  ]);
  const byId = new Map(rounds.map((r) => [r.id, r]));
  const list = idList.flatMap((id) => {
    const round = byId.get(id);
    return round ? [roundItem(round, counts.get(id) ?? noCounts(), today)] : [];
  });
  return { list, total };
}

// ---- Who is in a round ----

/** The park's enterprises (ORG), as the round editor lists them. */
export function enterprisesQuery(db: Kysely<DB>, tenantId: number) {
  return db.selectFrom('orgs').where('orgs.tenant_id', '=', tenantId).where('orgs.orgtype', '=', 'ORG');
}

export const orgHeading = (org: { id: number; fullname: string; credit_code: string; industry_name: string; sub_park: string }) => ({
  id: org.id,
  fullname: org.fullname,
  creditCode: org.credit_code,
  industryName: org.industry_name,
  area: org.sub_park,
});

export const ORG_HEADING_COLUMNS = ['orgs.id', 'orgs.fullname', 'orgs.credit_code', 'orgs.industry_name', 'orgs.sub_park'] as const;

export interface EnterpriseFilter {
  search?: string | undefined;
  industry?: string | undefined;
  area?: string | undefined;
  pagenum: number;
  size: number;
}

export async function listEnterprises(db: Kysely<DB>, tenantId: number, filter: EnterpriseFilter) {
  let base = enterprisesQuery(db, tenantId);
  if (filter.industry) base = base.where('orgs.industry_name', '=', filter.industry);
  if (filter.area) base = base.where('orgs.sub_park', '=', filter.area);
  const term = filter.search?.trim();
  if (term) {
    const pattern = likeContaining(term);
    base = base.where(sql<boolean>`(orgs.fullname like ${pattern} escape '\\' or orgs.credit_code like ${pattern} escape '\\')`);
  }
  const rows = base.select([...ORG_HEADING_COLUMNS]).orderBy('orgs.fullname').orderBy('orgs.id');
  const page = await pageWithTotal(rows, base, filter);
  return { list: page.rows.map(orgHeading), total: page.total };
}

export async function fillOptions(db: Kysely<DB>, tenantId: number) {
  const base = enterprisesQuery(db, tenantId);
  const [industries, areas, count] = await Promise.all([
    base.select('orgs.industry_name as name').distinct().orderBy('orgs.industry_name').execute(),
    base.select('orgs.sub_park as name').distinct().orderBy('orgs.sub_park').execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    fields: INTEGRAL_FIELD_KEYS.map(fieldInfo),
    industries: industries.map((r) => r.name).filter(Boolean),
    areas: areas.map((r) => r.name).filter(Boolean),
    enterpriseCount: Number(count.n),
  };
}

/** The enterprises a scope names, by id. */
async function scopeOrgIds(
  db: Kysely<DB>,
  tenantId: number,
  mode: FillScopeModeColumn,
  industries: readonly string[],
  areas: readonly string[],
  orgIds: readonly number[],
): Promise<number[]> {
  let query = enterprisesQuery(db, tenantId).select('orgs.id');
  if (mode === 'FILTER') {
    if (industries.length > 0) query = query.where('orgs.industry_name', 'in', [...industries]);
    if (areas.length > 0) query = query.where('orgs.sub_park', 'in', [...areas]);
  }
  if (mode === 'LIST') {
    const wanted = [...new Set(orgIds.filter((id) => id <= MAX_ID))];
    if (wanted.length === 0) return [];
    const found: number[] = [];
    // In chunks: a list may name thousands of organisations.
    for (let i = 0; i < wanted.length; i += 500) {
      const rows = await query.where('orgs.id', 'in', wanted.slice(i, i + 500)).execute();
      found.push(...rows.map((r) => r.id));
    }
    if (found.length !== new Set(orgIds).size) throw new BizError('所选企业中有的不存在或不是本园区的认证企业');
    return found;
  }
  return (await query.execute()).map((r) => r.id);
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/** Checks and stores a round (new without `id`), and sets its organisations. */
export async function saveRound(ctx: UserCtx, body: FillRoundSave): Promise<{ id: number; orgCount: number }> {
  const name = body.name.trim();
  if (name.length < 2) throw new BizError('请填写批次名称（至少2个字）');
  for (const [value, title] of [
    [body.startDate, '开始日期'],
    [body.endDate, '截止日期'],
  ] as const) {
    if (!isCalendarDay(value)) throw new BizError(`${title}不是有效的日期`);
    if (value < '2000-01-01' || value > '2099-12-31') throw new BizError(`${title}超出可选范围`);
  }
  if (body.endDate < body.startDate) throw new BizError('截止日期不能早于开始日期');
  const fields = INTEGRAL_FIELD_KEYS.filter((f) => body.fields.includes(f));
  if (fields.length === 0) throw new BizError('请至少选择一个填报项');
  const mode = body.scope.mode;
  const industries = mode === 'FILTER' ? unique(body.scope.industries.map((s) => s.trim()).filter(Boolean)) : [];
  const areas = mode === 'FILTER' ? unique(body.scope.areas.map((s) => s.trim()).filter(Boolean)) : [];
  if (mode === 'FILTER' && industries.length === 0 && areas.length === 0)
    throw new BizError('按行业、园区（片区）选择企业时，请至少选择一个行业或园区');
  if (mode === 'LIST' && (body.orgIds ?? []).length === 0) throw new BizError('请选择参与填报的企业');

  return ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const values = {
      year: body.year,
      name,
      description: (body.description ?? '').trim(),
      start_date: body.startDate,
      end_date: body.endDate,
      fields: JSON.stringify(fields),
      scope_mode: mode,
      scope_industries: JSON.stringify(industries),
      scope_areas: JSON.stringify(areas),
      updated_at: now,
    };
    let id: number;
    if (body.id === undefined) {
      ({ id } = await trx
        .insertInto('integral_fill_rounds')
        .values({ ...values, tenant_id: ctx.tenantId, closed_at: null, author_id: ctx.user.id, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow());
    } else {
      const round = await requireRound(trx, ctx.tenantId, body.id);
      if (round.closed_at !== null) throw new BizError('已结束的填报批次不能修改');
      const changed = round.year !== body.year || round.fields !== values.fields;
      if (changed && (await anySubmitted(trx, ctx.tenantId, round.id)))
        throw new BizError('已有企业提交，不能再修改年度和填报项');
      id = round.id;
      await trx.updateTable('integral_fill_rounds').set(values).where('id', '=', id).where('tenant_id', '=', ctx.tenantId).execute();
    }
    const target = await scopeOrgIds(trx, ctx.tenantId, mode, industries, areas, body.orgIds ?? []);
    if (target.length === 0) throw new BizError('所选范围内没有认证企业');
    const orgCount = await setOrganisations(trx, ctx.tenantId, id, target, now);
    return { id, orgCount };
  });
}

async function anySubmitted(db: Kysely<DB>, tenantId: number, roundId: number): Promise<boolean> {
  const row = await db
    .selectFrom('integral_fill_submissions')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('round_id', '=', roundId)
    .where('submitted_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Makes the round's organisations those of `target`: new ones start 未填报; one that left the
 * scope is removed if it saved nothing yet, kept otherwise (its data is not thrown away). The
 * number of organisations in the round after.
 */
export async function setOrganisations(
  trx: Kysely<DB>,
  tenantId: number,
  roundId: number,
  target: readonly number[],
  now: string,
): Promise<number> {
  const current = await trx
    .selectFrom('integral_fill_submissions')
    .select(['org_id', 'state'])
    .where('tenant_id', '=', tenantId)
    .where('round_id', '=', roundId)
    .execute();
  const wanted = new Set(target);
  const have = new Set(current.map((r) => r.org_id));
  const removable = current.filter((r) => !wanted.has(r.org_id) && r.state === 'UNFILLED').map((r) => r.org_id);
  for (let i = 0; i < removable.length; i += 500)
    await trx
      .deleteFrom('integral_fill_submissions')
      .where('tenant_id', '=', tenantId)
      .where('round_id', '=', roundId)
      .where('org_id', 'in', removable.slice(i, i + 500))
      .execute();
  const added = target.filter((orgId) => !have.has(orgId));
  const rows = added.map((orgId) => ({
    tenant_id: tenantId,
    round_id: roundId,
    org_id: orgId,
    state: 'UNFILLED' as const,
    filled_by: null,
    filled_by_operator: 0,
    submitted_at: null,
    audited_at: null,
    approved_at: null,
    updated_at: null,
    created_at: now,
  }));
  // 11 columns × 1,000 rows stays under both dialects' parameter limits.
  for (let i = 0; i < rows.length; i += 1000)
    await trx.insertInto('integral_fill_submissions').values(rows.slice(i, i + 1000)).execute();
  return current.length - removable.length + added.length;
}

/** The LIST scope's organisations, for the editor. */
export async function listedOrgs(db: Kysely<DB>, tenantId: number, round: RoundRow) {
  if (round.scope_mode !== 'LIST') return [];
  const rows = await db
    .selectFrom('integral_fill_submissions')
    .innerJoin('orgs', (join) =>
      join.onRef('orgs.id', '=', 'integral_fill_submissions.org_id').onRef('orgs.tenant_id', '=', 'integral_fill_submissions.tenant_id'),
    )
    .select([...ORG_HEADING_COLUMNS])
    .where('integral_fill_submissions.tenant_id', '=', tenantId)
    .where('integral_fill_submissions.round_id', '=', round.id)
    .orderBy('orgs.fullname')
    .execute();
  return rows.map(orgHeading);
}

export async function roundDetail(db: Kysely<DB>, tenantId: number, id: number) {
  const round = await requireRound(db, tenantId, id);
  const [counts, orgs, submitted] = await Promise.all([
    countsOf(db, tenantId, [id]),
    listedOrgs(db, tenantId, round),
    anySubmitted(db, tenantId, id),
  ]);
  return { ...roundItem(round, counts.get(id) ?? noCounts()), orgs, fieldsLocked: submitted };
}

export async function closeRound(ctx: UserCtx, id: number): Promise<null> {
  const round = await requireRound(ctx.db, ctx.tenantId, id);
  if (round.closed_at !== null) throw new BizError('该填报批次已经结束');
  const now = nowIso();
  await ctx.db
    .updateTable('integral_fill_rounds')
    .set({ closed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('tenant_id', '=', ctx.tenantId)
    .execute();
  return null;
}

export async function removeRound(ctx: UserCtx, id: number): Promise<null> {
  await requireRound(ctx.db, ctx.tenantId, id);
  await ctx.db.transaction().execute(async (trx) => {
    const filled = await trx
      .selectFrom('integral_fill_submissions')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('round_id', '=', id)
      .where('state', '!=', 'UNFILLED')
      .limit(1)
      .executeTakeFirst();
    if (filled) throw new BizError('已有企业填报的批次不能删除，可以结束填报');
    await trx.deleteFrom('integral_fill_rounds').where('id', '=', id).where('tenant_id', '=', ctx.tenantId).execute();
  });
  return null;
}
