import { NO_ENTRIES } from '../../../common/rank/rules.js';
import { RANK_LIFECYCLE } from '../../../common/rank/lifecycle.js';
import { definePublishKind } from '../../kit/publish/kind.js';
import * as repo from './repo.js';

/**
 * Rank lists on the publish kit (server/kit/publish): the lifecycle of common/rank/lifecycle.ts on
 * the `rank_lists` table, owned by the operator who created it.
 */
export const RANK_KIND = definePublishKind({
  lifecycle: RANK_LIFECYCLE,
  table: 'rank_lists',
  columns: { title: 'title' },
  owner: { column: 'author_id', is: 'user' },
  scope: { column: 'author_id' },
  permission: 'rank.manage',
  message: { topic: 'SYSTEM', link: () => '/op/rankManage' },
  effects: {
    PUBLISH: {
      refuse: (_trx, _ctx, list) => (Number(list.row.entry_count) === 0 ? NO_ENTRIES : undefined),
      set: (ctx, now) => ({ publisher_id: ctx.user.id, published_at: now }),
    },
    WITHDRAW: { set: (_ctx, now) => ({ publisher_id: null, published_at: null, withdrawn_at: now }) },
    DELETE: { before: (trx, _ctx, list) => repo.deleteEntriesOf(trx, list.id) },
  },
});
