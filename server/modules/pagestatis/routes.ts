import { systemContract } from '../../../common/system/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serve } from '../../kit/serve.js';
import { nowIso } from '../../lib/clock.js';
import { outboxKey } from '../../plugins/signature.js';

/**
 * config/pagestatis/save (SPEC §7): one record per navigation, for the access statistics. An outbox
 * route: the record's idempotency key (header, or body `key` of older clients) stores a replayed
 * record once.
 */
export default async function pageStatisRoutes(app: AppInstance) {
  serve(app, systemContract.pageView, async ({ body, ctx, request }) => {
    const key = outboxKey(request) ?? body.key;
    await ctx.db
      .insertInto('page_views')
      .values({
        tenant_id: ctx.tenantId,
        user_id: ctx.user?.id ?? null,
        url: body.url,
        pagename: body.pagename,
        modulename: body.modulename,
        client_key: key ?? null,
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'client_key']).doNothing())
      .execute();
    return null;
  });
}
