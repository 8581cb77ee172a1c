import type { Kysely } from 'kysely';
import type { ProjectAreaRow, ProjectTargets } from '../../../common/project/contract.js';
import { PROJECT_STAGES, type ProjectStage } from '../../../common/project/rules.js';
import type { DB } from '../../db/schema.js';
import type { UserCtx } from '../../kit/context.js';
import { completionOf, timeProgressOf } from '../economy/public.js';
import { frameOf } from './access.js';
import { deptNamesOf } from './present.js';
import { behindSql, scoped, type ListFrame } from './repo.js';

/**
 * The year's targets by stage: the projects listed for a stage in the year (年度计划签约/开工/投产
 * 项目) against those of them that reached it within the year, for the park and per department,
 * with the target projects whose planned day passed unreached.
 */

const DATE_OF: Record<ProjectStage, 'sign_date' | 'begin_date' | 'produce_date'> = {
  SIGN: 'sign_date',
  BEGIN: 'begin_date',
  PRODUCE: 'produce_date',
};
const PLAN_OF: Record<ProjectStage, 'sign_date' | 'begin_plan' | 'produce_plan'> = {
  SIGN: 'sign_date',
  BEGIN: 'begin_plan',
  PRODUCE: 'produce_plan',
};

type Counts = ProjectTargets['park'];
const emptyCounts = (): Counts => ({
  SIGN: { target: 0, done: 0, rate: null },
  BEGIN: { target: 0, done: 0, rate: null },
  PRODUCE: { target: 0, done: 0, rate: null },
});

/**
 * The year's target projects counted as they stood on `asOf` (a day): a stage is done when it was
 * reached within the year no later than that day; a target project is behind when its planned day
 * was before it unreached. Within the operator's data scope.
 */
export async function targetsAsOf(ctx: UserCtx, year: number, asOf: string, known?: ListFrame) {
  const frame = known ?? (await frameOf(ctx));
  const rows = await scoped(ctx.db, frame.scope).selectAll().where('target_year', '=', year).execute();
  const depts = await deptNamesOf(
    ctx.db,
    rows.map((r) => r.dept_id),
  );
  const park = emptyCounts();
  const byDept = new Map<number | null, Counts>();
  const behind: ProjectTargets['behind'] = [];
  for (const r of rows) {
    const stage = r.target_stage as ProjectStage | null;
    if (!stage || !PROJECT_STAGES.includes(stage)) continue;
    const reached = r[DATE_OF[stage]];
    const done = reached !== null && reached.startsWith(String(year)) && reached <= asOf;
    const dept = byDept.get(r.dept_id) ?? emptyCounts();
    byDept.set(r.dept_id, dept);
    for (const c of [park, dept]) {
      c[stage].target++;
      if (done) c[stage].done++;
    }
    const plan = r[PLAN_OF[stage]];
    if (!done && plan !== null && plan < asOf)
      behind.push({
        id: r.id,
        name: r.name,
        deptName: depts.get(r.dept_id ?? 0) ?? '',
        targetStage: stage,
        plan,
      });
  }
  return { park, byDept, depts, behind: behind.sort((a, b) => (a.plan ?? '').localeCompare(b.plan ?? '')) };
}

export async function projectTargets(ctx: UserCtx, asked: number | undefined): Promise<ProjectTargets> {
  const frame = await frameOf(ctx);
  const year = asked ?? Number(frame.today.slice(0, 4));
  const { park, byDept, depts, behind } = await targetsAsOf(ctx, year, frame.today, frame);
  const rated = (c: Counts): Counts => {
    for (const s of PROJECT_STAGES) c[s].rate = completionOf(c[s].done, c[s].target);
    return c;
  };
  const thisYear = Number(frame.today.slice(0, 4));
  const month = year < thisYear ? 12 : year > thisYear ? 0 : Number(frame.today.slice(5, 7));
  return {
    year,
    timeProgress: timeProgressOf(month),
    park: rated(park),
    depts: [...byDept.entries()]
      .map(([deptId, stages]) => ({
        deptId,
        deptName: deptId === null ? '未指定部门' : (depts.get(deptId) ?? ''),
        stages: rated(stages),
      }))
      .sort((a, b) => a.deptName.localeCompare(b.deptName, 'zh-CN')),
    behind,
  };
}

/** Per sub-area: projects, investment, how many in each stage and how many behind plan. */
export async function projectsByArea(ctx: UserCtx): Promise<ProjectAreaRow[]> {
  const frame = await frameOf(ctx);
  const rows = await scoped(ctx.db as Kysely<DB>, frame.scope)
    .select(['area', 'stage', 'investment', behindSql(frame.today).as('behind')])
    .execute();
  const areas = new Map<string, ProjectAreaRow>();
  for (const r of rows) {
    const a = areas.get(r.area) ?? {
      area: r.area,
      count: 0,
      investment: 0,
      stages: { SIGN: 0, BEGIN: 0, PRODUCE: 0 },
      behind: 0,
    };
    areas.set(r.area, a);
    a.count++;
    a.investment = Math.round((a.investment + r.investment) * 100) / 100;
    if (PROJECT_STAGES.includes(r.stage as ProjectStage)) a.stages[r.stage as ProjectStage]++;
    if (Number(r.behind)) a.behind++;
  }
  return [...areas.values()].sort((a, b) => b.investment - a.investment);
}
