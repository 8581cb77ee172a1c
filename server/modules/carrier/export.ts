import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { sendXlsx, type XlsxColumn, type XlsxRow } from '../../lib/xlsx-export.js';
import { carrierItem, resourceItem } from './present.js';
import { orderedCarriers, resourceRows } from './repo.js';

/** A sheet's columns from [header, key, width] triples. */
export const columnsOf = (cols: ReadonlyArray<readonly [string, string, number]>): XlsxColumn[] => cols.map(([header, key, width]) => ({ header, key, width }));

const CARRIER_COLUMNS = columnsOf([
  ['载体名称', 'name', 28],
  ['类型', 'type', 10],
  ['级别', 'level', 8],
  ['所在园区', 'parkName', 16],
  ['地址', 'address', 36],
  ['总面积（㎡）', 'areaM2', 12],
  ['房源数', 'resources', 8],
  ['空置', 'free', 8],
  ['出租率（%）', 'occupancy', 10],
  ['入驻企业', 'residents', 10],
]);
const RESOURCE_COLUMNS = columnsOf([
  ['所属载体', 'carrierName', 28],
  ['房源', 'name', 16],
  ['类型', 'type', 8],
  ['楼层', 'floor', 8],
  ['面积（㎡）', 'size', 10],
  ['月租金（元）', 'price', 12],
  ['状态', 'status', 8],
  ['承租企业', 'tenantName', 28],
]);

/** 创业载体.xlsx: the carriers, and their spaces on a second sheet. */
export async function exportCarriers(db: Kysely<DB>, reply: FastifyReply) {
  const carriers = (await orderedCarriers(db, {}).execute()).map(carrierItem);
  const resources = await resourceRows(db).orderBy('carrier_carriers.name').orderBy('carrier_resources.name').execute();
  const rows: XlsxRow[] = resources.map((r) => {
    const { statusLabel, carrierName, name, type, floor, size, price } = resourceItem(r);
    return { carrierName, name, type, floor, size, price, status: statusLabel, tenantName: r.tenant_name };
  });
  return sendXlsx(reply, {
    filename: '创业载体.xlsx',
    sheets: [
      { name: '载体', columns: CARRIER_COLUMNS, rows: carriers.map(({ featured: _f, ...c }) => c) },
      { name: '房源', columns: RESOURCE_COLUMNS, rows },
    ],
  });
}
