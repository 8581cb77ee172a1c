import type { FastifyReply } from 'fastify';
import { LOAN_STATUS } from '../../../common/finance/rules.js';
import type { UserCtx } from '../../kit/context.js';
import { parkTime } from '../../lib/park-time.js';
import { sendXlsx, type XlsxColumn, type XlsxRow } from '../../lib/xlsx-export.js';
import * as repo from './repo.js';

type ExportRow = XlsxRow & {
  id: number;
  orgName: string;
  institution: string;
  product: string;
  loanType: string;
  amount: number;
  termMonths: number;
  status: string;
  granted: number | null;
  grantedOn: string;
  contact: string;
  createdAt: string;
  purpose: string;
};

const COLUMNS: ReadonlyArray<XlsxColumn<ExportRow>> = [
  { header: '编号', key: 'id', width: 8 },
  { header: '申请企业', key: 'orgName', width: 30 },
  { header: '金融机构', key: 'institution', width: 22 },
  { header: '金融产品', key: 'product', width: 22 },
  { header: '贷款类型', key: 'loanType', width: 14 },
  { header: '申请金额（万元）', key: 'amount' },
  { header: '期限（月）', key: 'termMonths' },
  { header: '状态', key: 'status' },
  { header: '放款金额（万元）', key: 'granted' },
  { header: '放款日期', key: 'grantedOn', width: 12 },
  { header: '联系人', key: 'contact', width: 22 },
  { header: '申请时间', key: 'createdAt', width: 18 },
  { header: '资金用途', key: 'purpose', width: 40 },
];

/** 贷款申请记录-20260521.xlsx: the day in park time. */
export const loanExportName = (now: Date = new Date()) => `贷款申请记录-${parkTime(now.toISOString()).slice(0, 10).replaceAll('-', '')}.xlsx`;

const BATCH = 500;

async function* rows(ctx: UserCtx, filters: repo.LoanFilterInput): AsyncIterable<ExportRow> {
  for (let offset = 0; ; offset += BATCH) {
    const batch = await repo.loanRows(ctx.db, filters).limit(BATCH).offset(offset).execute();
    for (const r of batch) {
      yield {
        id: r.id,
        orgName: r.org_name,
        institution: r.institution_name,
        product: r.product_name,
        loanType: r.loan_type,
        amount: r.amount,
        termMonths: r.term_months,
        status: LOAN_STATUS[r.status],
        granted: r.granted,
        grantedOn: r.granted_on ?? '',
        contact: `${r.contact_name} ${r.contact_phone}`,
        createdAt: parkTime(r.created_at),
        purpose: r.purpose,
      };
    }
    if (batch.length < BATCH) return;
  }
}

/** The operators' loan list under its filters, all pages (or only the selected rows), as .xlsx. */
export function exportLoans(ctx: UserCtx, filters: repo.LoanFilterInput, reply: FastifyReply): Promise<FastifyReply> {
  return sendXlsx(reply, {
    filename: loanExportName(),
    sheets: [{ name: '贷款申请记录', columns: COLUMNS as ReadonlyArray<XlsxColumn>, rows: rows(ctx, filters) }],
  });
}
