import { sql } from 'kysely';
import { operationLogContract } from '../../../common/user-admin/log/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serveAll } from '../../kit/serve.js';
import { parkDayStart } from '../../lib/park-time.js';
import { likeContaining } from '../../lib/sql-like.js';


/** The operation log's reader (common/user-admin/log/contract.ts); the plugin writes it. */
export default async function operationLogRoutes(app: AppInstance) {
  serveAll(app, operationLogContract, {
    list: async ({ query: q, ctx }) => {
      let query = ctx.db.selectFrom('operation_logs').where('tenant_id', '=', ctx.tenantId);
      if (q.from) query = query.where('created_at', '>=', parkDayStart(q.from));
      if (q.to) query = query.where('created_at', '<', parkDayStart(q.to, 1));
      const term = q.search?.trim();
      if (term) {
        const pattern = likeContaining(term);
        query = query.where((eb) =>
          eb.or([
            sql<boolean>`${eb.ref('user_name')} like ${pattern} escape '\\'`,
            sql<boolean>`${eb.ref('action')} like ${pattern} escape '\\'`,
          ]),
        );
      }
      const size = q.size ?? 20;
      const [{ total }, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(size)
          .offset(((q.pagenum ?? 1) - 1) * size)
          .execute(),
      ]);
      return {
        total: Number(total),
        list: rows.map((r) => ({
          id: r.id,
          userId: r.user_id,
          userName: r.user_name,
          method: r.method,
          action: r.action,
          route: r.route,
          recordId: r.record_id,
          status: r.status,
          ip: r.ip,
          createdAt: r.created_at,
        })),
      };
    },
  });
}
