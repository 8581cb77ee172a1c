import { systemContract } from '../../../common/system/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serve } from '../../kit/serve.js';
import { nowIso } from '../../lib/clock.js';
import { outboxKey } from '../../plugins/signature.js';
import { countViews } from './rollup.js';
import accessRoutes from './routes-access.js';

/**
 * config/pagestatis/save (SPEC §7): one record per navigation, for the access statistics. An outbox
 * route: the record's idempotency key (header, or body `key` of older clients) stores a replayed
 * record once. Each stored record is counted into the daily rollup (rollup.ts) in the same transaction.
 */
export default async function pageStatisRoutes(app: AppInstance) {
  serve(app, systemContract.pageView, async ({ body, ctx, request }) => {
    const key = outboxKey(request) ?? body.key;
    const view = { tenantId: ctx.tenantId, userId: ctx.user?.id ?? null, modulename: body.modulename, pagename: body.pagename, createdAt: nowIso() };
    await ctx.db.transaction().execute(async (trx) => {
      const stored = await trx
        .insertInto('page_views')
        .values({
          user_id: view.userId,
          url: body.url,
          pagename: view.pagename,
          modulename: view.modulename,
          client_key: key ?? null,
          created_at: view.createdAt,
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'client_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      // A replayed record (its key already stored) is counted once, when it was first kept.
      if (stored) await countViews(trx, [view]);
    });
    return null;
  });
  await accessRoutes(app);
}
