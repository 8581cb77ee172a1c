import type { Random } from '../../../db/seed/random.js';

/**
 * The daily rhythm of a park's portal, in park time: enterprise staff open it mostly in office
 * hours with a dip at lunch and a little in the evening; the operations centre is used in office
 * hours on weekdays. Weights by hour of the park day, 00:00 first.
 */
const ANYONE_BY_HOUR = [0.2, 0.1, 0.1, 0.1, 0.1, 0.2, 0.5, 1.5, 4, 8, 10, 9, 4, 5, 9, 10, 9, 6, 3, 2.5, 2.5, 2, 1.2, 0.6] as const;
const OFFICE_BY_HOUR = [0, 0, 0, 0, 0, 0, 0, 0, 3, 9, 10, 8, 1, 3, 9, 10, 8, 4, 0.5, 0, 0, 0, 0, 0] as const;

const byHour = (weights: readonly number[]) => weights.map((w, hour) => [hour, w] as const);
const ANYONE = byHour(ANYONE_BY_HOUR);
const OFFICE = byHour(OFFICE_BY_HOUR);

/** Seconds into the park day of a visit: office hours for operators, the portal's rhythm for the others. */
export function secondOfDay(random: Random, office: boolean): number {
  const hour = random.weighted(office ? OFFICE : ANYONE);
  return hour * 3600 + random.int(0, 3599);
}

/** How many page views a park day has: a weekday nearly twice a weekend day, the bigger park busier. */
export function viewsOnDay(random: Random, weekend: boolean, busy: boolean): number {
  return (weekend ? 25 : 75) + random.int(0, 40) + (busy ? 30 : 0);
}

/** Operators work weekdays: on a weekend their pages are opened by the one on duty, now and then. */
export const OPERATOR_WEEKEND_SHARE = 0.15;
