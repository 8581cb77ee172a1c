import { appealContract, departmentContract } from '../../../common/appeal/contract.js';
import type { AppealState } from '../../../common/appeal/rules.js';
import { isOperator } from '../../../common/roles.js';
import type { AppInstance } from '../../app-types.js';
import { acceptUploads, attachmentStorage, sendAttachment } from '../../kit/attachments.js';
import { orgchartPort } from '../orgchart/public.js';
import { serveAll } from '../../kit/serve.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { canRate, operatorScope, scopeOf } from './access.js';
import { analyse, rangeOf } from './analyse.js';
import { eventsOf, photosOf } from './events-repo.js';
import { exportAppeals } from './export.js';
import { filterOf } from './filters.js';
import { detail, listItem } from './present.js';
import * as repo from './repo.js';
import { photoRules, submitAppeal } from './submit.js';
import { assign, close, progress, rate, reject, reply, visibleAppeal } from './workflow.js';

const photoMissing = () => notFound('照片');

/**
 * Appeals (诉求): the enterprises' filing (an outbox route: exactly once per Idempotency-Key), their
 * list and detail, the photos and rating the park's answer; the operators' queue, handling,
 * analysis and export; the park's departments.
 */
export default async function appealRoutes(app: AppInstance) {
  await acceptUploads(app);
  const storage = attachmentStorage(app);
  const rules = photoRules(app.config.uploadMaxBytes);

  serveAll(app, appealContract, {
    submit: ({ ctx, request }) => submitAppeal(ctx, request, storage, rules),
    mine: async ({ query: q, ctx, page }) => {
      const orgId = isOperator(ctx.user) ? null : ctx.user.orgId;
      const { rows, total } = await repo.listAppeals(
        ctx.db,
        { kind: 'mine', userId: ctx.user.id, orgId },
        { states: q.state ? [q.state] : undefined },
        page,
      );
      const now = Date.now();
      return { list: rows.map((row) => listItem(row, now)), total };
    },
    detail: async ({ params, ctx }) => {
      const appeal = await visibleAppeal(ctx, params.id);
      const [photos, events] = await Promise.all([
        photosOf(ctx.db, ctx.tenantId, appeal.id),
        eventsOf(ctx.db, appeal.id),
      ]);
      return detail(appeal, photos, events, canRate(appeal, ctx.user));
    },
    photo: async ({ params, ctx, reply: answer }) => {
      const appeal = await visibleAppeal(ctx, params.id);
      const photo = (await photosOf(ctx.db, ctx.tenantId, appeal.id)).find((p) => p.id === params.fileId);
      if (!photo) throw photoMissing();
      return sendAttachment(answer, storage, photo, photoMissing);
    },
    rate: ({ params, body, ctx }) => rate(ctx, params.id, body),

    // The kit resolves the operator's data scope (dataScope: 经办人): the appeals in the departments
    // it covers and those its staff acted on, with the intake queue for appeal.handle (repo.withinScope).
    list: async ({ query: q, ctx, page, scope }) => {
      const now = new Date();
      const { rows, total } = await repo.listAppeals(
        ctx.db,
        scopeOf(ctx.user, scope),
        filterOf(q, now.toISOString()),
        page,
        { orderBy: q.orderBy, order: q.order },
      );
      return { list: rows.map((row) => listItem(row, now.getTime())), total };
    },
    counts: async ({ ctx }) => {
      const scope = await operatorScope(ctx);
      const { byState, overdue } = await repo.stateCounts(ctx.db, scope, {}, nowIso());
      const count = (state: AppealState) => byState.get(state) ?? 0;
      const counts = {
        SUBMITTED: count('SUBMITTED'),
        ASSIGNED: count('ASSIGNED'),
        REPLIED: count('REPLIED'),
        CLOSED: count('CLOSED'),
        REJECTED: count('REJECTED'),
      };
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      return { ...counts, total, overdue };
    },
    assign: ({ params, body, ctx }) => assign(ctx, params.id, body),
    progress: ({ params, body, ctx }) => progress(ctx, params.id, body.note),
    reply: ({ params, body, ctx }) => reply(ctx, params.id, body.content),
    close: ({ params, body, ctx }) => close(ctx, params.id, body.reason),
    reject: ({ params, body, ctx }) => reject(ctx, params.id, body.reason),
    analyse: async ({ query, ctx }) =>
      analyse(ctx.db, await operatorScope(ctx), rangeOf(query.from || undefined, query.to || undefined)),
    export: ({ body, ctx, reply: answer }) => exportAppeals(ctx, body, answer),
  });

  serveAll(app, departmentContract, {
    list: async ({ ctx }) => {
      const rows = await orgchartPort.get().departments(ctx.db);
      return rows.map((d) => ({ id: d.id, name: d.name, parentId: d.parentId, sort: d.sort }));
    },
  });
}
