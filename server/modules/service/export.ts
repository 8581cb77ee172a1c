import type { FastifyReply } from 'fastify';
import { APPLY_STATUS } from '../../../common/service/rules.js';
import type { UserCtx } from '../../kit/context.js';
import { parkTime } from '../../lib/park-time.js';
import { sendXlsx, type XlsxCell, type XlsxColumn, type XlsxRow } from '../../lib/xlsx-export.js';
import type { ApplyRowDb } from './applies.js';
import { applyRows, type ApplyFilters } from './repo-apply.js';

/** The ledger's columns as data: header, width, what a row shows. */
const COLUMNS: ReadonlyArray<readonly [string, number, (r: ApplyRowDb) => XlsxCell]> = [
  ['编号', 8, (r) => r.id],
  ['申请企业', 30, (r) => r.org_name],
  ['服务产品', 24, (r) => r.product_title],
  ['服务类别', 12, (r) => r.category],
  ['服务机构', 30, (r) => r.provider_name],
  ['状态', 10, (r) => APPLY_STATUS[r.status]],
  ['联系人', 22, (r) => `${r.contact_name} ${r.contact_phone}`],
  ['需求说明', 40, (r) => r.content],
  ['服务结果', 40, (r) => r.outcome],
  ['满意度', 8, (r) => r.rating],
  ['评价', 30, (r) => r.comment],
  ['申请时间', 18, (r) => parkTime(r.created_at)],
];
const SHEET_COLUMNS: XlsxColumn[] = COLUMNS.map(([header, width], i) => ({ header, width, key: `c${String(i)}` }));

/** 服务申请记录-20260521.xlsx: the day in park time. */
export const applyExportName = (now: Date = new Date()) => `服务申请记录-${parkTime(now.toISOString()).slice(0, 10).replaceAll('-', '')}.xlsx`;

const BATCH = 500;

async function* rows(ctx: UserCtx, filters: ApplyFilters): AsyncIterable<XlsxRow> {
  for (let offset = 0; ; offset += BATCH) {
    const batch = await applyRows(ctx.db, filters).limit(BATCH).offset(offset).execute();
    for (const r of batch) yield Object.fromEntries(COLUMNS.map(([, , pick], i) => [`c${String(i)}`, pick(r)]));
    if (batch.length < BATCH) return;
  }
}

/** The service desk's application list under its filters, all pages (or the selected rows), as .xlsx. */
export function exportApplies(ctx: UserCtx, filters: ApplyFilters, reply: FastifyReply): Promise<FastifyReply> {
  return sendXlsx(reply, { filename: applyExportName(), sheets: [{ name: '服务申请记录', columns: SHEET_COLUMNS, rows: rows(ctx, filters) }] });
}
