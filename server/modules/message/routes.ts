import { messageContract } from '../../../common/message/contract.js';
import type { AppInstance } from '../../app-types.js';
import { audienceHandlers } from '../../kit/audience.js';
import type { UserCtx } from '../../kit/context.js';
import { serveAll } from '../../kit/serve.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { deleteMessage, saveDraft, sendMessage } from './compose.js';
import { fileOf, maskPhone, myItem, sentItem } from './present.js';
import * as repo from './repo.js';
import { presentedPage } from '../../kit/present.js';

/** The management sender's name recipients see (they know the park, not its staff). */
const SENDER = '园区管理委员会';

async function ownMessage(ctx: UserCtx, id: number) {
  const row = await repo.myMessage(ctx.db, ctx.user.id, id);
  if (!row) throw notFound('消息');
  return row;
}

async function managedMessage(ctx: UserCtx, id: number) {
  const row = await repo.messageById(ctx.db, id);
  if (!row) throw notFound('消息');
  return row;
}

/** In-app messages: the operators' composing, sending and results; everyone's own inbox. */
export default async function messageRoutes(app: AppInstance) {
  serveAll(app, messageContract, {
    sentList: ({ query: q, ctx, page, scope }) => {
      const filter = { status: q.status || undefined, search: q.search, sort: { orderBy: q.orderBy, order: q.order }, scope };
      return presentedPage(repo.listSent(ctx.db, filter, page), sentItem);
    },
    counts: async ({ ctx }) => {
      const counts = await repo.statusCounts(ctx.db);
      const DRAFT = counts.get('DRAFT') ?? 0;
      const SENT = counts.get('SENT') ?? 0;
      return { DRAFT, SENT, total: DRAFT + SENT };
    },
    manageDetail: async ({ params, ctx }) => {
      const row = await managedMessage(ctx, params.id);
      const [files, stats] = await Promise.all([repo.filesOf(ctx.db, row.id, 'FILE'), repo.readStats(ctx.db, row.id)]);
      return { ...sentItem(row), body: row.body, attachmentIds: files.map((f) => f.id), files: files.map(fileOf), unread: stats.unread };
    },
    save: ({ body, ctx }) => saveDraft(ctx, body),
    send: ({ params, body, ctx }) => sendMessage(ctx, params.id, body.audience),
    remove: ({ params, ctx }) => deleteMessage(ctx, params.id),
    result: async ({ params, query: q, ctx, page }) => {
      const row = await managedMessage(ctx, params.id);
      const [{ rows, total }, stats] = await Promise.all([
        repo.recipientsOf(ctx.db, row.id, { read: q.read, search: q.search }, page),
        repo.readStats(ctx.db, row.id),
      ]);
      return {
        list: rows.map((r) => ({
          userId: Number(r.user_id),
          name: r.name,
          phone: maskPhone(r.phone),
          orgName: r.fullname ?? '',
          deliveredAt: r.delivered_at,
          read: r.read_at !== null,
          readAt: r.read_at,
        })),
        total,
        stats,
      };
    },
    ...audienceHandlers(),

    myList: ({ query: q, ctx, page }) => presentedPage(repo.myMessages(ctx.db, ctx.user.id, { kind: q.kind, read: q.read }, page), myItem),
    myDetail: async ({ params, ctx }) => {
      let row = await ownMessage(ctx, params.id);
      if (row.read_at === null) {
        const at = nowIso();
        await repo.markRead(ctx.db, ctx.user.id, at, { id: row.id });
        row = { ...row, read_at: at };
      }
      const files = row.kind === 'MESSAGE' ? await repo.filesOf(ctx.db, row.id, 'FILE') : [];
      return {
        ...myItem(row),
        body: row.body,
        senderName: row.kind === 'MESSAGE' ? SENDER : '',
        files: files.map(fileOf),
      };
    },
    markRead: async ({ params, ctx }) => {
      const row = await ownMessage(ctx, params.id);
      await repo.markRead(ctx.db, ctx.user.id, nowIso(), { id: row.id });
      return repo.unreadCounts(ctx.db, ctx.user.id);
    },
    markAllRead: async ({ body, ctx }) => {
      await repo.markRead(ctx.db, ctx.user.id, nowIso(), { kind: body.kind });
      return repo.unreadCounts(ctx.db, ctx.user.id);
    },
    unread: ({ ctx }) => repo.unreadCounts(ctx.db, ctx.user.id),
  });
}
