import type { FastifyReply } from 'fastify';
import { STAGE_LABELS, type ProjectStage } from '../../../common/project/rules.js';
import type { UserCtx } from '../../kit/context.js';
import { parkTime } from '../../lib/park-time.js';
import { sendXlsx, type XlsxColumn, type XlsxRow } from '../../lib/xlsx-export.js';
import { frameOf } from './access.js';
import { projectRowsOf } from './present.js';
import { projectRows, type ProjectFilters } from './repo.js';

type ExportRow = XlsxRow & Record<string, string | number | null>;

/** Header, field and width of each column, in order. */
const COLUMNS: ReadonlyArray<XlsxColumn<ExportRow>> = (
  [
    ['编号', 'id', 8],
    ['项目名称', 'name', 32],
    ['投资方', 'investor', 28],
    ['产业', 'industry', 14],
    ['片区', 'area', 16],
    ['总投资（万元）', 'investment', 14],
    ['阶段', 'stage', 8],
    ['签约日期', 'signDate', 12],
    ['计划开工', 'beginPlan', 12],
    ['实际开工', 'beginDate', 12],
    ['计划投产', 'producePlan', 12],
    ['实际投产', 'produceDate', 12],
    ['责任部门', 'deptName', 16],
    ['落后计划', 'behind', 10],
  ] as const
).map(([header, key, width]) => ({ header, key, width }));

const BATCH = 500;

async function* rows(ctx: UserCtx, filters: ProjectFilters): AsyncIterable<ExportRow> {
  const frame = await frameOf(ctx);
  for (let offset = 0; ; offset += BATCH) {
    const batch = await projectRowsOf(
      ctx.db,
      await projectRows(ctx.db, filters, frame).limit(BATCH).offset(offset).execute(),
    );
    for (const p of batch)
      yield {
        ...p,
        stage: STAGE_LABELS[p.stage as ProjectStage],
        behind: p.behind ? '是' : '',
        targetStage: null,
      };
    if (batch.length < BATCH) return;
  }
}

/** The project list under its filters (or only the selected rows), as .xlsx: 项目清单-20260521.xlsx. */
export function exportProjects(
  ctx: UserCtx,
  filters: ProjectFilters,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const day = parkTime(new Date().toISOString()).slice(0, 10).replaceAll('-', '');
  return sendXlsx(reply, {
    filename: `项目清单-${day}.xlsx`,
    sheets: [{ name: '项目清单', columns: COLUMNS as ReadonlyArray<XlsxColumn>, rows: rows(ctx, filters) }],
  });
}
