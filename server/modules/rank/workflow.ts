import type { Kysely } from 'kysely';
import { BIZ } from '../../../common/envelope.js';
import { NO_ENTRIES } from '../../../common/rank/rules.js';
import type { DB } from '../../db/schema.js';
import type { UserCtx } from '../../kit/context.js';
import { auditTrail, changeState } from '../../kit/workflow.js';
import { nowIso } from '../../lib/clock.js';
import { BizError } from '../../lib/errors.js';
import * as repo from './repo.js';
import { SUBJECT } from './save.js';
import type { RankStatus } from './tables.js';

/** Publishing, withdrawing and deleting, each a guarded state change (server/kit/workflow.ts). */

/** Labels of the rank actions in the audit trail. */
export const RANK_ACTION_LABELS: Readonly<Record<string, string>> = {
  CREATE: '新建',
  EDIT: '修改',
  PUBLISH: '发布',
  WITHDRAW: '撤回',
  DELETE: '删除',
};

/** Why an action does not apply to a list in this status. */
const REFUSALS: Record<string, Partial<Record<RankStatus, string>>> = {
  PUBLISH: { PUBLISHED: '该榜单已发布' },
  WITHDRAW: { DRAFT: '该榜单未发布，无需撤回', WITHDRAWN: '该榜单已撤回' },
  DELETE: { PUBLISHED: '已发布的榜单不能删除，请先撤回', WITHDRAWN: '发布过的榜单撤回后保留备查，不能删除' },
};

export interface RankChanged {
  id: number;
  status: RankStatus;
  publishedAt: string | null;
}

function step<R>(
  ctx: UserCtx,
  id: number,
  action: string,
  from: readonly RankStatus[],
  update: (trx: Kysely<DB>, row: repo.RankListRow) => Promise<boolean>,
  then: (trx: Kysely<DB>, row: repo.RankListRow, trail: ReturnType<typeof auditTrail>) => Promise<R>,
): Promise<R> {
  const trail = auditTrail(SUBJECT, ctx.tenantId, ctx.user.id);
  return changeState(ctx.db, {
    noun: '榜单',
    load: (trx) => repo.rankById(trx, ctx.tenantId, id),
    status: (row) => row.status,
    from,
    refusal: (status) => REFUSALS[action]?.[status],
    update,
    then: (trx, row) => then(trx, row, trail),
  });
}

/** Draft or withdrawn → published; a list without entries is refused. */
export function publishRank(ctx: UserCtx, id: number): Promise<RankChanged> {
  const now = nowIso();
  return step(
    ctx,
    id,
    'PUBLISH',
    ['DRAFT', 'WITHDRAWN'],
    async (trx, row) => {
      if (row.entry_count === 0) throw new BizError(NO_ENTRIES, BIZ.conflict);
      return repo.updateRank(trx, ctx.tenantId, id, [row.status], {
        status: 'PUBLISHED',
        publisher_id: ctx.user.id,
        published_at: now,
        updated_at: now,
      });
    },
    async (trx, row, trail) => {
      await trail(trx, id, 'PUBLISH', row.status, 'PUBLISHED');
      return { id, status: 'PUBLISHED', publishedAt: now };
    },
  );
}

/** Published → withdrawn: off the portal at once; it may be corrected and published again. */
export function withdrawRank(ctx: UserCtx, id: number): Promise<RankChanged> {
  const now = nowIso();
  return step(
    ctx,
    id,
    'WITHDRAW',
    ['PUBLISHED'],
    (trx) =>
      repo.updateRank(trx, ctx.tenantId, id, ['PUBLISHED'], { status: 'WITHDRAWN', publisher_id: null, published_at: null, withdrawn_at: now, updated_at: now }),
    async (trx, _row, trail) => {
      await trail(trx, id, 'WITHDRAW', 'PUBLISHED', 'WITHDRAWN');
      return { id, status: 'WITHDRAWN', publishedAt: null };
    },
  );
}

/** Only drafts that were never published. */
export function deleteRank(ctx: UserCtx, id: number): Promise<null> {
  return step(
    ctx,
    id,
    'DELETE',
    ['DRAFT'],
    (trx) => repo.deleteRank(trx, ctx.tenantId, id, ['DRAFT']),
    async (trx, _row, trail) => {
      await trail(trx, id, 'DELETE', 'DRAFT', 'DELETED');
      return null;
    },
  );
}
