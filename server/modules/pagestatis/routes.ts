import { Type } from 'typebox';
import type { AppInstance } from '../../app-types.js';
import { nowIso } from '../../lib/clock.js';
import { EmptyEnvelope } from '../../lib/schema.js';
import { ok } from '../../plugins/envelope.js';

const PageViewBody = Type.Object({
  url: Type.String({ title: '页面地址', minLength: 1, maxLength: 2000 }),
  pagename: Type.String({ title: '页面名称', maxLength: 100 }),
  modulename: Type.String({ title: '模块名称', maxLength: 100 }),
  /** Idempotency key from the client's outbox: a replayed record is stored once. */
  key: Type.Optional(Type.String({ title: '记录编号', minLength: 8, maxLength: 64 })),
});

/** config/pagestatis/save (SPEC §7): one record per navigation, for the access statistics. */
export default async function pageStatisRoutes(app: AppInstance) {
  app.post(
    '/api/dpboot/config/pagestatis/save',
    { schema: { tags: ['statistics'], summary: '记录页面访问', body: PageViewBody, response: { 200: EmptyEnvelope } } },
    async (request) => {
      const { url, pagename, modulename, key } = request.body;
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
