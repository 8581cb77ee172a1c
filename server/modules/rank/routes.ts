import { RANK_LIMITS, rankContract } from '../../../common/rank/contract.js';
import type { AppInstance } from '../../app-types.js';
import type { RequestCtx } from '../../kit/context.js';
import { serveAll } from '../../kit/serve.js';
import { notFound } from '../../lib/errors.js';
import { entriesByList, heading, manageItem } from './present.js';
import * as repo from './repo.js';
import { saveRank } from './save.js';
import { publishHandlers } from '../../kit/publish/serve.js';
import { RANK_KIND } from './publish-kind.js';
import { presentedPage } from '../../kit/present.js';

/** The portal reads only published lists of its own park; anything else is "not found". */
async function publishedRank(ctx: RequestCtx, id: number) {
  const row = await repo.rankById(ctx.db, id);
  if (!row || row.status !== 'PUBLISHED') throw notFound('榜单');
  return row;
}

/** Rank lists: the portal's published lists and the operators' building, publishing and withdrawing. */
export default async function rankRoutes(app: AppInstance) {
  const review = publishHandlers(RANK_KIND);
  serveAll(app, rankContract, {
    list: async ({ page, ctx }) => {
      const { rows, total } = await repo.listRanks(ctx.db, { status: 'PUBLISHED', page }, 'public');
      const top = entriesByList(await repo.entriesOf(ctx.db, rows.map((r) => r.id), RANK_LIMITS.topEntries));
      return { list: rows.map((row) => ({ ...heading(row), top: top.get(row.id) ?? [] })), total };
    },
    detail: async ({ params, ctx }) => {
      const row = await publishedRank(ctx, params.id);
      const entries = await repo.entriesOf(ctx.db, [row.id]);
      return { ...heading(row), entries: entriesByList(entries).get(row.id) ?? [] };
    },
    manageList: ({ query: q, page, scope, ctx }) => {
      const filter = { status: q.status || undefined, search: q.search, page, scope, sort: { orderBy: q.orderBy, order: q.order } };
      return presentedPage(repo.listRanks(ctx.db, filter, 'manage'), manageItem);
    },
    counts: review.counts,
    manageDetail: async ({ params, ctx }) => {
      const row = await repo.rankById(ctx.db, params.id);
      if (!row) throw notFound('榜单');
      const entries = await repo.entriesOf(ctx.db, [row.id]);
      return { ...manageItem(row), entries: entriesByList(entries).get(row.id) ?? [] };
    },
    orgs: async ({ query: q, page, ctx }) => {
      const { rows, total } = await repo.searchEnterprises(ctx.db, q.search, page);
      return {
        list: rows.map((r) => ({ id: r.id, fullname: r.fullname, simplename: r.simplename, industryName: r.industry_name })),
        total,
      };
    },
    save: ({ body, ctx }) => saveRank(ctx, body),
    publish: review.transition('PUBLISH'),
    withdraw: review.transition('WITHDRAW'),
    remove: review.removal('DELETE'),
    batch: review.batch,
    history: review.history,
  });
}
