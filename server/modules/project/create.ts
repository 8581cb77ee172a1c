import type { ProjectInputBody } from '../../../common/project/contract.js';
import { newProjectProblem } from '../../../common/project/rules.js';
import { BIZ } from '../../../common/envelope.js';
import type { UserCtx } from '../../kit/context.js';
import { coversDept, visibleStaff } from '../../kit/data-scope.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { parkToday } from '../../lib/park-time.js';
import { orgchartPort } from '../orgchart/public.js';

/** The departments an operator may make answer for a project: those its data scope covers. */
export async function assignableDepts(ctx: UserCtx): Promise<{ id: number; name: string }[]> {
  const [scope, depts] = await Promise.all([visibleStaff(ctx.db, ctx.tenantId, ctx.user), orgchartPort.get().departments(ctx.db)]);
  return depts.filter((d) => coversDept(scope, d.id)).map((d) => ({ id: d.id, name: d.name }));
}

/**
 * Registers a project in the 签约 stage: the dates in order (common/project/rules.ts), owned by a
 * department of the park within the operator's data scope, so the project shows in its own lists.
 */
export async function createProject(ctx: UserCtx, body: ProjectInputBody): Promise<{ id: number }> {
  const problem = newProjectProblem(body, parkToday());
  if (problem) throw new BizError(problem, BIZ.invalid);
  const dept = await orgchartPort.get().departmentById(ctx.db, body.deptId);
  if (!dept) throw notFound('责任部门');
  if (!coversDept(await visibleStaff(ctx.db, ctx.tenantId, ctx.user), dept.id))
    throw new BizError('只能为本人数据范围内的部门登记项目', BIZ.forbidden);
  const now = nowIso();
  const { id } = await ctx.db
    .insertInto('projects')
    .values({
      name: body.name.trim(),
      investor: body.investor.trim(),
      industry: body.industry.trim(),
      area: body.area.trim(),
      investment: body.investment,
      stage: 'SIGN',
      sign_date: body.signDate,
      begin_plan: body.beginPlan ?? null,
      begin_date: null,
      produce_plan: body.producePlan ?? null,
      produce_date: null,
      dept_id: dept.id,
      target_year: body.targetYear ?? null,
      target_stage: body.targetStage ?? null,
      description: body.description.trim(),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id };
}
