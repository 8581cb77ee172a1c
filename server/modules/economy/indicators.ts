import type { Kysely } from 'kysely';
import {
  formulaOf,
  type DeriveMethod,
  type IndicatorInput,
  type IndicatorList,
  type IndicatorRowItem,
  type IndicatorType,
} from '../../../common/economy/indicator-contract.js';
import { quoted } from '../../../common/quoted.js';
import type { DB } from '../../db/schema.js';
import type { ListPage } from '../../kit/list-input.js';
import { BizError, notFound } from '../../lib/errors.js';
import type { EconomyIndicatorsTable } from './catalog-tables.js';

/** 指标定义: the rules of a definition and its list, on the request's tenant-scoped handle. */

type IndicatorRecord = Omit<EconomyIndicatorsTable, 'id' | 'tenant_id'> & { id: number };

const COLUMNS = [
  'id',
  'type',
  'code',
  'name',
  'unit',
  'frequency',
  'kind',
  'method',
  'basis_id',
  'denominator_id',
  'scope',
  'sort',
  'enabled',
  'updated_at',
] as const;

/** Every definition of a type, reported ones first, in their order. */
export const definitionsOf = (db: Kysely<DB>, type: IndicatorType): Promise<IndicatorRecord[]> =>
  db
    .selectFrom('economy_indicators')
    .select([...COLUMNS])
    .where('type', '=', type)
    .orderBy('kind', 'desc')
    .orderBy('sort')
    .orderBy('id')
    .execute();

async function recordCounts(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('economy_org_data')
    .select((eb) => ['indicator_id', eb.fn.countAll<number | string>().as('n')])
    .where('indicator_id', 'in', [...ids])
    .groupBy('indicator_id')
    .execute();
  return new Map(rows.map((r) => [r.indicator_id, Number(r.n)]));
}

/** A definition as the screens show it: the formula spelled out from its method and basis. */
function present(r: IndicatorRecord, names: ReadonlyMap<number, string>, records: number): IndicatorRowItem {
  const named = (id: number | null) => (id === null ? '' : (names.get(id) ?? ''));
  return {
    id: r.id,
    type: r.type,
    code: r.code,
    name: r.name,
    unit: r.unit,
    frequency: r.frequency,
    kind: r.kind,
    method: r.method,
    basisId: r.basis_id,
    denominatorId: r.denominator_id,
    formula: r.kind === 'DERIVED' ? formulaOf(r.method as DeriveMethod, named(r.basis_id), named(r.denominator_id)) : '',
    scope: r.scope,
    sort: r.sort,
    enabled: r.enabled === 1,
    records,
    updatedAt: r.updated_at,
  };
}

export interface IndicatorFilter {
  kind?: string | undefined;
  enabled?: string | undefined;
  search?: string | undefined;
}

/** A page of a type's definitions, filtered (the type is small: filtered in memory, formulas need every name). */
export async function listIndicators(
  db: Kysely<DB>,
  type: IndicatorType,
  filter: IndicatorFilter,
  page: ListPage,
): Promise<IndicatorList> {
  const all = await definitionsOf(db, type);
  const names = new Map(all.map((r) => [r.id, r.name]));
  const search = filter.search?.trim() ?? '';
  const kept = all.filter(
    (r) =>
      (!filter.kind || r.kind === filter.kind) &&
      (!filter.enabled || String(r.enabled) === filter.enabled) &&
      (!search || r.name.includes(search) || r.code.includes(search)),
  );
  const slice = kept.slice(page.offset, page.offset + page.size);
  const counts = await recordCounts(
    db,
    slice.map((r) => r.id),
  );
  return { list: slice.map((r) => present(r, names, counts.get(r.id) ?? 0)), total: kept.length };
}

async function shown(db: Kysely<DB>, id: number): Promise<IndicatorRowItem> {
  const row = await db.selectFrom('economy_indicators').select([...COLUMNS]).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('指标');
  const all = await definitionsOf(db, row.type as IndicatorType);
  const counts = await recordCounts(db, [id]);
  return present(row, new Map(all.map((r) => [r.id, r.name])), counts.get(id) ?? 0);
}

