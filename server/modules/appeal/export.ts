import type { FastifyReply } from 'fastify';
import type { AppealFilters } from '../../../common/appeal/contract.js';
import { APPEAL_STATES, categoryLabel, RATING_LABELS } from '../../../common/appeal/rules.js';
import type { UserCtx } from '../../kit/context.js';
import { parkTime } from '../../lib/park-time.js';
import { sendXlsx, type XlsxColumn, type XlsxRow } from '../../lib/xlsx-export.js';
import { operatorScope } from './access.js';
import { filterOf } from './filters.js';
import { answeredAt } from './present.js';
import * as repo from './repo.js';

type ExportRow = XlsxRow & {
  id: number;
  title: string;
  category: string;
  state: string;
  org: string;
  department: string;
  submitter: string;
  createdAt: string;
  dueAt: string;
  timeliness: string;
  repliedAt: string;
  reply: string;
  rating: string;
  ratingComment: string;
  closedAt: string;
  reason: string;
  address: string;
  content: string;
};

export const EXPORT_COLUMNS: ReadonlyArray<XlsxColumn<ExportRow>> = [
  { header: '编号', key: 'id', width: 8 },
  { header: '诉求标题', key: 'title', width: 30 },
  { header: '诉求类别', key: 'category', width: 14 },
  { header: '办理状态', key: 'state' },
  { header: '诉求企业', key: 'org', width: 34 },
  { header: '承办部门', key: 'department', width: 16 },
  { header: '提交人', key: 'submitter', width: 16 },
  { header: '提交时间', key: 'createdAt', width: 18 },
  { header: '答复期限', key: 'dueAt', width: 18 },
  { header: '办理时效', key: 'timeliness' },
  { header: '答复时间', key: 'repliedAt', width: 18 },
  { header: '答复内容', key: 'reply', width: 50 },
  { header: '评价', key: 'rating' },
  { header: '评价说明', key: 'ratingComment', width: 30 },
  { header: '办结时间', key: 'closedAt', width: 18 },
  { header: '不予受理/办结说明', key: 'reason', width: 30 },
  { header: '地址', key: 'address', width: 30 },
  { header: '诉求内容', key: 'content', width: 60 },
];


function timeliness(row: repo.AppealRow, now: string): string {
  const answered = answeredAt(row);
  if (answered) return answered > row.due_at ? '超期答复' : '按期答复';
  return row.due_at < now ? '已超期' : '未到期';
}

function exportRow(row: repo.AppealRow, now: string): ExportRow {
  return {
    id: row.id,
    title: row.title,
    category: categoryLabel(row.category),
    state: APPEAL_STATES[row.state],
    org: row.org_name,
    department: row.department_name ?? '',
    submitter: `${row.submitter_name ?? ''}${row.on_behalf === 1 ? '（代企业提交）' : ''}`,
    createdAt: parkTime(row.created_at),
    dueAt: parkTime(row.due_at),
    timeliness: timeliness(row, now),
    repliedAt: parkTime(row.replied_at),
    reply: row.reply,
    rating: row.rating === null ? '' : `${row.rating}星 ${RATING_LABELS[row.rating] ?? ''}`.trim(),
    ratingComment: row.rating_comment,
    closedAt: parkTime(row.closed_at),
    reason: row.reason,
    address: row.address,
    content: row.content,
  };
}

/** 诉求台账-20260521.xlsx: the day in park time. */
export const exportFileName = (now: Date = new Date()) =>
  `诉求台账-${parkTime(now.toISOString()).slice(0, 10).replaceAll('-', '')}.xlsx`;

async function* exportRows(ctx: UserCtx, filter: repo.ListFilter, now: string) {
  const scope = await operatorScope(ctx);
  for await (const batch of repo.appealBatches(ctx.db, scope, filter)) {
    for (const row of batch) yield exportRow(row, now);
  }
}

/**
 * SPEC §7 "exports … appeals (require/export)": the operators' list under its filters, all pages,
 * within the operator's data scope (selected ids outside it are left out, as the list never showed them).
 */
export function exportAppeals(ctx: UserCtx, filters: AppealFilters | undefined, reply: FastifyReply): Promise<FastifyReply> {
  const now = new Date();
  const filter = filterOf(filters ?? {}, now.toISOString());
  return sendXlsx(reply, {
    filename: exportFileName(now),
    sheets: [
      {
        name: '诉求台账',
        columns: EXPORT_COLUMNS as ReadonlyArray<XlsxColumn>,
        rows: exportRows(ctx, filter, now.toISOString()),
      },
    ],
  });
}
