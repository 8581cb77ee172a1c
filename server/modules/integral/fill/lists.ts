import { sql, type Kysely } from 'kysely';
import {
  FILL_STATE,
  SUBMITTED_STATES,
  type FillState,
} from '../../../../common/integral/fill/rules.js';
import type { IntegralField } from '../../../../common/integral/model.js';
import type { DB } from '../../../db/schema.js';
import { pageWithTotal } from '../../../kit/paging.js';
import { containsAny } from '../../../lib/sql-like.js';
import { countsOf, fieldInfo, fieldsOf, requireRound, roundBrief } from './rounds.js';

/** The operators' lists of a round: progress per organisation, and the submitted figures. */

/** Progress order: what needs the operator first. */
const STATE_ORDER = sql<number>`case integral_fill_submissions.state
  when 'TOAUDIT' then 0 when 'BACK' then 1 when 'DRAFT' then 2 when 'UNFILLED' then 3 else 4 end`;

function roundOrgs(db: Kysely<DB>, roundId: number) {
  return db
    .selectFrom('integral_fill_submissions')
    .innerJoin('orgs', 'orgs.id', 'integral_fill_submissions.org_id')
    .where('integral_fill_submissions.round_id', '=', roundId);
}


export interface ListFilter {
  state?: FillState | '' | undefined;
  search?: string | undefined;
}

function filtered(db: Kysely<DB>, roundId: number, filter: ListFilter, defaultStates?: readonly FillState[]) {
  let base = roundOrgs(db, roundId);
  if (filter.state) base = base.where('integral_fill_submissions.state', '=', filter.state);
  else if (defaultStates) base = base.where('integral_fill_submissions.state', 'in', [...defaultStates]);
  const search = containsAny(filter.search, ['orgs.fullname', 'orgs.credit_code']);
  if (search) base = base.where(search);
  return base;
}

const SUBMISSION_COLUMNS = [
  'integral_fill_submissions.id as submission_id',
  'integral_fill_submissions.org_id',
  'integral_fill_submissions.state',
  'integral_fill_submissions.filled_by_operator',
  'integral_fill_submissions.submitted_at',
  'integral_fill_submissions.updated_at',
  'orgs.fullname',
  'orgs.credit_code',
  'orgs.industry_name',
  'orgs.sub_park',
] as const;

/** Items of some submissions, by submission, limited to the round's fields. */
async function itemsBySubmission(db: Kysely<DB>, ids: readonly number[], fields: readonly IntegralField[]) {
  const result = new Map<number, { field: IntegralField; value: number | null; audit: string | null }[]>();
  if (ids.length === 0 || fields.length === 0) return result;
  const rows = await db
    .selectFrom('integral_fill_items')
    .select(['submission_id', 'field', 'value', 'audit'])
    .where('submission_id', 'in', [...ids])
    .where('field', 'in', [...fields])
    .execute();
  for (const row of rows) {
    const list = result.get(row.submission_id) ?? [];
    list.push({ field: row.field, value: row.value === null ? null : Number(row.value), audit: row.audit });
    result.set(row.submission_id, list);
  }
  return result;
}

export async function progressOf(
  db: Kysely<DB>,
  roundId: number,
  filter: ListFilter & { pagenum: number; size: number },
) {
  const round = await requireRound(db, roundId);
  const fields = fieldsOf(round);
  const base = filtered(db, round.id, filter);
  const rows = base
    .leftJoin('users', 'users.id', 'integral_fill_submissions.filled_by')
    .select([...SUBMISSION_COLUMNS, 'users.name as filler_name'])
    .orderBy(STATE_ORDER)
    .orderBy('orgs.fullname')
    .orderBy('orgs.id');
  const [page, counts] = await Promise.all([pageWithTotal(rows, base, filter), countsOf(db, [round.id])]);
  const items = await itemsBySubmission(db, page.rows.map((r) => r.submission_id), fields);
  return {
    round: roundBrief(round),
    counts: counts.get(round.id) ?? { UNFILLED: 0, DRAFT: 0, TOAUDIT: 0, BACK: 0, PASS: 0 },
    list: page.rows.map((row) => {
      const own = items.get(row.submission_id) ?? [];
      const audits = (audit: string) => own.filter((i) => i.audit === audit).length;
      return {
        orgId: row.org_id,
        fullname: row.fullname,
        creditCode: row.credit_code,
        industryName: row.industry_name,
        area: row.sub_park,
        state: row.state,
        stateLabel: FILL_STATE[row.state],
        filledCount: own.filter((i) => i.value !== null).length,
        fieldCount: fields.length,
        pendingCount: audits('TOAUDIT'),
        backCount: audits('BACK'),
        passCount: audits('PASS'),
        filledByName: row.filler_name ?? '',
        filledByOperator: row.filled_by_operator === 1,
        submittedAt: row.submitted_at,
        updatedAt: row.updated_at,
      };
    }),
    total: page.total,
  };
}

export interface DataRow {
  orgId: number;
  fullname: string;
  creditCode: string;
  state: FillState;
  stateLabel: string;
  submittedAt: string | null;
  values: Partial<Record<IntegralField, number | null>>;
}

/** A page of the round's figures; submitted ones (待审核, 申请退回, 审核通过) unless a state is asked for. */
export async function dataPage(
  db: Kysely<DB>,
  roundId: number,
  fields: readonly IntegralField[],
  filter: ListFilter & { pagenum: number; size: number },
): Promise<{ list: DataRow[]; total: number }> {
  const base = filtered(db, roundId, filter, SUBMITTED_STATES);
  const rows = base.select([...SUBMISSION_COLUMNS]).orderBy('orgs.fullname').orderBy('orgs.id');
  const page = await pageWithTotal(rows, base, filter);
  const items = await itemsBySubmission(db, page.rows.map((r) => r.submission_id), fields);
  return {
    list: page.rows.map((row) => {
      const values: Partial<Record<IntegralField, number | null>> = Object.fromEntries(fields.map((f) => [f, null]));
      for (const item of items.get(row.submission_id) ?? []) values[item.field] = item.value;
      return {
        orgId: row.org_id,
        fullname: row.fullname,
        creditCode: row.credit_code,
        state: row.state,
        stateLabel: FILL_STATE[row.state],
        submittedAt: row.submitted_at,
        values,
      };
    }),
    total: page.total,
  };
}

export async function dataOf(
  db: Kysely<DB>,
  roundId: number,
  filter: ListFilter & { pagenum: number; size: number },
) {
  const round = await requireRound(db, roundId);
  const fields = fieldsOf(round);
  const page = await dataPage(db, round.id, fields, filter);
  return { round: roundBrief(round), fields: fields.map(fieldInfo), ...page };
}
