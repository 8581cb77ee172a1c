import { NOTICE_TYPES, noticeContract } from '../../../common/notice/contract.js';
import { isOperator } from '../../../common/roles.js';
import type { AppInstance } from '../../app-types.js';
import type { RequestCtx } from '../../kit/context.js';
import { serveAll } from '../../kit/serve.js';
import { notFound } from '../../lib/errors.js';
import { detail, fileItem, listItem, manageItem } from './present.js';
import * as repo from './repo.js';
import { saveNotice } from './save.js';
import { NOTICE_KIND } from './publish-kind.js';
import { publishHandlers } from '../../kit/publish/serve.js';
import { presentedPage } from '../../kit/present.js';

/**
 * A notice as the caller may see it: visitors only published ones of this park; operators also
 * drafts and rejected ones. Anything else is "not found", so ids reveal nothing.
 */
async function visibleNotice(ctx: RequestCtx, id: number) {
  const notice = await repo.noticeById(ctx.db, id);
  if (!notice || (notice.status !== 'JOINT' && !isOperator(ctx.user))) throw notFound('通知');
  return notice;
}

/** Notices: the public side and the operators' drafting, publishing, rejecting and withdrawing. */
export default async function noticeRoutes(app: AppInstance) {
  const review = publishHandlers(NOTICE_KIND);
  serveAll(app, noticeContract, {
    list: ({ query: q, page, ctx }) => {
      const filter = { status: 'JOINT' as const, type: q.search_type || undefined, search: q.search, page };
      return presentedPage(repo.listNotices(ctx.db, filter, 'public'), listItem);
    },
    types: async ({ ctx }) => {
      const counts = await repo.publishedByType(ctx.db);
      return NOTICE_TYPES.map((type) => ({ type, count: counts.get(type) ?? 0 }));
    },
    detail: async ({ params, ctx }) => {
      let notice = await visibleNotice(ctx, params.id);
      if (notice.status === 'JOINT') {
        await repo.addView(ctx.db, notice.id);
        notice = { ...notice, views: notice.views + 1 };
      }
      const fileIds = await repo.fileIdsOf(ctx.db, notice.id);
      return detail(notice, fileIds, isOperator(ctx.user));
    },
    files: async ({ params, ctx }) => {
      const notice = await visibleNotice(ctx, params.id);
      return (await repo.filesOf(ctx.db, notice.id, 'FILE')).map(fileItem);
    },
    manageList: async ({ query: q, page, scope, ctx }) => {
      const filter = {
        status: q.status || undefined,
        type: q.search_type || undefined,
        search: q.search,
        page,
        scope,
        sort: { orderBy: q.orderBy, order: q.order },
      };
      const { rows, total } = await repo.listNotices(ctx.db, filter, 'manage');
      return { list: rows.map(manageItem), total };
    },
    counts: review.counts,
    save: ({ body, ctx }) => saveNotice(ctx, body),
    publish: review.transition('PUBLISH'),
    reject: review.transition('REJECT'),
    withdraw: review.transition('WITHDRAW'),
    remove: review.removal('DELETE'),
    batch: review.batch,
    history: review.history,
  });
}
