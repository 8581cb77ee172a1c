import type { ProjectStage } from '../../../common/project/rules.js';
import type { UserCtx } from '../../kit/context.js';
import { definePort } from '../../kit/port.js';

/** A year's target projects of one stage: how many are listed and how many reached it. */
export interface StageCount {
  target: number;
  done: number;
}

/** A target project whose planned day for its target stage passed unreached. */
export interface ProjectBehindPlan {
  id: number;
  name: string;
  deptName: string;
  targetStage: ProjectStage;
  /** The planned day (YYYY-MM-DD) that passed. */
  plan: string | null;
}

/**
 * What the projects (server/modules/project/port.ts) let other modules read: the economy's
 * monthly brief judges the year's target projects beside the indicators. Within the asking
 * operator's data scope, as the project screens.
 */
export interface ProjectPort {
  /** The year's target projects by stage as they stood on `asOf` (YYYY-MM-DD), and those behind plan then. */
  targetsAsOf(
    ctx: UserCtx,
    year: number,
    asOf: string,
  ): Promise<{ stages: Record<ProjectStage, StageCount>; behind: ProjectBehindPlan[] }>;
}

export const projectPort = definePort<ProjectPort>('project');
