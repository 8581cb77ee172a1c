import { projectContract } from '../../../common/project/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serveAll } from '../../kit/serve.js';
import { frameOf } from './access.js';
import { assignableDepts, createProject } from './create.js';
import { decideChange, listChanges, pendingCount, requestChange } from './changes.js';
import { projectDetail } from './detail.js';
import { exportProjects } from './export.js';
import { deptNamesOf, projectRowsOf } from './present.js';
import { projectRows, scoped } from './repo.js';
import { addProgress, moveStage } from './stages.js';
import { projectsByArea, projectTargets } from './targets.js';

/** 招商/建设项目: the stage lists, a project's moves, progress and changes, the year's targets. */
export default async function projectRoutes(app: AppInstance) {
  serveAll(app, projectContract, {
    list: async ({ query, ctx, page, scope }) => {
      const frame = await frameOf(ctx, scope);
      const all = projectRows(ctx.db, query, frame);
      const [rows, total] = await Promise.all([
        all.limit(page.size).offset(page.offset).execute(),
        all
          .clearSelect()
          .clearOrderBy()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { list: await projectRowsOf(ctx.db, rows), total: Number(total.n) };
    },
    exportList: ({ body, ctx, reply }) => exportProjects(ctx, body, reply),
    detail: ({ params, ctx }) => projectDetail(ctx, params.id),
    options: async ({ ctx }) => {
      const { scope } = await frameOf(ctx);
      const rows = await scoped(ctx.db, scope).select(['dept_id', 'area', 'industry']).execute();
      const names = await deptNamesOf(
        ctx.db,
        rows.map((r) => r.dept_id),
      );
      const uniq = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'zh-CN'));
      return {
        depts: [...names.entries()].map(([id, name]) => ({ id, name })),
        areas: uniq(rows.map((r) => r.area)),
        industries: uniq(rows.map((r) => r.industry)),
      };
    },
    create: ({ body, ctx }) => createProject(ctx, body),
    depts: ({ ctx }) => assignableDepts(ctx),
    moveStage: ({ params, body, ctx }) => moveStage(ctx, params.id, body),
    addProgress: ({ params, body, ctx }) => addProgress(ctx, params.id, body),
    requestChange: ({ params, body, ctx }) => requestChange(ctx, params.id, body),
    decideChange: ({ params, body, ctx }) => decideChange(ctx, params.id, body),
    changes: ({ query, ctx, page, scope }) => listChanges(ctx, scope, query.status ?? '', page),
    changeCounts: ({ ctx }) => pendingCount(ctx),
    targets: ({ query, ctx }) => projectTargets(ctx, query.year),
    byArea: ({ ctx }) => projectsByArea(ctx),
  });
}
