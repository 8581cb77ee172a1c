import type { UserCtx } from '../../kit/context.js';
import { placesOf, visibleStaff, type Visible } from '../../kit/data-scope.js';
import { notFound } from '../../lib/errors.js';
import { parkToday } from '../../lib/park-time.js';
import { projectById, type ListFrame, type ProjectRecord } from './repo.js';

/**
 * Where an operator stands among the projects: the departments the data scope covers (a project
 * outside answers 不存在, for reads and writes alike) and the operator's own department (本部门项目).
 */
export async function frameOf(ctx: UserCtx, known?: Visible): Promise<ListFrame> {
  const [scope, places] = await Promise.all([
    known ?? visibleStaff(ctx.db, ctx.tenantId, ctx.user),
    placesOf(ctx.db, ctx.tenantId, [ctx.user]),
  ]);
  return { scope, ownDept: places.get(ctx.user.id)?.deptId ?? null, today: parkToday() };
}

/** The project if the operator's scope covers it; else 项目不存在. */
export async function visibleProject(
  ctx: UserCtx,
  id: number,
): Promise<{ project: ProjectRecord; frame: ListFrame }> {
  const frame = await frameOf(ctx);
  const project = await projectById(ctx.db, id, frame);
  if (!project) throw notFound('项目');
  return { project, frame };
}
