import type { FastifyReply } from 'fastify';
import { STAGE_LABELS, type ProjectStage } from '../../../common/project/rules.js';
import type { UserCtx } from '../../kit/context.js';
import { parkTime } from '../../lib/park-time.js';
import { sendXlsx, type XlsxColumn, type XlsxRow } from '../../lib/xlsx-export.js';
import { frameOf } from './access.js';
import { projectRowsOf } from './present.js';
import { projectRows, type ProjectFilters } from './repo.js';

type ExportRow = XlsxRow & Record<string, string | number | null>;

const COLUMNS: ReadonlyArray<XlsxColumn<ExportRow>> = [
  { header: '编号', key: 'id', width: 8 },
  { header: '项目名称', key: 'name', width: 32 },
  { header: '投资方', key: 'investor', width: 28 },
  { header: '产业', key: 'industry', width: 14 },
  { header: '片区', key: 'area', width: 16 },
  { header: '总投资（万元）', key: 'investment' },
  { header: '阶段', key: 'stage' },
  { header: '签约日期', key: 'signDate', width: 12 },
  { header: '计划开工', key: 'beginPlan', width: 12 },
  { header: '实际开工', key: 'beginDate', width: 12 },
  { header: '计划投产', key: 'producePlan', width: 12 },
  { header: '实际投产', key: 'produceDate', width: 12 },
  { header: '责任部门', key: 'deptName', width: 16 },
  { header: '落后计划', key: 'behind' },
];

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
