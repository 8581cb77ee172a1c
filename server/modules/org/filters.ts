import { sql, type Kysely } from 'kysely';
import type { OrgFilters } from '../../../common/org/contract.js';
import type { DB } from '../../db/schema.js';
import type { VersionedMemo } from './memo.js';
import { ORGTYPE_LABELS } from './present.js';

/** The options the search screen offers; the range values are those criteria.ts parses. */
export const SETUP_OPTIONS = [
  { value: '0-1', label: '1年以内' },
  { value: '1-3', label: '1-3年' },
  { value: '3-5', label: '3-5年' },
  { value: '5-10', label: '5-10年' },
  { value: '10-', label: '10年以上' },
];
export const CAPITAL_OPTIONS = [
  { value: '0-100', label: '100万元以下' },
  { value: '100-500', label: '100-500万元' },
  { value: '500-1000', label: '500-1000万元' },
  { value: '1000-5000', label: '1000-5000万元' },
  { value: '5000-', label: '5000万元以上' },
];
export const JOINED_OPTIONS = [
  { value: '0-1', label: '1年以内' },
  { value: '1-2', label: '1-2年' },
  { value: '2-3', label: '2-3年' },
  { value: '3-', label: '3年以上' },
];

interface Facet {
  field_id: number;
  industry_name: string;
  category: string;
  regist_status: string;
  sub_park: string;
  n: number;
}

const sorted = (values: Iterable<string>) =>
  [...new Set(values)].filter((v) => v !== '').sort((a, b) => a.localeCompare(b, 'zh-CN'));

/** What the tenant's organisations hold, in one pass over them (memoised per data version). */
async function facets(db: Kysely<DB>) {
  const columns = ['field_id', 'industry_name', 'category', 'regist_status', 'sub_park'] as const;
  const rows: Facet[] = await db
    .selectFrom('orgs')
    .select((eb) => [...columns, eb.fn.countAll<number>().as('n')])
    .groupBy([...columns])
    .execute();
  const industries = new Map<string, { fieldId: number; name: string; count: number }>();
  for (const row of rows) {
    const key = `${row.field_id}|${row.industry_name}`;
    const industry = industries.get(key) ?? { fieldId: row.field_id, name: row.industry_name, count: 0 };
    industry.count += Number(row.n);
    industries.set(key, industry);
  }
  return {
    industries: [...industries.values()].sort(
      (a, b) => a.fieldId - b.fieldId || a.name.localeCompare(b.name, 'zh-CN'),
    ),
    categories: sorted(rows.map((r) => r.category)),
    registStatuses: sorted(rows.map((r) => r.regist_status)),
    subParks: sorted(rows.map((r) => r.sub_park)),
  };
}

export async function filterOptions(
  db: Kysely<DB>,
  memo: VersionedMemo,
  tenantId: number,
  version: number,
): Promise<OrgFilters> {
  const [facts, parks] = await Promise.all([
    memo.get(`${tenantId}|${version}|facets`, () => facets(db)),
    db
      .selectFrom('parks')
      .select(['id', 'name', 'parent_id'])
      .orderBy(sql`parent_id is not null`)
      .orderBy('id')
      .execute(),
  ]);
  return {
    parks: parks.map((p) => ({ id: p.id, name: p.name, parentId: p.parent_id })),
    ...facts,
    orgtypes: Object.entries(ORGTYPE_LABELS).map(([value, label]) => ({ value, label })),
    setuptims: SETUP_OPTIONS,
    registercapitals: CAPITAL_OPTIONS,
    contimes: JOINED_OPTIONS,
  };
}
