import { sql, type Kysely } from 'kysely';
import type { InviteOrg } from '../../../common/activity/contract.js';
import type { DB } from '../../db/schema.js';
import { activeUsersOfOrg } from '../../kit/audience.js';
import type { UserCtx } from '../../kit/context.js';
import type { ListPage } from '../../kit/list-input.js';
import { pageWithTotal } from '../../kit/paging.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { parkTime } from '../../lib/park-time.js';
import { likeContaining } from '../../lib/sql-like.js';
import { smsPort } from '../sms/public.js';

/**
 * SMS invitations (SPEC §7 org/listByNotSmsActive, org/listBySmsActive, active/sendActive): an
 * organisation of the park is invited to an activity at most once; the SMS go through the SMS
 * push's queue and caps (server/modules/sms/public.ts), to the organisation's active users.
 */

function orgsOf(db: Kysely<DB>, activityId: number, invited: boolean, search: string | undefined) {
  let query = db
    .selectFrom('orgs')
    .leftJoin('activity_invites', (j) => j.onRef('activity_invites.org_id', '=', 'orgs.id').on('activity_invites.activity_id', '=', activityId))
    .where('activity_invites.org_id', invited ? 'is not' : 'is', null);
  const term = search?.trim();
  if (term) query = query.where(sql<boolean>`${sql.ref('orgs.fullname')} like ${likeContaining(term)} escape '\\'`);
  return query;
}

export async function invitedOrgs(db: Kysely<DB>, activityId: number, invited: boolean, search: string | undefined, page: ListPage) {
  const base = orgsOf(db, activityId, invited, search);
  const rows = base
    .select(['orgs.id', 'orgs.fullname', 'orgs.industry_name', 'activity_invites.invited_at'])
    .select(activeUsersOfOrg)
    .orderBy(invited ? 'activity_invites.invited_at' : 'orgs.fullname', invited ? 'desc' : 'asc')
    .orderBy('orgs.id');
  const { rows: list, total } = await pageWithTotal(rows, base, page);
  const items: InviteOrg[] = list.map((r) => ({
    id: Number(r.id),
    fullname: r.fullname,
    industry: r.industry_name,
    users: Number(r.users ?? 0),
    invitedAt: r.invited_at ?? null,
  }));
  return { list: items, total };
}

/** The invitation as the organisation's users read it; the push fills {企业名称} and {园区名称}. */
export function invitationText(a: { title: string; start_at: string; place: string; deadline: string }): string {
  return `{企业名称}：{园区名称}诚邀贵单位参加“${a.title.replace(/[{}]/g, '')}”，时间${parkTime(a.start_at)}，地点${a.place.replace(/[{}]/g, '')}，请于${parkTime(a.deadline)}前登录园区服务平台报名。`;
}

export async function sendInvitations(ctx: UserCtx, activityId: number, orgIds: number[]) {
  const activity = await ctx.db
    .selectFrom('activity_activities')
    .select(['id', 'title', 'status', 'start_at', 'place', 'deadline'])
    .where('id', '=', activityId)
    .executeTakeFirst();
  if (!activity) throw notFound('活动');
  if (activity.status !== 'PUBLISHED') throw new BizError('活动发布后才能邀请');
  if (activity.deadline <= nowIso()) throw new BizError('报名已截止，不能再邀请');
  const wanted = [...new Set(orgIds)];
  const fresh = await ctx.db
    .selectFrom('orgs')
    .leftJoin('activity_invites', (j) => j.onRef('activity_invites.org_id', '=', 'orgs.id').on('activity_invites.activity_id', '=', activityId))
    .select('orgs.id')
    .where('orgs.id', 'in', wanted)
    .where('activity_invites.org_id', 'is', null)
    .execute();
  const ids = fresh.map((o) => Number(o.id));
  if (ids.length === 0) throw new BizError('所选机构均已邀请过');
  const sent = await smsPort.get().sendToOrgs(ctx, { orgIds: ids, text: invitationText(activity), label: `活动邀请：${activity.title}` });
  const now = nowIso();
  await ctx.db
    .insertInto('activity_invites')
    .values(ids.map((org_id) => ({ activity_id: activityId, org_id, batch_id: sent.batchId, invited_by: ctx.user.id, invited_at: now })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  return { invited: ids.length, recipients: sent.recipients, notice: sent.notice };
}
