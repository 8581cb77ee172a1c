import type { FastifyReply } from 'fastify';
import { APPLY_STATUS } from '../../../common/service/rules.js';
import type { UserCtx } from '../../kit/context.js';
import { parkTime } from '../../lib/park-time.js';
import { sendXlsx, type XlsxColumn, type XlsxRow } from '../../lib/xlsx-export.js';
import { applyRows, type ApplyFilters } from './repo-apply.js';

type ExportRow = XlsxRow & {
  id: number;
  orgName: string;
  product: string;
  category: string;
  provider: string;
  status: string;
  contact: string;
  content: string;
  outcome: string;
  rating: number | null;
  comment: string;
  createdAt: string;
};

const COLUMNS: ReadonlyArray<XlsxColumn<ExportRow>> = [
  { header: '编号', key: 'id', width: 8 },
  { header: '申请企业', key: 'orgName', width: 30 },
  { header: '服务产品', key: 'product', width: 24 },
  { header: '服务类别', key: 'category', width: 12 },
  { header: '服务机构', key: 'provider', width: 30 },
  { header: '状态', key: 'status' },
  { header: '联系人', key: 'contact', width: 22 },
  { header: '需求说明', key: 'content', width: 40 },
  { header: '服务结果', key: 'outcome', width: 40 },
  { header: '满意度', key: 'rating' },
  { header: '评价', key: 'comment', width: 30 },
  { header: '申请时间', key: 'createdAt', width: 18 },
];

/** 服务申请记录-20260521.xlsx: the day in park time. */
export const applyExportName = (now: Date = new Date()) => `服务申请记录-${parkTime(now.toISOString()).slice(0, 10).replaceAll('-', '')}.xlsx`;

const BATCH = 500;

async function* rows(ctx: UserCtx, filters: ApplyFilters): AsyncIterable<ExportRow> {
  for (let offset = 0; ; offset += BATCH) {
    const batch = await applyRows(ctx.db, filters).limit(BATCH).offset(offset).execute();
    for (const r of batch) {
      yield {
        id: r.id,
        orgName: r.org_name,
        product: r.product_title,
        category: r.category,
        provider: r.provider_name,
        status: APPLY_STATUS[r.status],
        contact: `${r.contact_name} ${r.contact_phone}`,
        content: r.content,
        outcome: r.outcome,
        rating: r.rating,
        comment: r.comment,
        createdAt: parkTime(r.created_at),
      };
    }
    if (batch.length < BATCH) return;
  }
}

/** The service desk's application list under its filters, all pages (or the selected rows), as .xlsx. */
export function exportApplies(ctx: UserCtx, filters: ApplyFilters, reply: FastifyReply): Promise<FastifyReply> {
  return sendXlsx(reply, {
    filename: applyExportName(),
    sheets: [{ name: '服务申请记录', columns: COLUMNS as ReadonlyArray<XlsxColumn>, rows: rows(ctx, filters) }],
  });
}
