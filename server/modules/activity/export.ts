import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { sendSheet, type SheetColumns } from '../../kit/sheet.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { parkTime } from '../../lib/park-time.js';

/**
 * The sign-ups of an activity (current ones, in order of signing up), on the page and in the
 * export, each with whether the user came and how often they stayed away: their sign-ups to this
 * park's ended activities that opened check-in (a code was shown) without checking in.
 */
export function enrollsOf(db: Kysely<DB>, activityId: number, now: string) {
  return db
    .selectFrom('activity_enrolls')
    .select(['id', 'name', 'phone', 'org_name', 'remark', 'enrolled_at', 'checked_in_at'])
    .select((eb) =>
      eb
        .selectFrom('activity_enrolls as past')
        .innerJoin('activity_activities as pa', 'pa.id', 'past.activity_id')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('past.user_id', '=', 'activity_enrolls.user_id')
        .where('past.status', '=', 'ENROLLED')
        .where('past.checked_in_at', 'is', null)
        .where('pa.checkin_code', 'is not', null)
        .where('pa.end_at', '<=', now)
        .as('no_shows'),
    )
    .where('activity_id', '=', activityId)
    .where('status', '=', 'ENROLLED')
    .orderBy('enrolled_at')
    .orderBy('id');
}

type Enroll = Awaited<ReturnType<ReturnType<typeof enrollsOf>['execute']>>[number];

export const enrollItem = (r: Enroll) => ({
  id: Number(r.id),
  name: r.name,
  phone: r.phone,
  orgName: r.org_name,
  remark: r.remark,
  enrolledAt: r.enrolled_at,
  checkedInAt: r.checked_in_at,
  noShows: Number(r.no_shows ?? 0),
});

const COLUMNS: SheetColumns<Enroll> = [
  { header: '序号', width: 6, cell: (_, i) => i + 1 },
  { header: '姓名', width: 12, cell: (r) => r.name },
  { header: '手机号', width: 14, cell: (r) => r.phone },
  { header: '所在单位', width: 30, cell: (r) => r.org_name },
  { header: '备注', width: 24, cell: (r) => r.remark },
  { header: '报名时间', width: 18, cell: (r) => parkTime(r.enrolled_at) },
  { header: '签到时间', width: 18, cell: (r) => (r.checked_in_at ? parkTime(r.checked_in_at) : '未签到') },
  { header: '累计缺席次数', width: 12, cell: (r) => Number(r.no_shows ?? 0) },
];

/** 报名名单-<活动名称>.xlsx: one row per current sign-up. */
export async function exportEnrolls(db: Kysely<DB>, activityId: number, reply: FastifyReply) {
  const activity = await db.selectFrom('activity_activities').select('title').where('id', '=', activityId).executeTakeFirst();
  if (!activity) throw notFound('活动');
  const rows = await enrollsOf(db, activityId, nowIso()).execute();
  return sendSheet(reply, { name: '报名名单', filename: `报名名单-${activity.title}.xlsx`, columns: COLUMNS, rows });
}
