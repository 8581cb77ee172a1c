import { demandContract } from '../../../common/demand/contract.js';
import { ITEM_STATE_KEYS, type ItemState } from '../../../common/demand/lifecycle.js';
import { ITEM_KIND_KEYS, ITEM_KINDS, viewFilter, type ItemView } from '../../../common/demand/model.js';
import { BIZ } from '../../../common/envelope.js';
import type { AppInstance } from '../../app-types.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { RequestCtx, UserCtx } from '../../kit/context.js';
import { publishHandlers } from '../../kit/publish/serve.js';
import { serveAll } from '../../kit/serve.js';
import { BizError, notFound } from '../../lib/errors.js';
import { managedItem, publicItem } from './present.js';
import { ITEM_KIND } from './publish-kind.js';
import * as repo from './repo.js';
import { NO_ORG, saveItem } from './save.js';
import type { TextSearch } from './search.js';
import { queryTerms } from './terms.js';

type Counts = Record<ItemState, number> & { total: number };

async function viewCounts(db: Kysely<DB>, view: ItemView, orgId?: number): Promise<Counts> {
  const found = await repo.countsOf(db, { ...viewFilter(view), ...(orgId ? { orgId } : {}) });
  const counts = { total: 0 } as Counts;
  for (const s of ITEM_STATE_KEYS) {
    counts[s] = found.get(s) ?? 0;
    counts.total += counts[s];
  }
  return counts;
}

/** A search's words and where they are looked up; none for a query without words. */
function searchOf(ctx: RequestCtx, text: string | undefined): TextSearch | undefined {
  const terms = text ? queryTerms(text) : [];
  return terms.length > 0 ? { terms, dialect: ctx.dialect, tenantId: ctx.tenantId } : undefined;
}

/** The caller's organisation; an individual without one is told how to get one. */
function orgOf(ctx: UserCtx): number {
  if (!ctx.user.orgId) throw new BizError(NO_ORG, BIZ.forbidden);
  return ctx.user.orgId;
}

/** Items: the public lists and search, an organisation's own, the operators' review. */
export default async function demandRoutes(app: AppInstance) {
  const review = publishHandlers(ITEM_KIND);
  serveAll(app, demandContract, {
    search: async ({ query: q, page, ctx }) => {
      const search = searchOf(ctx, q.search);
      // A query of single characters only finds nothing rather than everything.
      if (q.search?.trim() && !search) return { list: [], total: 0 };
      const { rows, total } = await repo.listItems(ctx.db, {
        status: 'JOINT',
        kinds: q.kind ? [q.kind] : undefined,
        category: q.category || undefined,
        industry: q.industry || undefined,
        orgId: q.orgId,
        search,
        page,
      });
      return { list: rows.map(publicItem), total };
    },
    stats: async ({ ctx }) => {
      const { kinds, orgs } = await repo.publishedStats(ctx.db);
      return {
        kinds: ITEM_KIND_KEYS.map((kind) => ({ kind, label: ITEM_KINDS[kind], count: kinds.get(kind) ?? 0 })),
        orgs,
      };
    },
    publishers: async ({ query, ctx }) =>
      (await repo.publishersOf(ctx.db, query.kind, 30)).map((r) => ({
        orgId: r.org_id,
        orgName: r.org_name,
        count: r.n,
      })),
    detail: async ({ params, ctx }) => {
      const item = await repo.itemById(ctx.db, params.id);
      if (!item || item.status !== 'JOINT') throw notFound('信息');
      await repo.addView(ctx.db, item.id);
      return publicItem({ ...item, views: Number(item.views) + 1 });
    },
    myList: async ({ query: q, page, ctx }) => {
      const orgId = orgOf(ctx);
      const { rows, total } = await repo.listItems(ctx.db, {
        ...viewFilter(q.view),
        orgId,
        status: q.status || undefined,
        search: searchOf(ctx, q.search),
        page,
      });
      return { list: rows.map(managedItem), total };
    },
    myCounts: async ({ params, ctx }) => viewCounts(ctx.db, params.view, orgOf(ctx)),
    myDetail: async ({ params, ctx }) => {
      const orgId = orgOf(ctx);
      const item = await repo.itemById(ctx.db, params.id);
      if (!item || item.org_id !== orgId) throw notFound('信息');
      return managedItem(item);
    },
    save: ({ body, ctx }) => saveItem(ctx, body),
    withdraw: review.transition('WITHDRAW'),
    remove: review.removal('DELETE'),
    myHistory: review.history,
    manageList: async ({ query: q, page, ctx }) => {
      const { rows, total } = await repo.listItems(ctx.db, {
        ...viewFilter(q.view),
        status: q.status || undefined,
        orgId: q.orgId,
        search: searchOf(ctx, q.search),
        page,
        sort: { orderBy: q.orderBy, order: q.order },
      });
      return { list: rows.map(managedItem), total };
    },
    manageCounts: ({ params, ctx }) => viewCounts(ctx.db, params.view),
    manageDetail: async ({ params, ctx }) => {
      const item = await repo.itemById(ctx.db, params.id);
      if (!item) throw notFound('信息');
      return managedItem(item);
    },
    approve: review.transition('APPROVE'),
    reject: review.transition('RETURN'),
    offline: review.transition('OFFLINE'),
    batch: review.batch,
    history: review.history,
  });
}
