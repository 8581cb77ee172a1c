import type { Kysely } from 'kysely';
import type { AppealAnalysis } from '../../../common/appeal/contract.js';
import { APPEAL_CATEGORIES, APPEAL_STATE_LIST, APPEAL_STATES, OPEN_STATES } from '../../../common/appeal/rules.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { BizError } from '../../lib/errors.js';
import { isCalendarDay, parkDayStart } from '../../lib/park-time.js';
import { listItem } from './present.js';
import { orgchartPort } from '../orgchart/public.js';
import * as repo from './repo.js';

/** The operators' analysis (/op/appeal/analyse): counts, handling times, the overdue list. */

const HOUR_MS = 3600_000;
const OVERDUE_SHOWN = 50;

/** The filing-date range in park time as ISO instants: [from 00:00, day after `to` 00:00). */
export function rangeOf(from: string | undefined, to: string | undefined): repo.ListFilter {
  if ((from && !isCalendarDay(from)) || (to && !isCalendarDay(to))) throw new BizError('日期格式不正确');
  const start = from ? parkDayStart(from) : undefined;
  const end = to ? parkDayStart(to, 1) : undefined;
  if (start && end && start >= end) throw new BizError('开始日期不能晚于结束日期');
  return { from: start, before: end };
}

const average = (values: number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;

/** The figures of the appeals `scope` covers (an operator's data scope), filed within `range`. */
export async function analyse(
  db: Kysely<DB>,
  scope: repo.Scope,
  range: repo.ListFilter,
): Promise<AppealAnalysis> {
  const now = nowIso();
  let timing = db
    .selectFrom('appeals')
    .select([
      'category',
      'state',
      'department_id',
      'due_at',
      'created_at',
      'replied_at',
      'closed_at',
      'rating',
    ]);
  if (scope.kind === 'operator') timing = timing.where(repo.withinScope(scope.visible, scope.intake));
  if (range.from) timing = timing.where('created_at', '>=', range.from);
  if (range.before) timing = timing.where('created_at', '<', range.before);
  const [rows, departments, overdue] = await Promise.all([
    timing.execute(),
    orgchartPort.get().departments(db),
    repo.overdueAppeals(db, scope, now, range, OVERDUE_SHOWN),
  ]);

  const byState = new Map<string, number>();
  const byCategory = new Map<string, number>();
  const load = new Map<number, { count: number; open: number; overdue: number }>();
  const replyHours: number[] = [];
  const closeHours: number[] = [];
  const ratings: number[] = [];
  let lateCount = 0;
  let overdueTotal = 0;
  for (const row of rows) {
    byState.set(row.state, (byState.get(row.state) ?? 0) + 1);
    byCategory.set(row.category, (byCategory.get(row.category) ?? 0) + 1);
    const open = OPEN_STATES.includes(row.state);
    const late = open && row.due_at < now;
    if (late) overdueTotal += 1;
    if (row.department_id !== null) {
      const entry = load.get(row.department_id) ?? { count: 0, open: 0, overdue: 0 };
      entry.count += 1;
      if (open) entry.open += 1;
      if (late) entry.overdue += 1;
      load.set(row.department_id, entry);
    }
    const filed = Date.parse(row.created_at);
    const answered = row.replied_at ?? row.closed_at;
    if (row.replied_at) replyHours.push((Date.parse(row.replied_at) - filed) / HOUR_MS);
    if (row.closed_at && row.state === 'CLOSED')
      closeHours.push((Date.parse(row.closed_at) - filed) / HOUR_MS);
    if (answered && answered > row.due_at) lateCount += 1;
    if (row.rating !== null) ratings.push(Number(row.rating));
  }

  return {
    total: rows.length,
    byState: APPEAL_STATE_LIST.map((key) => ({
      key,
      label: APPEAL_STATES[key],
      count: byState.get(key) ?? 0,
    })),
    byCategory: APPEAL_CATEGORIES.map((c) => ({
      key: c.value,
      label: c.label,
      count: byCategory.get(c.value) ?? 0,
    })).filter((c) => c.count > 0),
    byDepartment: departments
      .filter((d) => load.has(d.id))
      .map((d) => ({ departmentId: d.id, name: d.name, ...load.get(d.id)! }))
      .sort((a, b) => b.count - a.count),
    averageReplyHours: average(replyHours),
    averageCloseHours: average(closeHours),
    ratedCount: ratings.length,
    averageRating: average(ratings),
    lateCount,
    overdueTotal,
    overdue: overdue.map((row) => listItem(row)),
  };
}
