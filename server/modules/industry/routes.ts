import { industryContract, TARGET_STATE_KEYS } from '../../../common/industry/contract.js';
import type { AppInstance } from '../../app-types.js';
import { acceptUploads } from '../../kit/attachments.js';
import { serveAll } from '../../kit/serve.js';
import { nowIso } from '../../lib/clock.js';
import { BizError } from '../../lib/errors.js';
import { nodeDetail, searchChains } from './node-detail.js';
import { chainById, chainsOf, nodesOf, summaryOf, taggedOf, targetsOf } from './repo.js';
import { importTargets, sendTargetTemplate } from './target-import.js';
import { chainOfNode, deleteNode, saveNode, saveTarget, tagOrgs, untagOrg } from './writes.js';

async function chainMap(db: Parameters<typeof nodesOf>[0], chainId: number) {
  const chain = await chainById(db, chainId);
  const [nodes, tagged] = await Promise.all([nodesOf(db, chainId), taggedOf(db, chainId)]);
  return { chain: summaryOf(chain, nodes, new Set(tagged.map((t) => t.orgId)).size), nodes, tagged };
}

async function oneNode(db: Parameters<typeof nodesOf>[0], nodeId: number) {
  const node = (await nodesOf(db, await chainOfNode(db, nodeId))).find((n) => n.id === nodeId);
  if (!node) throw new BizError('节点不存在', 404);
  return node;
}

/** 产业链图谱: the SPEC §7 parkboot reads and the chain's edits. */
export default async function industryRoutes(app: AppInstance) {
  await acceptUploads(app);
  serveAll(app, industryContract, {
    catalog: async ({ ctx }) => {
      const chains = await chainsOf(ctx.db);
      return { list: await Promise.all(chains.map(async (c) => (await chainMap(ctx.db, c.id)).chain)) };
    },
    chain: async ({ query, ctx }) => {
      const { chain, nodes } = await chainMap(ctx.db, query.directoryId);
      return { chain, nodes };
    },
    node: ({ params, ctx }) => nodeDetail(ctx.db, params.id),
    nodeOrgs: async ({ query, ctx }) => {
      const { nodes, tagged } = await chainMap(ctx.db, query.directoryId);
      return {
        nodes: nodes
          .filter((n) => n.level !== 'SEGMENT')
          .map((n) => ({ ...n, orgs: tagged.filter((t) => t.nodeId === n.id).map(({ orgId, name, industry, product }) => ({ orgId, name, industry, product })) })),
      };
    },
    search: async ({ query, ctx }) => ({ list: await searchChains(ctx.db, query.keyword ?? '') }),
    countInvests: async ({ ctx }) => {
      const rows = await ctx.db.selectFrom('industry_targets').select(['state', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('state').execute();
      const byState: Record<string, number> = Object.fromEntries(TARGET_STATE_KEYS.map((k) => [k, 0]));
      for (const r of rows) byState[r.state] = Number(r.n);
      return { total: Object.values(byState).reduce((s, n) => s + n, 0), byState };
    },
    targets: ({ query, page, ctx }) => targetsOf(ctx.db, query, page),
    saveTarget: async ({ body, ctx }) => {
      const id = await saveTarget(ctx.db, body, nowIso());
      const saved = (await targetsOf(ctx.db, { chainId: body.chainId })).list.find((t) => t.id === id);
      if (!saved) throw new BizError('招商目标不存在', 404);
      return saved;
    },
    importTemplate: ({ params, ctx, reply }) => sendTargetTemplate(ctx, params.id, reply),
    importTargets: ({ params, ctx, request }) => importTargets(app, ctx, params.id, request, nowIso()),
    saveNode: async ({ body, ctx }) => oneNode(ctx.db, await saveNode(ctx.db, body)),
    deleteNode: async ({ params, ctx }) => {
      await deleteNode(ctx.db, params.id);
      return null;
    },
    tag: async ({ body, ctx }) => {
      await chainOfNode(ctx.db, body.nodeId);
      await tagOrgs(ctx.db, body.nodeId, body.orgIds, body.product, nowIso());
      return oneNode(ctx.db, body.nodeId);
    },
    untag: async ({ body, ctx }) => {
      await untagOrg(ctx.db, body.nodeId, body.orgId);
      return oneNode(ctx.db, body.nodeId);
    },
  });
}
