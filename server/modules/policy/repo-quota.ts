import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { containsAny } from '../../lib/sql-like.js';
import { rowById } from './row-by-id.js';

/** Queries of quota types, quotas (指标) and their options. */

export async function quotaTypes(db: Kysely<DB>) {
  const [types, counts] = await Promise.all([
    db
      .selectFrom('policy_quota_types')
      .selectAll()
      .orderBy('indexnumber')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('policy_quotas')
      .select(['type_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('type_id')
      .execute(),
  ]);
  const count = new Map(counts.map((c) => [c.type_id, Number(c.n)]));
  return types.map((t) => ({ ...t, quota_count: count.get(t.id) ?? 0 }));
}

export interface QuotaQuery {
  typeId?: number;
  search?: string;
  ids?: readonly number[];
  /** Only enabled quotas of enabled types (the questionnaire, the matching). */
  enabledOnly?: boolean;
  questionsOnly?: boolean;
  limit?: number;
}

/** Quotas with their type's name, ordered by type then indexnumber. */
export async function quotaRows(db: Kysely<DB>, q: QuotaQuery = {}) {
  if (q.ids && q.ids.length === 0) return [];
  let query = db
    .selectFrom('policy_quotas')
    .innerJoin('policy_quota_types', 'policy_quota_types.id', 'policy_quotas.type_id')
    .selectAll('policy_quotas')
    .select([
      'policy_quota_types.name as type_name',
      'policy_quota_types.indexnumber as type_index',
      'policy_quota_types.state as type_state',
    ]);
  if (q.typeId !== undefined) query = query.where('policy_quotas.type_id', '=', q.typeId);
  if (q.ids) query = query.where('policy_quotas.id', 'in', [...q.ids]);
  if (q.enabledOnly)
    query = query
      .where('policy_quotas.state', '=', 'ENABLE')
      .where('policy_quota_types.state', '=', 'ENABLE');
  if (q.questionsOnly) query = query.where('policy_quotas.is_question', '=', 1);
  const search = containsAny(q.search, ['policy_quotas.name', 'policy_quotas.question', 'policy_quota_types.name']);
  if (search) query = query.where(search);
  query = query
    .orderBy('policy_quota_types.indexnumber')
    .orderBy('policy_quota_types.id')
    .orderBy('policy_quotas.indexnumber')
    .orderBy('policy_quotas.id');
  if (q.limit) query = query.limit(q.limit);
  return query.execute();
}
export type QuotaRow = Awaited<ReturnType<typeof quotaRows>>[number];

/** Options of the quotas, grouped by quota, in order. */
export async function optionsOf(db: Kysely<DB>, quotaIds: readonly number[]) {
  const byQuota = new Map<number, { id: number; quota_id: number; label: string; indexnumber: number }[]>();
  if (quotaIds.length === 0) return byQuota;
  const rows = await db
    .selectFrom('policy_quota_options')
    .select(['id', 'quota_id', 'label', 'indexnumber'])
    .where('quota_id', 'in', [...new Set(quotaIds)])
    .orderBy('indexnumber')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byQuota.get(row.quota_id) ?? [];
    list.push(row);
    byQuota.set(row.quota_id, list);
  }
  return byQuota;
}

/** How many condition links use each quota. */
export async function usage(db: Kysely<DB>, quotaIds: readonly number[]) {
  if (quotaIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('policy_condition_quotas')
    .select(['quota_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('quota_id', 'in', [...new Set(quotaIds)])
    .groupBy('quota_id')
    .execute();
  return new Map(rows.map((r) => [r.quota_id, Number(r.n)]));
}

export const typeById = (db: Kysely<DB>, id: number) => rowById(db, 'policy_quota_types', id);

export const quotaById = (db: Kysely<DB>, id: number) => rowById(db, 'policy_quotas', id);

export const optionById = (db: Kysely<DB>, id: number) => rowById(db, 'policy_quota_options', id);

export async function nameTaken(
  db: Kysely<DB>,
  table: 'policy_quota_types' | 'policy_quotas',
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db.selectFrom(table).select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Condition links (of any policy of the park) that compare with the option. */
export async function linksUsingOption(
  db: Kysely<DB>,
  quotaId: number,
  optionId: number,
): Promise<number> {
  const rows = await db
    .selectFrom('policy_condition_quotas')
    .select('option_ids')
    .where('quota_id', '=', quotaId)
    .execute();
  return rows.filter((r) => parseIds(r.option_ids).includes(optionId)).length;
}

export function parseIds(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}
