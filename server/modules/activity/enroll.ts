import { sql, type Kysely } from 'kysely';
import type { ActivityMine } from '../../../common/activity/contract.js';
import { ALREADY_MESSAGE, checkInOpen, CLOSED_MESSAGE, FULL_MESSAGE, NOT_ENROLLED_MESSAGE } from '../../../common/activity/rules.js';
import type { DB } from '../../db/schema.js';
import type { RequestCtx, UserCtx } from '../../kit/context.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { BizError, notFound } from '../../lib/errors.js';

/**
 * Signing up and cancelling. The places are guarded by one conditional update of the activity's
 * counter (`enrolled < capacity`, deadline not passed, still published) in the transaction that
 * writes the sign-up: of two requests racing for the last place the database lets one through and
 * the other finds no row to update (PostgreSQL re-reads the row it waited for; SQLite runs one
 * write transaction at a time), so the second hears 名额已满. One sign-up per user is the unique
 * (activity, user) index; a second request of the same user rolls back with its counter.
 */

/** The times a user's sign-up is judged by. */
export interface ActivityTimes {
  id: number;
  deadline: string;
  start_at: string;
  end_at: string;
}

export async function mineOf(db: Kysely<DB>, activity: ActivityTimes, userId: number, now: string): Promise<ActivityMine> {
  const row = await db
    .selectFrom('activity_enrolls')
    .select(['status', 'enrolled_at', 'checked_in_at'])
    .where('activity_id', '=', activity.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const enrolled = row?.status === 'ENROLLED';
  const checkedInAt = enrolled ? row.checked_in_at : null;
  return {
    enrolled,
    enrolledAt: enrolled ? row.enrolled_at : null,
    canCancel: enrolled && activity.deadline > now,
    checkedInAt,
    canCheckIn: enrolled && !checkedInAt && checkInOpen({ startAt: activity.start_at, endAt: activity.end_at }, now),
  };
}

/** The signed-in user's sign-up of an activity; null for a visitor. */
export async function mine(ctx: RequestCtx, activity: ActivityTimes): Promise<ActivityMine> {
  if (!ctx.user) return null;
  return mineOf(ctx.db, activity, ctx.user.id, nowIso());
}

/** A published activity of the park (404 for a draft, a withdrawn one or another park's). */
export async function published(db: Kysely<DB>, id: number) {
  const a = await db
    .selectFrom('activity_activities')
    .select(['id', 'deadline', 'start_at', 'end_at', 'status', 'checkin_code'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!a || a.status !== 'PUBLISHED') throw notFound('活动');
  return { ...a, id: Number(a.id) };
}

export async function enroll(ctx: UserCtx, id: number, remark: string): Promise<ActivityMine> {
  const now = nowIso();
  const activity = await published(ctx.db, id);
  if (activity.deadline <= now) throw new BizError(CLOSED_MESSAGE);
  const org = ctx.user.orgId
    ? await ctx.db.selectFrom('orgs').select('fullname').where('id', '=', ctx.user.orgId).executeTakeFirst()
    : undefined;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('activity_enrolls')
        .select(['id', 'status'])
        .where('activity_id', '=', id)
        .where('user_id', '=', ctx.user.id)
        .executeTakeFirst();
      if (existing?.status === 'ENROLLED') throw new BizError(ALREADY_MESSAGE);
      const claimed = await trx
        .updateTable('activity_activities')
        .set({ enrolled: sql`enrolled + 1` })
        .where('id', '=', id)
        .where('status', '=', 'PUBLISHED')
        .where('deadline', '>', now)
        .where(sql<boolean>`enrolled < capacity`)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw new BizError(FULL_MESSAGE);
      const values = { name: ctx.user.name, phone: ctx.user.phone, org_name: org?.fullname ?? '', remark: remark.trim(), status: 'ENROLLED' as const, enrolled_at: now, cancelled_at: null, checked_in_at: null };
      if (existing) {
        const renewed = await trx.updateTable('activity_enrolls').set(values).where('id', '=', existing.id).where('status', '=', 'CANCELLED').executeTakeFirst();
        if (Number(renewed.numUpdatedRows) !== 1) throw new BizError(ALREADY_MESSAGE);
      } else {
        await trx.insertInto('activity_enrolls').values({ ...values, activity_id: id, user_id: ctx.user.id }).execute();
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new BizError(ALREADY_MESSAGE);
    throw error;
  }
  return mineOf(ctx.db, activity, ctx.user.id, now);
}

/** Cancels the user's sign-up before the deadline; the place is free again. */
export async function cancel(ctx: UserCtx, id: number): Promise<ActivityMine> {
  const now = nowIso();
  const activity = await published(ctx.db, id);
  if (activity.deadline <= now) throw new BizError('报名已截止，不能取消');
  await ctx.db.transaction().execute(async (trx) => {
    const gone = await trx
      .updateTable('activity_enrolls')
      .set({ status: 'CANCELLED', cancelled_at: now })
      .where('activity_id', '=', id)
      .where('user_id', '=', ctx.user.id)
      .where('status', '=', 'ENROLLED')
      .executeTakeFirst();
    if (Number(gone.numUpdatedRows) !== 1) throw new BizError(NOT_ENROLLED_MESSAGE);
    await trx.updateTable('activity_activities').set({ enrolled: sql`enrolled - 1` }).where('id', '=', id).execute();
  });
  return mineOf(ctx.db, activity, ctx.user.id, now);
}
