import type { Kysely } from 'kysely';
import { EXPLAIN_LIMITS, type ExplainInput, type ExplainRowItem } from '../../../common/economy/explain-contract.js';
import type { DB } from '../../db/schema.js';
import type { ListPage } from '../../kit/list-input.js';
import { BizError, notFound } from '../../lib/errors.js';
import { parkToday } from '../../lib/park-time.js';

/** 数据说明: explanations of an indicator's month, on the request's tenant-scoped handle. */

export interface ExplainFilter {
  type?: string | undefined;
  indicatorId?: number | undefined;
  year?: number | undefined;
  month?: number | undefined;
  search?: string | undefined;
}

function rows(db: Kysely<DB>, f: ExplainFilter) {
  let q = db
    .selectFrom('economy_explains as e')
    .innerJoin('economy_indicators as i', 'i.id', 'e.indicator_id');
  if (f.type) q = q.where('i.type', '=', f.type);
  if (f.indicatorId) q = q.where('e.indicator_id', '=', f.indicatorId);
  if (f.year) q = q.where('e.year', '=', f.year);
  if (f.month) q = q.where('e.month', '=', f.month);
  const term = f.search?.trim();
  if (term) q = q.where((eb) => eb.or([eb('e.content', 'like', `%${term}%`), eb('i.name', 'like', `%${term}%`)]));
  return q.select([
    'e.id',
    'e.indicator_id',
    'i.name as indicator_name',
    'i.type as indicator_type',
    'e.year',
    'e.month',
    'e.content',
    'e.updated_at',
  ]);
}

type ExplainRecord = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

const present = (r: ExplainRecord): ExplainRowItem => ({
  id: r.id,
  indicatorId: r.indicator_id,
  indicatorName: r.indicator_name,
  indicatorType: r.indicator_type,
  year: r.year,
  month: r.month,
  content: r.content,
  updatedAt: r.updated_at,
});

/** A page of explanations, the newest month first. */
export async function listExplains(db: Kysely<DB>, f: ExplainFilter, page: ListPage) {
  const all = rows(db, f);
  const [list, total] = await Promise.all([
    all.orderBy('e.year', 'desc').orderBy('e.month', 'desc').orderBy('e.id', 'desc').limit(page.size).offset(page.offset).execute(),
    all
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: list.map(present), total: Number(total.n) };
}

/** A month's explanations, in the indicators' order: the brief prints them. */
export async function explainsOfMonth(db: Kysely<DB>, year: number, month: number) {
  const found = await rows(db, { year, month }).orderBy('i.type').orderBy('i.sort').orderBy('e.id').execute();
  return found.map((r) => ({ id: r.id, indicatorName: r.indicator_name, content: r.content }));
}

/** What is wrong with an explanation, or '' (the form says the same). */
export function explainProblem(input: ExplainInput, today: string): string {
  const content = input.content.trim();
  if (content.length < EXPLAIN_LIMITS.contentMin) return `说明至少 ${String(EXPLAIN_LIMITS.contentMin)} 个字`;
  const period = `${String(input.year)}-${String(input.month).padStart(2, '0')}`;
  if (period > today.slice(0, 7)) return '不能为未来的月份写说明';
  return '';
}

export async function saveExplain(
  db: Kysely<DB>,
  input: ExplainInput,
  userId: number,
  now: string,
): Promise<ExplainRowItem> {
  const problem = explainProblem(input, parkToday());
  if (problem) throw new BizError(problem);
  const indicator = await db
    .selectFrom('economy_indicators')
    .select('id')
    .where('id', '=', input.indicatorId)
    .executeTakeFirst();
  if (!indicator) throw notFound('指标');
  const clash = await db
    .selectFrom('economy_explains')
    .select('id')
    .where('indicator_id', '=', input.indicatorId)
    .where('year', '=', input.year)
    .where('month', '=', input.month)
    .where('id', '!=', input.id ?? 0)
    .executeTakeFirst();
  if (clash) throw new BizError('该指标该月已有说明，请修改原说明');
  const values = {
    indicator_id: input.indicatorId,
    year: input.year,
    month: input.month,
    content: input.content.trim(),
    updated_at: now,
  };
  let id = input.id;
  if (id !== undefined) {
    const done = await db.updateTable('economy_explains').set(values).where('id', '=', id).executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw notFound('数据说明');
  } else {
    ({ id } = await db
      .insertInto('economy_explains')
      .values({ ...values, created_by: userId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow());
  }
  const saved = await rows(db, {}).where('e.id', '=', id).executeTakeFirstOrThrow();
  return present(saved);
}

export async function removeExplain(db: Kysely<DB>, id: number): Promise<{ id: number }> {
  const done = await db.deleteFrom('economy_explains').where('id', '=', id).executeTakeFirst();
  if (Number(done.numDeletedRows) === 0) throw notFound('数据说明');
  return { id };
}