/** What a derived definition is computed from: reported indicators of the same type. */
function checkDerivation(input: IndicatorInput, siblings: readonly IndicatorRecord[]) {
  if (input.kind === 'REPORTED') return { method: '', basis_id: null, denominator_id: null };
  if (!input.method) throw new BizError('派生指标请选择派生方法');
  const reported = (id: number | null | undefined, what: string) => {
    const found = siblings.find((s) => s.id === id);
    if (!found) throw new BizError(`请选择${what}`);
    if (found.kind !== 'REPORTED') throw new BizError(`${what}须为同类的报送指标`);
    return found.id;
  };
  const basis = reported(input.basisId, '计算依据');
  const denominator = input.method === 'RATIO' ? reported(input.denominatorId, '分母指标') : null;
  if (denominator === basis) throw new BizError('分母指标不能与计算依据相同');
  return { method: input.method, basis_id: basis, denominator_id: denominator };
}

export async function saveIndicator(
  db: Kysely<DB>,
  type: IndicatorType,
  input: IndicatorInput,
  now: string,
): Promise<IndicatorRowItem> {
  const siblings = await definitionsOf(db, type);
  const current = input.id === undefined ? undefined : siblings.find((s) => s.id === input.id);
  if (input.id !== undefined && !current) throw notFound('指标');
  const clash = await db
    .selectFrom('economy_indicators')
    .select('id')
    .where('code', '=', input.code)
    .where('id', '!=', input.id ?? 0)
    .executeTakeFirst();
  if (clash) throw new BizError(`指标编码 ${input.code} 已被使用`);
  if (current && current.kind !== input.kind) {
    const used = await usesOf(db, current.id);
    if (used) throw new BizError(`该指标${used}，不能改变指标类别`);
  }
  if (current && current.code !== input.code && (await recordCounts(db, [current.id])).get(current.id))
    throw new BizError('该指标已有企业数据，不能修改编码');
  const derivation = checkDerivation(
    input,
    siblings.filter((s) => s.id !== input.id),
  );
  const values = {
    type,
    code: input.code,
    name: input.name.trim(),
    unit: input.unit.trim(),
    frequency: input.frequency,
    kind: input.kind,
    ...derivation,
    scope: input.scope.trim(),
    sort: input.sort ?? current?.sort ?? siblings.length + 1,
    updated_at: now,
  };
  if (current) {
    await db.updateTable('economy_indicators').set(values).where('id', '=', current.id).execute();
    return shown(db, current.id);
  }
  const { id } = await db
    .insertInto('economy_indicators')
    .values({ ...values, enabled: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return shown(db, id);
}

export async function enableIndicator(db: Kysely<DB>, id: number, enabled: boolean, now: string) {
  const done = await db
    .updateTable('economy_indicators')
    .set({ enabled: enabled ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw notFound('指标');
  return shown(db, id);
}

/** Why a definition must stay: its data, its explanations, a derived one computed from it; '' when nothing holds it. */
async function usesOf(db: Kysely<DB>, id: number): Promise<string> {
  const [data, explains, derived] = await Promise.all([
    db.selectFrom('economy_org_data').select('id').where('indicator_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('economy_explains').select('id').where('indicator_id', '=', id).limit(1).executeTakeFirst(),
    db
      .selectFrom('economy_indicators')
      .select('name')
      .where((eb) => eb.or([eb('basis_id', '=', id), eb('denominator_id', '=', id)]))
      .limit(1)
      .executeTakeFirst(),
  ]);
  if (data) return '已有企业数据';
  if (explains) return '已有数据说明';
  if (derived) return `被派生指标${quoted(derived.name)}引用`;
  return '';
}

export async function removeIndicator(db: Kysely<DB>, id: number): Promise<{ id: number }> {
  const row = await db.selectFrom('economy_indicators').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('指标');
  const used = await usesOf(db, id);
  if (used) throw new BizError(`该指标${used}，不能删除，可停用`);
  await db.deleteFrom('economy_indicators').where('id', '=', id).execute();
  return { id };
}
