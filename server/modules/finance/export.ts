import type { FastifyReply } from 'fastify';
import { LOAN_STATUS } from '../../../common/finance/rules.js';
import type { UserCtx } from '../../kit/context.js';
import { everyPage, sendSheet, type SheetColumns } from '../../kit/sheet.js';
import { parkTime } from '../../lib/park-time.js';
import * as repo from './repo.js';

type LoanRow = Awaited<ReturnType<ReturnType<typeof repo.loanRows>['execute']>>[number];

const COLUMNS: SheetColumns<LoanRow> = [
  { header: '编号', width: 8, cell: (r) => r.id },
  { header: '申请企业', width: 30, cell: (r) => r.org_name },
  { header: '金融机构', width: 22, cell: (r) => r.institution_name },
  { header: '金融产品', width: 22, cell: (r) => r.product_name },
  { header: '贷款类型', width: 14, cell: (r) => r.loan_type },
  { header: '申请金额（万元）', cell: (r) => r.amount },
  { header: '期限（月）', cell: (r) => r.term_months },
  { header: '状态', cell: (r) => LOAN_STATUS[r.status] },
  { header: '放款金额（万元）', cell: (r) => r.granted },
  { header: '放款日期', width: 12, cell: (r) => r.granted_on ?? '' },
  { header: '联系人', width: 22, cell: (r) => `${r.contact_name} ${r.contact_phone}` },
  { header: '申请时间', width: 18, cell: (r) => parkTime(r.created_at) },
  { header: '资金用途', width: 40, cell: (r) => r.purpose },
];

/** 贷款申请记录-20260521.xlsx: the operators' loan list under its filters, all pages (or only the selected rows). */
export function exportLoans(ctx: UserCtx, filters: repo.LoanFilterInput, reply: FastifyReply): Promise<FastifyReply> {
  const rows = everyPage((pagenum, size) => repo.loanRows(ctx.db, filters).limit(size).offset((pagenum - 1) * size).execute(), 500);
  return sendSheet(reply, { name: '贷款申请记录', columns: COLUMNS, rows });
}
