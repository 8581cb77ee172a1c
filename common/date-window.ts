/**
 * A window of two calendar days in the park's time zone, both included (a declaration's 申报时间, a
 * fill round's 填报时间): it opens at 00:00 of the start day and closes after 23:59:59 of the end
 * day. Its phases are 未开始 / open (each kind says how: 申报中, 填报中) / 已截止.
 */

export type WindowPhase = 'NOTSTARTED' | 'OPEN' | 'CLOSED';

/** The labels of a window's phases, the open one named by its kind. */
export const windowPhases = <const Open extends string>(open: Open) =>
  ({ NOTSTARTED: '未开始', OPEN: open, CLOSED: '已截止' }) as const satisfies Record<WindowPhase, string>;

/** Where `today` ('YYYY-MM-DD', park time) lies in [startDate, endDate]. */
export function windowPhaseOf(startDate: string, endDate: string, today: string): WindowPhase {
  if (today < startDate) return 'NOTSTARTED';
  if (today > endDate) return 'CLOSED';
  return 'OPEN';
}
