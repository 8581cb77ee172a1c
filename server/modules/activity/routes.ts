import { activityContract } from '../../../common/activity/contract.js';
import { isOperator } from '../../../common/roles.js';
import type { AppInstance } from '../../app-types.js';
import type { RequestCtx } from '../../kit/context.js';
import { pageWithTotal } from '../../kit/paging.js';
import { publishHandlers } from '../../kit/publish/serve.js';
import { serveAll } from '../../kit/serve.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { conductPort } from '../conduct/public.js';
import { checkIn, checkinBoard } from './checkin.js';
import { highTechActivities } from './conduct-section.js';
import { cancel, enroll, mine } from './enroll.js';
import { enrollItem, enrollsOf, exportEnrolls } from './export.js';
import { invitedOrgs, sendInvitations } from './invite.js';
import { item, manageItem } from './present.js';
import { ACTIVITY_KIND } from './publish-kind.js';
import * as repo from './repo.js';
import { saveActivity } from './save.js';
import { presentedPage } from '../../kit/present.js';

/** An activity as the caller may see it: visitors only published ones; operators every one of the park. */
async function visible(ctx: RequestCtx, id: number) {
  const row = await repo.activityById(ctx.db, id);
  if (!row || (row.status !== 'PUBLISHED' && !isOperator(ctx.user))) throw notFound('活动');
  return row;
}

// The section of /gc/conduct is added once per process, whichever app registers these routes first.
let sectionAdded = false;

/** Activities: the public list and detail, sign-up, and the operators' writing, inviting and lists. */
export default async function activityRoutes(app: AppInstance) {
  const review = publishHandlers(ACTIVITY_KIND);
  if (!sectionAdded) {
    conductPort.get().register(highTechActivities);
    sectionAdded = true;
  }
  serveAll(app, activityContract, {
    open: ({ query: q, page, ctx }) => {
      const now = nowIso();
      const filter = { status: 'PUBLISHED' as const, type: q.type || undefined, phase: q.phase || undefined, search: q.search, now, page };
      return presentedPage(repo.listActivities(ctx.db, filter, 'public'), (r) => item(r, now));
    },
    detail: async ({ params, ctx }) => {
      const row = await visible(ctx, params.id);
      const now = nowIso();
      return { ...manageItem(row, now), body: row.body, mine: await mine(ctx, { ...row, id: Number(row.id) }) };
    },
    list: ({ body: b, page, ctx }) => {
      const now = nowIso();
      const filter = { status: b.status || undefined, search: b.search, now, page, sort: { orderBy: b.orderBy, order: b.order } };
      return presentedPage(repo.listActivities(ctx.db, filter, 'manage'), (r) => manageItem(r, now));
    },
    counts: review.counts,
    save: ({ body, ctx }) => saveActivity(ctx, body),
    publish: review.transition('PUBLISH'),
    withdraw: review.transition('WITHDRAW'),
    remove: review.removal('DELETE'),
    batch: review.batch,
    history: review.history,
    notInvited: ({ body, page, ctx }) => invitedOrgs(ctx.db, body.activeId, false, body.search, page),
    invited: ({ body, page, ctx }) => invitedOrgs(ctx.db, body.activeId, true, body.search, page),
    send: ({ body, ctx }) => sendInvitations(ctx, body.activeId, body.orgIds),
    enroll: ({ params, body, ctx }) => enroll(ctx, params.id, body.remark ?? ''),
    cancel: ({ params, ctx }) => cancel(ctx, params.id),
    enrolls: async ({ query, page, ctx }) => {
      await visible(ctx, query.activeId);
      const base = ctx.db.selectFrom('activity_enrolls').where('activity_id', '=', query.activeId).where('status', '=', 'ENROLLED');
      return presentedPage(pageWithTotal(enrollsOf(ctx.db, query.activeId, nowIso()), base, page), enrollItem);
    },
    enrollExport: ({ query, ctx, reply }) => exportEnrolls(ctx.db, query.activeId, reply),
    checkinBoard: ({ params, body, ctx }) => checkinBoard(ctx, params.id, body.renew ?? false),
    checkin: ({ params, body, ctx }) => checkIn(ctx, params.id, body.code),
  });
}
