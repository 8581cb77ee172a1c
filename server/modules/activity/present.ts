import { ACTIVITY_STATUS_LABELS } from '../../../common/activity/lifecycle.js';
import { ACTIVITY_PHASES, phaseOf } from '../../../common/activity/rules.js';
import type { ActivityRow } from './repo.js';

/** Database rows → the answers of the API (camelCase, labels and the phase added). */

export function item(row: ActivityRow, now: string) {
  const times = { capacity: row.capacity, enrolled: Number(row.enrolled), deadline: row.deadline, endAt: row.end_at };
  const phase = phaseOf(times, now);
  return {
    id: Number(row.id),
    title: row.title,
    type: row.type,
    host: row.host,
    place: row.place,
    startAt: row.start_at,
    endAt: row.end_at,
    deadline: row.deadline,
    capacity: row.capacity,
    enrolled: times.enrolled,
    highTech: row.high_tech === 1,
    phase,
    phaseLabel: ACTIVITY_PHASES[phase],
  };
}

export function manageItem(row: ActivityRow, now: string) {
  return {
    ...item(row, now),
    status: row.status,
    statusLabel: ACTIVITY_STATUS_LABELS[row.status],
    invited: Number(row.invited ?? 0),
    authorName: row.author_name ?? '',
    updatedAt: row.updated_at,
  };
}
