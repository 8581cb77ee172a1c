import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { sendSheet, type SheetColumns } from '../../kit/sheet.js';
import { notFound } from '../../lib/errors.js';
import { parkTime } from '../../lib/park-time.js';

/** The sign-ups of an activity (current ones, in order of signing up), on the page and in the export. */
export function enrollsOf(db: Kysely<DB>, activityId: number) {
  return db
    .selectFrom('activity_enrolls')
    .select(['id', 'name', 'phone', 'org_name', 'remark', 'enrolled_at'])
    .where('activity_id', '=', activityId)
    .where('status', '=', 'ENROLLED')
    .orderBy('enrolled_at')
    .orderBy('id');
}

export const enrollItem = (r: { id: number; name: string; phone: string; org_name: string; remark: string; enrolled_at: string }) => ({
  id: Number(r.id),
  name: r.name,
  phone: r.phone,
  orgName: r.org_name,
  remark: r.remark,
  enrolledAt: r.enrolled_at,
});

type Enroll = Awaited<ReturnType<ReturnType<typeof enrollsOf>['execute']>>[number];
const COLUMNS: SheetColumns<Enroll> = [
  { header: '序号', width: 6, cell: (_, i) => i + 1 },
  { header: '姓名', width: 12, cell: (r) => r.name },
  { header: '手机号', width: 14, cell: (r) => r.phone },
  { header: '所在单位', width: 30, cell: (r) => r.org_name },
  { header: '备注', width: 24, cell: (r) => r.remark },
  { header: '报名时间', width: 18, cell: (r) => parkTime(r.enrolled_at) },
];

/** 报名名单-<活动名称>.xlsx: one row per current sign-up. */
export async function exportEnrolls(db: Kysely<DB>, activityId: number, reply: FastifyReply) {
  const activity = await db.selectFrom('activity_activities').select('title').where('id', '=', activityId).executeTakeFirst();
  if (!activity) throw notFound('活动');
  const rows = await enrollsOf(db, activityId).execute();
  return sendSheet(reply, { name: '报名名单', filename: `报名名单-${activity.title}.xlsx`, columns: COLUMNS, rows });
}
