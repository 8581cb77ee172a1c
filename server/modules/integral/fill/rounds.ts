import { sql, type Kysely, type Selectable } from 'kysely';
import {
  FILL_FIELD_RULES,
  FILL_PHASE,
  FILL_STATES,
  fillPhaseOf,
  type FillPhase,
  type FillState,
} from '../../../../common/integral/fill/rules.js';
import { INTEGRAL_FIELD_KEYS, isIntegralField, type IntegralField } from '../../../../common/integral/model.js';
import { MAX_ID } from '../../../../common/contract/atoms.js';
import type { DB } from '../../../db/schema.js';
import { pageWithTotal } from '../../../kit/paging.js';
import { notFound } from '../../../lib/errors.js';
import { parkToday } from '../../../lib/park-time.js';
import { likeContaining } from '../../../lib/sql-like.js';
import { enterprisesQuery, orgHeading, ORG_HEADING_COLUMNS } from './enterprises.js';
import type { IntegralFillRoundsTable } from './tables.js';

/**
 * Fill rounds (填报批次): reading them — a round's phase and fields, the list with each round's
 * counts per state, the editor's options and detail. Saving, closing and deleting are in
 * round-save.ts, the park's enterprises a round can take in enterprises.ts.
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

function roundsWithAuthor(db: Kysely<DB>) {
  return db
    .selectFrom('integral_fill_rounds')
    .leftJoin('users', 'users.id', 'integral_fill_rounds.author_id')
    .selectAll('integral_fill_rounds')
    .select('users.name as author_name');
}

export async function roundById(db: Kysely<DB>, id: number): Promise<RoundRow | undefined> {
  if (id > MAX_ID) return undefined;
  return roundsWithAuthor(db).where('integral_fill_rounds.id', '=', id).executeTakeFirst();
}

export async function requireRound(db: Kysely<DB>, id: number): Promise<RoundRow> {
  const round = await roundById(db, id);
  if (!round) throw notFound('填报批次');
  return round;
}

/** Each round's organisations per state. */
export async function countsOf(db: Kysely<DB>, roundIds: readonly number[]): Promise<Map<number, Counts>> {
  const result = new Map<number, Counts>(roundIds.map((id) => [id, noCounts()]));
  if (roundIds.length === 0) return result;
  const rows = await db
    .selectFrom('integral_fill_submissions')
    .select(['round_id', 'state', (eb) => eb.fn.countAll<number>().as('n')])
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

export async function listRounds(db: Kysely<DB>, filter: RoundFilter) {
  const today = parkToday();
  let base = db.selectFrom('integral_fill_rounds');
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
    roundsWithAuthor(db).where('integral_fill_rounds.id', 'in', idList).execute(),
    countsOf(db, idList),
  ]);
  const byId = new Map(rounds.map((r) => [r.id, r]));
  const list = idList.flatMap((id) => {
    const round = byId.get(id);
    return round ? [roundItem(round, counts.get(id) ?? noCounts(), today)] : [];
  });
  return { list, total };
}

export async function anySubmitted(db: Kysely<DB>, roundId: number): Promise<boolean> {
  const row = await db
    .selectFrom('integral_fill_submissions')
    .select('id')
    .where('round_id', '=', roundId)
    .where('submitted_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** What the round editor offers: the fields, the enterprises' industries and areas, how many there are. */
export async function fillOptions(db: Kysely<DB>) {
  const base = enterprisesQuery(db);
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

/** The LIST scope's organisations, for the editor. */
export async function listedOrgs(db: Kysely<DB>, round: RoundRow) {
  if (round.scope_mode !== 'LIST') return [];
  const rows = await db
    .selectFrom('integral_fill_submissions')
    .innerJoin('orgs', 'orgs.id', 'integral_fill_submissions.org_id')
    .select([...ORG_HEADING_COLUMNS])
    .where('integral_fill_submissions.round_id', '=', round.id)
    .orderBy('orgs.fullname')
    .execute();
  return rows.map(orgHeading);
}

export async function roundDetail(db: Kysely<DB>, id: number) {
  const round = await requireRound(db, id);
  const [counts, orgs, submitted] = await Promise.all([
    countsOf(db, [id]),
    listedOrgs(db, round),
    anySubmitted(db, id),
  ]);
  return { ...roundItem(round, counts.get(id) ?? noCounts()), orgs, fieldsLocked: submitted };
}

