import { orgchartContract } from '../../../common/orgchart/contract.js';
import type { AppInstance } from '../../app-types.js';
import type { UserCtx } from '../../kit/context.js';
import { grantsOf, lockOf, refusalToGrant } from '../../kit/delegation.js';
import { serveAll } from '../../kit/serve.js';
import { deptsFor, removeDept, saveDept } from './depts.js';
import { deptStaff, listOperators, operatorById, saveOperator } from './operators.js';
import { listPosts, removePost, savePost } from './posts.js';
import { grantableBy, listRoles, removeRole, rolesFor, saveRole } from './roles.js';

/** What the signed-in operator holds, as the delegation rule compares it (server/kit/delegation.ts). */
const actorOf = (ctx: UserCtx) => grantsOf(ctx.db, ctx.tenantId, ctx.user.id);

/** Roles, the department tree, posts and operator accounts of the operations centre. */
export default async function orgchartRoutes(app: AppInstance) {
  serveAll(app, orgchartContract, {
    roles: async ({ ctx }) => rolesFor(ctx.db, ctx.tenantId, await actorOf(ctx)),
    grantable: async ({ ctx }) => grantableBy(await actorOf(ctx)),
    saveRole: async ({ body, ctx }) => ({ id: await saveRole(ctx.db, ctx.tenantId, await actorOf(ctx), body) }),
    removeRole: async ({ params, ctx }) => {
      await removeRole(ctx.db, ctx.tenantId, await actorOf(ctx), params.id);
      return null;
    },
    depts: async ({ ctx }) => deptsFor(ctx.db, await actorOf(ctx)),
    saveDept: async ({ body, ctx }) => ({ id: await saveDept(ctx.db, ctx.tenantId, await actorOf(ctx), body) }),
    removeDept: async ({ params, ctx }) => {
      await removeDept(ctx.db, ctx.tenantId, await actorOf(ctx), params.id);
      return null;
    },
    deptStaff: async ({ query: q, ctx, page, scope }) =>
      deptStaff(ctx.db, ctx.tenantId, await actorOf(ctx), {
        deptId: q.deptId,
        withChildren: q.withChildren === '1',
        search: q.search,
        page,
        scope,
      }),
    posts: ({ query: q, ctx, page }) => listPosts(ctx.db, { search: q.search, state: q.state || undefined, page }),
    savePost: async ({ body, ctx }) => ({ id: await savePost(ctx.db, ctx.tenantId, ctx.user.id, body) }),
    removePost: async ({ params, ctx }) => {
      await removePost(ctx.db, ctx.tenantId, ctx.user.id, params.id);
      return null;
    },
    operators: async ({ query: q, ctx, page, scope }) =>
      listOperators(ctx.db, ctx.tenantId, await actorOf(ctx), { search: q.search, roleId: q.roleId || undefined, page, scope }),
    operatorOptions: async ({ ctx }) => {
      const actor = await actorOf(ctx);
      const roles = await listRoles(ctx.db);
      const posts = await ctx.db
        .selectFrom('posts')
        .select(['id', 'name'])
        .where('state', '=', 'ON')
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return {
        roles: roles.map((r) => {
          const { manageable, lockReason } = lockOf(refusalToGrant(actor, { admin: r.isAdmin, permissions: r.permissions, dataScope: r.dataScope }));
          return { id: r.id, rolename: r.rolename, isAdmin: r.isAdmin, grantable: manageable, lockReason };
        }),
        depts: await deptsFor(ctx.db, actor),
        posts,
      };
    },
    operator: async ({ params, ctx }) => operatorById(ctx.db, ctx.tenantId, await actorOf(ctx), params.id),
    saveOperator: async ({ body, ctx }) => saveOperator(ctx.db, ctx.dialect, ctx.tenantId, await actorOf(ctx), body),
  });
}
