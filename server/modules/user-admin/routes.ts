import { userAdminContract } from '../../../common/user-admin/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serveAll } from '../../kit/serve.js';
import { setAccountState, type Actor } from '../../lib/account-state.js';
import { createSmsGateway } from '../../lib/sms/gateway.js';
import { notFound } from '../../lib/errors.js';
import type { UserCtx } from '../../kit/context.js';
import { exportUsers } from './export.js';
import { guardOf, locksFor } from './guard.js';
import { userItem, type UserRecord } from './present.js';
import * as repo from './repo.js';
import { resetBySms } from './reset.js';
import operationLogRoutes from './routes-log.js';
import { unlinkUser } from './unlink.js';

const actorOf = (ctx: UserCtx): Actor => ({ tenantId: ctx.tenantId, userId: ctx.user.id });

/** The park's accounts (common/user-admin/contract.ts): list, export, disable/enable, reset, unlink. */
export default async function userAdminRoutes(app: AppInstance) {
  const gateway = createSmsGateway(app.config.smsGateway, app.config.dataDir, app.log);
  /** The listed accounts with what the caller may do with each (server/kit/delegation.ts). */
  const withLocks = async (ctx: UserCtx, items: UserRecord[]) => {
    const lock = await locksFor(ctx.db, ctx, items.map((u) => u.id));
    return items.map((u) => ({ ...u, ...lock(u.id) }));
  };
  serveAll(app, userAdminContract, {
    list: async ({ query: q, ctx, page }) => {
      const { rows, total } = await repo.listUsers(
        ctx.db,
        { search: q.search, kind: q.kind, state: q.state },
        { orderBy: q.orderBy, order: q.order },
        page,
      );
      return { list: await withLocks(ctx, rows.map(userItem)), total };
    },
    counts: async ({ ctx }) => {
      const counts = await repo.countByState(ctx.db);
      return { ...counts, total: counts.ACTIVE + counts.DISABLED };
    },
    export: ({ body, ctx, reply }) => exportUsers(ctx, body, reply),
    disable: async ({ params, ctx }) => ({
      id: params.id,
      state: await setAccountState(ctx.db, ctx.dialect, actorOf(ctx), params.id, 'DISABLED', guardOf(ctx)),
    }),
    enable: async ({ params, ctx }) => ({
      id: params.id,
      state: await setAccountState(ctx.db, ctx.dialect, actorOf(ctx), params.id, 'ACTIVE', guardOf(ctx)),
    }),
    resetPassword: ({ params, ctx }) => resetBySms(ctx, gateway, app.log, params.id),
    orgUsers: async ({ params, ctx }) => {
      const org = await repo.orgById(ctx.db, params.id);
      if (!org) throw notFound('机构');
      const [users, unlinks] = await Promise.all([
        repo.usersOfOrg(ctx.db, org.id),
        repo.unlinksOf(ctx.db, org.id),
      ]);
      return {
        org: { id: org.id, fullname: org.fullname, creditCode: org.credit_code, orgtype: org.orgtype },
        users: await withLocks(ctx, users.map(userItem)),
        unlinks: unlinks.map((u) => ({
          id: u.id,
          userId: u.user_id,
          userName: u.user_name,
          userPhone: u.user_phone,
          reason: u.reason,
          actorName: u.actor_name ?? '',
          createdAt: u.created_at,
        })),
      };
    },
    unlink: ({ params, body, ctx }) => unlinkUser(ctx, params.id, body.orgId, body.reason),
  });
  await operationLogRoutes(app);
}
