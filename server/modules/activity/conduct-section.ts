import { HIGH_TECH_TAG } from '../../../common/activity/rules.js';
import { nowIso } from '../../lib/clock.js';
import { parkTime } from '../../lib/park-time.js';
import type { ConductSection } from '../conduct/public.js';
import { highTechUpcoming } from './repo.js';

/** The activities for 高新技术企业 not over yet, as a section of /gc/conduct (the conduct module's slot). */
export const highTechActivities: ConductSection = {
  key: 'activity.highTech',
  title: `面向${HIGH_TECH_TAG}的活动`,
  order: 10,
  async items(db) {
    const rows = await highTechUpcoming(db, nowIso(), 5);
    return rows.map((r) => ({ title: r.title, summary: `${parkTime(r.start_at)} ${r.place}`, path: `/sc/activity/detail/${String(r.id)}` }));
  },
};
