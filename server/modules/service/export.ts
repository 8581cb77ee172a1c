import type { FastifyReply } from 'fastify';
import { APPLY_STATUS, REQUIRE_STATUS, quoteText } from '../../../common/service/rules.js';
import type { UserCtx } from '../../kit/context.js';
import { parkTime } from '../../lib/park-time.js';
import { sendXlsx, type XlsxCell, type XlsxColumn, type XlsxRow } from '../../lib/xlsx-export.js';
import type { ApplyRowDb } from './applies.js';
import { applyRows, type ApplyFilters } from './repo-apply.js';
import { requireRows, type RequireFilters, type RequireRowDb } from './repo-require.js';

/** A ledger's columns as data: header, width, what a row shows. */
type Columns<R> = ReadonlyArray<readonly [string, number, (r: R) => XlsxCell]>;

const APPLY_COLUMNS: Columns<ApplyRowDb> = [
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

const REQUIRE_COLUMNS: Columns<RequireRowDb> = [
  ['编号', 8, (r) => r.id],
  ['需求名称', 28, (r) => r.title],
  ['服务类别', 12, (r) => r.category],
  ['发布企业', 30, (r) => r.org_name],
  ['预算', 14, (r) => quoteText(r.budget)],
  ['期望完成', 12, (r) => r.deadline],
  ['状态', 10, (r) => REQUIRE_STATUS[r.status]],
  ['应答机构数', 10, (r) => Number(r.answers ?? 0)],
  ['选定机构', 30, (r) => r.assigned_name],
  ['联系人', 22, (r) => `${r.contact_name} ${r.contact_phone}`],
  ['需求描述', 40, (r) => r.content],
  ['结果', 40, (r) => r.outcome],
  ['发布时间', 18, (r) => parkTime(r.created_at)],
];

/** 服务申请记录-20260521.xlsx: the day in park time. */
export const ledgerName = (name: string, now: Date = new Date()) => `${name}-${parkTime(now.toISOString()).slice(0, 10).replaceAll('-', '')}.xlsx`;

const BATCH = 500;

/** A ledger under its filters, all pages read in batches, as one sheet named as the file. */
function sendLedger<R>(reply: FastifyReply, name: string, columns: Columns<R>, batch: (offset: number, limit: number) => Promise<R[]>) {
  async function* rows(): AsyncIterable<XlsxRow> {
    for (let offset = 0; ; offset += BATCH) {
      const found = await batch(offset, BATCH);
      for (const r of found) yield Object.fromEntries(columns.map(([, , pick], i) => [`c${String(i)}`, pick(r)]));
      if (found.length < BATCH) return;
    }
  }
  const sheetColumns: XlsxColumn[] = columns.map(([header, width], i) => ({ header, width, key: `c${String(i)}` }));
  return sendXlsx(reply, { filename: ledgerName(name), sheets: [{ name, columns: sheetColumns, rows: rows() }] });
}

/** The service desk's application list under its filters (or the selected rows) as .xlsx. */
export const exportApplies = (ctx: UserCtx, filters: ApplyFilters, reply: FastifyReply) =>
  sendLedger(reply, '服务申请记录', APPLY_COLUMNS, (offset, limit) => applyRows(ctx.db, filters).limit(limit).offset(offset).execute());

/** The service desk's requirements under its filters (or the selected rows) as .xlsx. */
export const exportRequires = (ctx: UserCtx, filters: RequireFilters, reply: FastifyReply) =>
  sendLedger(reply, '服务需求', REQUIRE_COLUMNS, (offset, limit) => requireRows(ctx.db, filters).limit(limit).offset(offset).execute());
