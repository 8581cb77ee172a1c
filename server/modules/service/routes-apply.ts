import { applyContract } from '../../../common/service/apply/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serveAll } from '../../kit/serve.js';
import { applySteps, ownOrg, rateApply, readableApply, stepApply, submitApply } from './applies.js';
import { trailOf } from './cases.js';
import { exportApplies } from './export.js';
import * as repo from './repo-apply.js';
import { ownServiceOrg } from './save.js';
import { isOrganisation } from '../../../common/roles.js';

/** 服务申请: submit, the three sides' lists, the steps and the rating, the service desk's ledger. */
export default async function applyRoutes(app: AppInstance) {
  serveAll(app, applyContract, {
    submit: ({ body, ctx }) => submitApply(ctx, body),
    mine: ({ query, page, ctx }) => repo.applies(ctx.db, { orgId: ownOrg(ctx), status: query.status }, page),
    received: ({ query, page, ctx }) => repo.applies(ctx.db, { providerId: ownServiceOrg(ctx), status: query.status }, page),
    detail: async ({ params, ctx }) => {
      const row = await readableApply(ctx, params.id);
      const own = isOrganisation(ctx.user) && ctx.user.orgId === row.org_id;
      return {
        ...repo.applyItem(row),
        trail: await trailOf(ctx.db, 'APPLY', row.id),
        steps: applySteps(ctx, row),
        canRate: own && row.status === 'PASS' && row.rating === null,
      };
    },
    step: ({ params, body, ctx }) => stepApply(ctx, params.id, body.step, body.note),
    rate: ({ params, body, ctx }) => rateApply(ctx, params.id, body.rating, body.comment),
    list: ({ query: q, page, ctx }) => repo.applies(ctx.db, q, page, { orderBy: q.orderBy, order: q.order }),
    counts: ({ ctx }) => repo.applyCounts(ctx.db),
    export: ({ body, ctx, reply }) => exportApplies(ctx, body, reply),
  });
}
