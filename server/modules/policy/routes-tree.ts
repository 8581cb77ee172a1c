import { policyTreeContract } from '../../../common/policy/tree/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serveAll } from '../../kit/serve.js';
import * as save from './save-tree.js';
import { buildApplyTree, loadTrees } from './tree-build.js';
import { visiblePolicy } from './visible.js';

/** A policy's apply tree: read by anyone who may see the policy, written by operators. */
export default async function treeRoutes(app: AppInstance) {
  serveAll(app, policyTreeContract, {
    tree: async ({ params, ctx }) => {
      const policy = await visiblePolicy(ctx, params.id);
      return buildApplyTree(policy, await loadTrees(ctx.db, [policy.id]));
    },
    saveItem: ({ body, ctx }) => save.saveItem(ctx, body),
    deleteItem: ({ params, ctx }) => save.deleteItem(ctx, params.id),
    saveAward: ({ body, ctx }) => save.saveAward(ctx, body),
    deleteAward: ({ params, ctx }) => save.deleteAward(ctx, params.id),
    saveCondition: ({ body, ctx }) => save.saveCondition(ctx, body),
    deleteCondition: ({ params, ctx }) => save.deleteCondition(ctx, params.id),
    saveConditionQuota: ({ body, ctx }) => save.saveLink(ctx, body),
    deleteConditionQuota: ({ params, ctx }) => save.deleteLink(ctx, params.id),
  });
}
