import crypto from 'node:crypto';
import type { CheckinBoardAnswer } from '../../../common/activity/contract.js';
import {
  CHECKIN_CLOSED_MESSAGE,
  CHECKIN_CODE_DIGITS,
  CHECKIN_NOT_ENROLLED_MESSAGE,
  checkInOpen,
  WRONG_CODE_MESSAGE,
} from '../../../common/activity/rules.js';
import type { ActivityMine } from '../../../common/activity/contract.js';
import type { UserCtx } from '../../kit/context.js';
import { nowIso } from '../../lib/clock.js';
import { BizError } from '../../lib/errors.js';
import { mineOf, published } from './enroll.js';

/**
 * Check-in at the event. The operator opens check-in on the enroll screen: the activity gets a code
 * of CHECKIN_CODE_DIGITS digits (made once — two operators opening it at once see the same code —
 * or renewed on request, which voids the old one) and shows it on a screen in the room. A user
 * signed up types it on the phone within the check-in window; the first check-in's time is kept.
 */

const newCode = () => String(crypto.randomInt(10 ** CHECKIN_CODE_DIGITS)).padStart(CHECKIN_CODE_DIGITS, '0');

export async function checkinBoard(ctx: UserCtx, id: number, renew: boolean): Promise<CheckinBoardAnswer> {
  const activity = await published(ctx.db, id);
  const set = ctx.db.updateTable('activity_activities').set({ checkin_code: newCode() }).where('id', '=', id);
  await (renew ? set : set.where('checkin_code', 'is', null)).execute();
  const row = await ctx.db
    .selectFrom('activity_activities')
    .select(['title', 'place', 'start_at', 'end_at', 'enrolled', 'checkin_code'])
    .where('id', '=', activity.id)
    .executeTakeFirstOrThrow();
  const came = await ctx.db
    .selectFrom('activity_enrolls')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('activity_id', '=', id)
    .where('status', '=', 'ENROLLED')
    .where('checked_in_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return {
    code: row.checkin_code ?? '',
    title: row.title,
    place: row.place,
    startAt: row.start_at,
    endAt: row.end_at,
    enrolled: Number(row.enrolled),
    checkedIn: Number(came.n),
  };
}

export async function checkIn(ctx: UserCtx, id: number, code: string): Promise<ActivityMine> {
  const now = nowIso();
  const activity = await published(ctx.db, id);
  if (!checkInOpen({ startAt: activity.start_at, endAt: activity.end_at }, now)) throw new BizError(CHECKIN_CLOSED_MESSAGE);
  const mine = await mineOf(ctx.db, activity, ctx.user.id, now);
  if (!mine?.enrolled) throw new BizError(CHECKIN_NOT_ENROLLED_MESSAGE);
  if (!activity.checkin_code || activity.checkin_code !== code.trim()) throw new BizError(WRONG_CODE_MESSAGE);
  await ctx.db
    .updateTable('activity_enrolls')
    .set({ checked_in_at: now })
    .where('activity_id', '=', id)
    .where('user_id', '=', ctx.user.id)
    .where('status', '=', 'ENROLLED')
    .where('checked_in_at', 'is', null)
    .execute();
  return mineOf(ctx.db, activity, ctx.user.id, now);
}
