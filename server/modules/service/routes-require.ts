import { requireContract } from '../../../common/service/require/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serveAll } from '../../kit/serve.js';
import { ownOrg } from './applies.js';
import { exportRequires } from './export.js';
import * as repo from './repo-require.js';
import { answerRequire, NOT_ORG_REQUIRE, NOT_SERVICE_ANSWER, pickAnswer, requireDetail, saveRequire, stepRequire } from './requires.js';
import { ownServiceOrg } from './save.js';

/** 服务需求: the enterprise's own, the service organisations' hall and answers, the service desk's ledger. */
export default async function requireRoutes(app: AppInstance) {
  serveAll(app, requireContract, {
    save: ({ body, ctx }) => saveRequire(ctx, body),
    mine: ({ query, page, ctx }) => repo.requires(ctx.db, { orgId: ownOrg(ctx, NOT_ORG_REQUIRE), status: query.status }, page),
    hall: ({ query: q, page, ctx }) => {
      const providerId = ownServiceOrg(ctx, NOT_SERVICE_ANSWER);
      const scope = q.scope === 'mine' ? { answeredBy: providerId } : { status: 'TOAUDIT' as const };
      return repo.requires(ctx.db, { ...scope, category: q.category, search: q.search }, page, {}, providerId);
    },
    detail: ({ params, ctx }) => requireDetail(ctx, params.id),
    answer: ({ params, body, ctx }) => answerRequire(ctx, params.id, body),
    pick: ({ params, body, ctx }) => pickAnswer(ctx, params.id, body.answerId, body.note),
    step: ({ params, body, ctx }) => stepRequire(ctx, params.id, body.step, body.note),
    list: ({ query: q, page, ctx }) => repo.requires(ctx.db, q, page, { orderBy: q.orderBy, order: q.order }),
    counts: ({ ctx }) => repo.requireCounts(ctx.db),
    export: ({ body, ctx, reply }) => exportRequires(ctx, body, reply),
  });
}
