import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { INDICATOR_TYPE_LABELS, type IndicatorType } from '../../../common/economy/catalog.js';
import type { OrgDataList, OrgDataRowItem, OrgDataSummary } from '../../../common/economy/data-contract.js';
import type { DB } from '../../db/schema.js';
import type { ListPage } from '../../kit/list-input.js';
import { datedXlsxName, everyPage, sendSheet, type SheetColumns } from '../../kit/sheet.js';
import { parkTime } from '../../lib/park-time.js';
import { growthOf } from './derive.js';
import { definitionsOf } from './indicators.js';

/** 企业报送数据: a month of a type's reporters, who has not reported, the export. */

export interface OrgDataFilter {
  year: number;
  month: number;
  state?: '' | 'REPORTED' | 'MISSING' | undefined;
  search?: string | undefined;
}

/** The enabled reported indicators of a type, in their order: the template's and the list's columns. */
export async function reportedOf(db: Kysely<DB>, type: IndicatorType) {
  return (await definitionsOf(db, type)).filter((d) => d.kind === 'REPORTED' && d.enabled === 1);
}

/** The reporters of a type with the filters, as an ordered query (orgs is the core's table of enterprises). */
function reportersQuery(db: Kysely<DB>, type: IndicatorType, ids: readonly number[], f: OrgDataFilter) {
  let q = db
    .selectFrom('economy_reporters')
    .innerJoin('orgs', 'orgs.id', 'economy_reporters.org_id')
    .where('economy_reporters.type', '=', type);
  const search = f.search?.trim();
  if (search) q = q.where('orgs.fullname', 'like', `%${search}%`);
  if (f.state) {
    const state = f.state;
    q = q.where((eb) => {
      const reported = eb
        .selectFrom('economy_org_data')
        .select('economy_org_data.id')
        .whereRef('economy_org_data.org_id', '=', 'economy_reporters.org_id')
        .where('economy_org_data.year', '=', f.year)
        .where('economy_org_data.month', '=', f.month)
        .where('economy_org_data.indicator_id', 'in', ids.length ? [...ids] : [0]);
      return state === 'REPORTED' ? eb.exists(reported) : eb.not(eb.exists(reported));
    });
  }
  return q;
}

async function valuesOf(db: Kysely<DB>, orgIds: readonly number[], ids: readonly number[], year: number, month: number) {
  if (orgIds.length === 0 || ids.length === 0) return [];
  return db
    .selectFrom('economy_org_data')
    .select(['org_id', 'indicator_id', 'year', 'value', 'updated_at'])
    .where('org_id', 'in', [...orgIds])
    .where('indicator_id', 'in', [...ids])
    .where('year', 'in', [year, year - 1])
    .where('month', '=', month)
    .execute();
}

export async function orgDataPage(
  db: Kysely<DB>,
  type: IndicatorType,
  f: OrgDataFilter,
  page: Pick<ListPage, 'offset' | 'size'>,
): Promise<OrgDataList> {
  const defs = await reportedOf(db, type);
  const ids = defs.map((d) => d.id);
  const base = reportersQuery(db, type, ids, f);
  const [orgs, count] = await Promise.all([
    base
      .select(['orgs.id', 'orgs.fullname', 'orgs.credit_code'])
      .orderBy('orgs.fullname')
      .orderBy('orgs.id')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const rows = await valuesOf(
    db,
    orgs.map((o) => o.id),
    ids,
    f.year,
    f.month,
  );
  const list = orgs.map((o): OrgDataRowItem => {
    const mine = rows.filter((r) => r.org_id === o.id);
    const at = (id: number, year: number) => mine.find((r) => r.indicator_id === id && r.year === year);
    const values: Record<string, number | null> = {};
    const growth: Record<string, number | null> = {};
    for (const d of defs) {
      values[d.code] = at(d.id, f.year)?.value ?? null;
      growth[d.code] = growthOf(values[d.code] ?? null, at(d.id, f.year - 1)?.value ?? null);
    }
    const now = mine.filter((r) => r.year === f.year).map((r) => r.updated_at);
    return {
      orgId: o.id,
      fullname: o.fullname,
      creditCode: o.credit_code,
      reported: now.length > 0,
      values,
      growth,
      updatedAt: now.length ? now.sort().at(-1)! : null,
    };
  });
  return { list, total: Number(count.n) };
}

export async function orgDataSummary(db: Kysely<DB>, type: IndicatorType, year: number, month: number): Promise<OrgDataSummary> {
  const ids = (await reportedOf(db, type)).map((d) => d.id);
  const count = async (state: OrgDataFilter['state']) =>
    Number(
      (
        await reportersQuery(db, type, ids, { year, month, state })
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [reporters, reported] = await Promise.all([count(''), count('REPORTED')]);
  return { reporters, reported, missing: reporters - reported };
}

export async function exportOrgData(db: Kysely<DB>, type: IndicatorType, f: OrgDataFilter, reply: FastifyReply) {
  const defs = await reportedOf(db, type);
  const columns: SheetColumns<OrgDataRowItem> = [
    { header: '统一社会信用代码', width: 22, cell: (r) => r.creditCode },
    { header: '企业名称', width: 34, cell: (r) => r.fullname },
    { header: '报送情况', width: 10, cell: (r) => (r.reported ? '已报送' : '未报送') },
    ...defs.flatMap((d) => [
      { header: `${d.name}（${d.unit}）`, width: 16, cell: (r: OrgDataRowItem) => r.values[d.code] ?? null },
      { header: `${d.name}同比（%）`, width: 14, cell: (r: OrgDataRowItem) => r.growth[d.code] ?? null },
    ]),
    { header: '更新时间', width: 18, cell: (r) => (r.updatedAt ? parkTime(r.updatedAt) : '') },
  ];
  const name = `企业报送数据-${INDICATOR_TYPE_LABELS[type]}-${String(f.year)}年${String(f.month)}月`;
  return sendSheet(reply, {
    name: '企业报送数据',
    filename: datedXlsxName(name),
    columns,
    rows: everyPage(async (pagenum, size) => (await orgDataPage(db, type, f, { offset: (pagenum - 1) * size, size })).list, 500),
  });
}
