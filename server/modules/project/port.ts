import { PROJECT_STAGES } from '../../../common/project/rules.js';
import type { ProjectPort } from './public.js';
import { targetsAsOf } from './targets.js';

/** The projects' port (public.ts): the target counts without the screens' rates. */
export const projectPortImpl: ProjectPort = {
  async targetsAsOf(ctx, year, asOf) {
    const { park, behind } = await targetsAsOf(ctx, year, asOf);
    const stages = Object.fromEntries(
      PROJECT_STAGES.map((s) => [s, { target: park[s].target, done: park[s].done }]),
    ) as Record<(typeof PROJECT_STAGES)[number], { target: number; done: number }>;
    return { stages, behind };
  },
};
