import { windowPhaseOf } from '../../../common/date-window.js';
import { DECLARE_PHASE, type DeclarePhase } from '../../../common/declare/rules.js';
import { BizError } from '../../lib/errors.js';
import { isCalendarDay, parkToday } from '../../lib/park-time.js';

/** A declaration's window (common/date-window.ts), today by default. */
export const phaseOf = (startDate: string, endDate: string, today: string = parkToday()): DeclarePhase =>
  windowPhaseOf(startDate, endDate, today);

export const phaseLabel = (phase: DeclarePhase) => DECLARE_PHASE[phase];

/** A real calendar day (the schema only checks the shape), or the message naming the field. */
export function calendarDay(value: string, title: string): string {
  if (!isCalendarDay(value)) throw new BizError(`${title}不是有效的日期`);
  if (value < '2000-01-01' || value > '2099-12-31') throw new BizError(`${title}超出可选范围`);
  return value;
}
