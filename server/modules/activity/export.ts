import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { parkTime } from '../../lib/park-time.js';
import { sendXlsx, type XlsxColumn, type XlsxRow } from '../../lib/xlsx-export.js';

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

type EnrollSheetRow = XlsxRow & { no: number; name: string; phone: string; orgName: string; remark: string; at: string };
const COLUMNS: ReadonlyArray<XlsxColumn<EnrollSheetRow>> = [
  { header: '序号', key: 'no', width: 6 },
  { header: '姓名', key: 'name', width: 12 },
  { header: '手机号', key: 'phone', width: 14 },
  { header: '所在单位', key: 'orgName', width: 30 },
  { header: '备注', key: 'remark', width: 24 },
  { header: '报名时间', key: 'at', width: 18 },
];

/** 报名名单-<活动名称>.xlsx: one row per current sign-up. */
export async function exportEnrolls(db: Kysely<DB>, activityId: number, reply: FastifyReply) {
  const activity = await db.selectFrom('activity_activities').select('title').where('id', '=', activityId).executeTakeFirst();
  if (!activity) throw notFound('活动');
  const rows = (await enrollsOf(db, activityId).execute()).map((r, i) => ({
    no: i + 1,
    name: r.name,
    phone: r.phone,
    orgName: r.org_name,
    remark: r.remark,
    at: parkTime(r.enrolled_at),
  }));
  return sendXlsx(reply, {
    filename: `报名名单-${activity.title}.xlsx`,
    sheets: [{ name: '报名名单', columns: COLUMNS as ReadonlyArray<XlsxColumn>, rows }],
  });
}
