import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { DirectoryInput } from '../../../common/carrier/directory/contract.js';
import { DIRECTORY_KINDS, type DirectoryKind } from '../../../common/carrier/directory/rules.js';
import { MAX_ID } from '../../../common/contract/atoms.js';
import type { DB } from '../../db/schema.js';
import type { RequestCtx } from '../../kit/context.js';
import type { ListPage } from '../../kit/list-input.js';
import { pageWithTotal } from '../../kit/paging.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { containsAny } from '../../lib/sql-like.js';
import { sendXlsx } from '../../lib/xlsx-export.js';
import { columnsOf } from './export.js';
import { listOf } from './present.js';

/** 创新平台 and 投资机构: one directory table, read and written by kind. */

export interface DirectoryFilter {
  type?: string | undefined;
  field?: string | undefined;
  search?: string | undefined;
}

function rowsOf(db: Kysely<DB>, kind: DirectoryKind, f: DirectoryFilter) {
  let q = db
    .selectFrom('carrier_directory')
    .leftJoin('parks', 'parks.id', 'carrier_directory.park_id')
    .where('carrier_directory.kind', '=', kind);
  if (f.type) q = q.where('carrier_directory.type', '=', f.type);
  // The fields are a JSON array of names: a quoted name matches one whole entry.
  if (f.field) q = q.where('carrier_directory.fields', 'like', `%"${f.field}"%`);
  const search = containsAny(f.search, ['carrier_directory.name', 'carrier_directory.host', 'carrier_directory.address']);
  if (search) q = q.where(search);
  return q;
}

const selected = (db: Kysely<DB>, kind: DirectoryKind, f: DirectoryFilter) =>
  rowsOf(db, kind, f).selectAll('carrier_directory').select('parks.name as park_name');
type Row = Awaited<ReturnType<ReturnType<typeof selected>['executeTakeFirstOrThrow']>>;

const item = (r: Row) => ({
  id: Number(r.id),
  name: r.name,
  type: r.type,
  level: r.level,
  host: r.host,
  fields: listOf(r.fields),
  stages: listOf(r.stages),
  fundSize: r.fund_size === null ? null : Number(r.fund_size),
  parkName: r.park_name ?? '',
  address: r.address,
  lng: Number(r.lng),
  lat: Number(r.lat),
});
const detail = (r: Row) => ({ ...item(r), parkId: r.park_id, intro: r.intro, cases: r.cases, contact: r.contact, phone: r.phone, updatedAt: r.updated_at });

export async function listDirectory(db: Kysely<DB>, kind: DirectoryKind, f: DirectoryFilter, page: ListPage) {
  const order = kind === 'PLATFORM' ? (['level', 'name'] as const) : (['fund_size', 'name'] as const);
  const rows = selected(db, kind, f)
    .orderBy(`carrier_directory.${order[0]}`, kind === 'INVESTOR' ? 'desc' : 'asc')
    .orderBy(`carrier_directory.${order[1]}`)
    .orderBy('carrier_directory.id');
  const { rows: found, total } = await pageWithTotal(rows, rowsOf(db, kind, f), page);
  return { list: found.map((r) => ({ ...item(r), updatedAt: r.updated_at })), total };
}

export async function directoryDetail(db: Kysely<DB>, kind: DirectoryKind, id: number) {
  const row = id > MAX_ID ? undefined : await selected(db, kind, {}).where('carrier_directory.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(DIRECTORY_KINDS[kind].noun);
  return detail(row);
}

export async function saveDirectory(ctx: RequestCtx, kind: DirectoryKind, input: DirectoryInput) {
  if (input.parkId !== null && !(await ctx.db.selectFrom('parks').select('id').where('id', '=', input.parkId).executeTakeFirst()))
    throw new BizError('所在园区不存在');
  const investor = kind === 'INVESTOR';
  if (investor && input.stages.length === 0) throw new BizError('请选择投资阶段');
  const now = nowIso();
  const values = {
    kind,
    park_id: input.parkId,
    name: input.name.trim(),
    type: input.type,
    level: investor ? '' : input.level,
    host: input.host.trim(),
    fields: JSON.stringify([...new Set(input.fields)]),
    stages: JSON.stringify(investor ? [...new Set(input.stages)] : []),
    fund_size: investor ? input.fundSize : null,
    address: input.address.trim(),
    lng: input.lng,
    lat: input.lat,
    contact: input.contact.trim(),
    phone: input.phone,
    intro: input.intro.trim(),
    cases: input.cases.trim(),
    updated_at: now,
  };
  if (input.id !== undefined) {
    const done = await ctx.db.updateTable('carrier_directory').set(values).where('id', '=', input.id).where('kind', '=', kind).executeTakeFirst();
    if (!Number(done.numUpdatedRows)) throw notFound(DIRECTORY_KINDS[kind].noun);
    return { id: input.id };
  }
  const row = await ctx.db.insertInto('carrier_directory').values({ ...values, created_at: now }).returning('id').executeTakeFirstOrThrow();
  return { id: Number(row.id) };
}

export async function removeDirectory(ctx: RequestCtx, kind: DirectoryKind, id: number) {
  const done = await ctx.db.deleteFrom('carrier_directory').where('id', '=', id).where('kind', '=', kind).executeTakeFirst();
  if (!Number(done.numDeletedRows)) throw notFound(DIRECTORY_KINDS[kind].noun);
  return null;
}

/** 创新平台.xlsx / 投资机构.xlsx: the directory as filtered on the screen. */
export async function exportDirectory(db: Kysely<DB>, kind: DirectoryKind, f: DirectoryFilter, reply: FastifyReply) {
  const k = DIRECTORY_KINDS[kind];
  const rows = (await selected(db, kind, f).orderBy('carrier_directory.name').execute()).map((r) => {
    const d = detail(r);
    return { ...d, fields: d.fields.join('、'), stages: d.stages.join('、'), fundSize: d.fundSize ?? '', cases: d.cases };
  });
  const columns = columnsOf([
    ['名称', 'name', 30],
    [k.typeLabel, 'type', 16],
    ...(kind === 'PLATFORM' ? ([['级别', 'level', 8]] as const) : []),
    [k.hostLabel, 'host', 26],
    [k.fieldsLabel, 'fields', 24],
    ...(kind === 'INVESTOR' ? ([['投资阶段', 'stages', 24], ['管理规模（亿元）', 'fundSize', 14]] as const) : []),
    ['所在园区', 'parkName', 16],
    ['地址', 'address', 36],
    ['联系人', 'contact', 10],
    ['办公电话', 'phone', 16],
    [k.casesLabel, 'cases', 40],
  ]);
  return sendXlsx(reply, { filename: `${k.noun}.xlsx`, sheets: [{ name: k.noun, columns, rows }] });
}
