import { DECLARE_PHASE, type DeclarePhase } from '../../../common/declare/rules.js';
import { BizError } from '../../lib/errors.js';
import { isCalendarDay, parkToday } from '../../lib/park-time.js';

/**
 * A declaration's window is a pair of calendar days in the parks' time zone, both included: it
 * opens at 00:00 of the start day and closes after 23:59:59 of the end day, Beijing time.
 */

export function phaseOf(startDate: string, endDate: string, today: string = parkToday()): DeclarePhase {
  if (today < startDate) return 'NOTSTARTED';
  if (today > endDate) return 'CLOSED';
  return 'OPEN';
}

export const phaseLabel = (phase: DeclarePhase) => DECLARE_PHASE[phase];

/** A real calendar day (the schema only checks the shape), or the message naming the field. */
export function calendarDay(value: string, title: string): string {
  if (!isCalendarDay(value)) throw new BizError(`${title}不是有效的日期`);
  if (value < '2000-01-01' || value > '2099-12-31') throw new BizError(`${title}超出可选范围`);
  return value;
}
