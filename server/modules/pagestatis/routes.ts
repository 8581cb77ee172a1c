import { Type } from 'typebox';
import type { AppInstance } from '../../app-types.js';
import { nowIso } from '../../lib/clock.js';
import { EmptyEnvelope } from '../../lib/schema.js';
import { ok } from '../../plugins/envelope.js';
import { outboxKey } from '../../plugins/signature.js';

const PageViewBody = Type.Object({
  url: Type.String({ title: '页面地址', minLength: 1, maxLength: 2000 }),
  pagename: Type.String({ title: '页面名称', maxLength: 100 }),
  modulename: Type.String({ title: '模块名称', maxLength: 100 }),
  /** Idempotency key of older clients; the outbox sends it as the header Idempotency-Key. */
  key: Type.Optional(Type.String({ title: '记录编号', minLength: 8, maxLength: 64 })),
});

/**
 * config/pagestatis/save (SPEC §7): one record per navigation, for the access statistics. An outbox
 * route: the record's idempotency key (header, or body `key`) stores a replayed record once.
 */
export default async function pageStatisRoutes(app: AppInstance) {
  app.post(
    '/api/dpboot/config/pagestatis/save',
    {
      config: { outbox: true },
      schema: {
        tags: ['statistics'],
        summary: '记录页面访问',
        description: '离线发件箱的接口：同一 Idempotency-Key（或 key）的记录只存一次，重发得到相同的应答。',
        body: PageViewBody,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      const { url, pagename, modulename } = request.body;
      const key = outboxKey(request) ?? request.body.key;
      await app.db
        .insertInto('page_views')
        .values({
          tenant_id: request.tenant.id,
          user_id: request.user?.id ?? null,
          url,
          pagename,
          modulename,
          client_key: key ?? null,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'client_key']).doNothing())
        .execute();
      return ok(null);
    },
  );
}
