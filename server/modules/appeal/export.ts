import type { FastifyReply } from 'fastify';
import type { AppealFilters } from '../../../common/appeal/contract.js';
import { APPEAL_STATES, categoryLabel, RATING_LABELS } from '../../../common/appeal/rules.js';
import type { UserCtx } from '../../kit/context.js';
import { everyBatch, sendSheet, type SheetColumns } from '../../kit/sheet.js';
import { parkTime } from '../../lib/park-time.js';
import { operatorScope } from './access.js';
import { filterOf } from './filters.js';
import { answeredAt } from './present.js';
import * as repo from './repo.js';

function timeliness(row: repo.AppealRow, now: string): string {
  const answered = answeredAt(row);
  if (answered) return answered > row.due_at ? '超期答复' : '按期答复';
  return row.due_at < now ? '已超期' : '未到期';
}

/** The ledger's columns; `now` decides whether an unanswered appeal is overdue. */
export const exportColumns = (now: string): SheetColumns<repo.AppealRow> => [
  { header: '编号', width: 8, cell: (r) => r.id },
  { header: '诉求标题', width: 30, cell: (r) => r.title },
  { header: '诉求类别', width: 14, cell: (r) => categoryLabel(r.category) },
  { header: '办理状态', cell: (r) => APPEAL_STATES[r.state] },
  { header: '诉求企业', width: 34, cell: (r) => r.org_name },
  { header: '承办部门', width: 16, cell: (r) => r.department_name ?? '' },
  { header: '提交人', width: 16, cell: (r) => `${r.submitter_name ?? ''}${r.on_behalf === 1 ? '（代企业提交）' : ''}` },
  { header: '提交时间', width: 18, cell: (r) => parkTime(r.created_at) },
  { header: '答复期限', width: 18, cell: (r) => parkTime(r.due_at) },
  { header: '办理时效', cell: (r) => timeliness(r, now) },
  { header: '答复时间', width: 18, cell: (r) => parkTime(r.replied_at) },
  { header: '答复内容', width: 50, cell: (r) => r.reply },
  { header: '评价', cell: (r) => (r.rating === null ? '' : `${r.rating}星 ${RATING_LABELS[r.rating] ?? ''}`.trim()) },
  { header: '评价说明', width: 30, cell: (r) => r.rating_comment },
  { header: '办结时间', width: 18, cell: (r) => parkTime(r.closed_at) },
  { header: '不予受理/办结说明', width: 30, cell: (r) => r.reason },
  { header: '地址', width: 30, cell: (r) => r.address },
  { header: '诉求内容', width: 60, cell: (r) => r.content },
];

async function* exportRows(ctx: UserCtx, filter: repo.ListFilter) {
  const scope = await operatorScope(ctx);
  yield* everyBatch(repo.appealBatches(ctx.db, scope, filter));
}

/**
 * SPEC §7 "exports … appeals (require/export)": the operators' list under its filters, all pages,
 * within the operator's data scope (selected ids outside it are left out, as the list never showed
 * them), as 诉求台账-20260521.xlsx (the day in park time).
 */
export function exportAppeals(ctx: UserCtx, filters: AppealFilters | undefined, reply: FastifyReply): Promise<FastifyReply> {
  const now = new Date().toISOString();
  const filter = filterOf(filters ?? {}, now);
  return sendSheet(reply, { name: '诉求台账', columns: exportColumns(now), rows: exportRows(ctx, filter) });
}
