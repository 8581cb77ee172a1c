import { NOTICE_LIFECYCLE } from '../../../common/notice/lifecycle.js';
import { usedByPublished } from '../../kit/attachments.js';
import { definePublishKind } from '../../kit/publish/kind.js';
import * as repo from './repo.js';

/**
 * Notices on the publish kit (server/kit/publish): the lifecycle of common/notice/lifecycle.ts on
 * the `notices` table, owned by the operator who drafted it. Attachment visibility changes with
 * the status, in the same transaction, so a file is public exactly while a published notice uses it.
 */
export const NOTICE_KIND = definePublishKind({
  lifecycle: NOTICE_LIFECYCLE,
  table: 'notices',
  columns: { title: 'title', reason: 'reason' },
  owner: { column: 'author_id', is: 'user' },
  scope: { column: 'author_id' },
  permission: 'notice.manage',
  message: { topic: 'SYSTEM', link: (id) => `/notice/detail/${String(id)}` },
  effects: {
    PUBLISH: {
      set: (ctx, now) => ({ publisher_id: ctx.user.id, published_at: now }),
      after: async (trx, ctx, notice) => {
        const files = await repo.filesOf(trx, notice.id);
        await repo.setVisibility(
          trx,
          ctx.tenantId,
          files.map((f) => f.id),
          'PUBLIC',
        );
      },
    },
    // Off the public list, and its files private again unless another published record uses them.
    WITHDRAW: {
      set: () => ({ publisher_id: null, published_at: null }),
      after: async (trx, ctx, notice) => {
        const fileIds = (await repo.filesOf(trx, notice.id)).map((f) => f.id);
        const shared = await usedByPublished(trx, ctx.tenantId, fileIds, { kind: 'notice', id: notice.id });
        await repo.setVisibility(
          trx,
          ctx.tenantId,
          fileIds.filter((f) => !shared.has(f)),
          'PRIVATE',
        );
      },
    },
    // Its attachments stay (private, since no published notice uses them).
    DELETE: { before: (trx, _ctx, notice) => repo.deleteFilesOf(trx, notice.id) },
  },
});
