import { operationLogContract, RECENT_LIMIT } from '../../../common/user-admin/log/contract.js';
import type { AppInstance } from '../../app-types.js';
import { scopeWhere } from '../../kit/data-scope.js';
import { pageWithTotal } from '../../kit/paging.js';
import { serveAll } from '../../kit/serve.js';
import { parkDayStart } from '../../lib/park-time.js';
import { containsAny } from '../../lib/sql-like.js';
import { operationWords } from '../../../common/user-admin/log/words.js';


/** The operation log's reader (common/user-admin/log/contract.ts); the plugin writes it. */
export default async function operationLogRoutes(app: AppInstance) {
  serveAll(app, operationLogContract, {
    // The kit resolves the operator's data scope (dataScope: 操作人): the operations of its staff.
    list: async ({ query: q, ctx, page, scope }) => {
      let query = ctx.db.selectFrom('operation_logs').where(scopeWhere(scope, 'operation_logs.user_id'));
      if (q.from) query = query.where('created_at', '>=', parkDayStart(q.from));
      if (q.to) query = query.where('created_at', '<', parkDayStart(q.to, 1));
      if (q.module) query = query.where('module', '=', q.module);
      const operator = containsAny(q.operator, ['user_name']);
      if (operator) query = query.where(operator);
      const search = containsAny(q.search, ['user_name', 'module', 'action']);
      if (search) query = query.where(search);
      const { rows, total } = await pageWithTotal(query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), query, page);
      return {
        total,
        list: rows.map((r) => ({
          id: r.id,
          userId: r.user_id,
          userName: r.user_name,
          method: r.method,
          module: r.module,
          // Rows older than the words kept the summary with its note.
          action: operationWords(r.action),
          route: r.route,
          recordId: r.record_id,
          status: r.status,
          ip: r.ip,
          createdAt: r.created_at,
        })),
      };
    },
    mine: async ({ ctx }) => {
      const rows = await ctx.db
        .selectFrom('operation_logs')
        .select(['id', 'module', 'action', 'record_id', 'created_at'])
        .where('user_id', '=', ctx.user.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT_LIMIT)
        .execute();
      return rows.map((r) => ({ id: r.id, module: r.module, action: operationWords(r.action), recordId: r.record_id, createdAt: r.created_at }));
    },
    modules: async ({ ctx }) => {
      const rows = await ctx.db
        .selectFrom('operation_logs')
        .select('module')
        .distinct()
        .where('module', '!=', '')
        .orderBy('module')
        .execute();
      return rows.map((r) => r.module);
    },
  });
}
