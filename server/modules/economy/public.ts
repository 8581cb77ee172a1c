/**
 * What the economy module lets other modules use: the one place of the derived arithmetic
 * (completion rate, time progress, pace), so a project target's 完成率 and 序时进度 are the
 * indicators' own.
 */
export { completionOf, paceOf, round, timeProgressOf, type Pace } from './derive.js';
