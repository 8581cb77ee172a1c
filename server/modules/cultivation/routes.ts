import { cultivationContract } from '../../../common/cultivation/contract.js';
import { hasPermission, isOperator } from '../../../common/roles.js';
import type { AppInstance } from '../../app-types.js';
import type { UserCtx } from '../../kit/context.js';
import { serveAll } from '../../kit/serve.js';
import { nowIso } from '../../lib/clock.js';
import { BizError } from '../../lib/errors.js';
import { parkToday } from '../../lib/park-time.js';
import { evaluateOrgs, presentEvaluation } from './evaluations.js';
import { exportPool } from './export.js';
import { distinctSorted, filtered, libraryItem } from './library.js';
import { moveOrgs, movesOf, poolRows, presentPool, writeFigures } from './pool.js';
import { qualityDetail, qualityList } from './quality.js';
import { deleteTier, loadTiers, saveTier } from './tiers.js';

/** Whose evaluation a call is about: an enterprise's own organisation; any, for an operator holding cultivation.manage. */
function orgOf(ctx: UserCtx, asked: number | undefined): number {
  if (asked !== undefined && asked !== ctx.user.orgId) {
    if (isOperator(ctx.user) && hasPermission(ctx.user, 'cultivation.manage')) return asked;
    throw new BizError('只能查看和填报本企业的培育数据', 403);
  }
  if (ctx.user.orgId === null || ctx.user.orgType !== 'ORG') throw new BizError('请先完成企业认证', 403);
  return ctx.user.orgId;
}

async function evaluationOf(ctx: UserCtx, orgId: number) {
  const tiers = await loadTiers(ctx.db);
  const [one] = await evaluateOrgs(ctx.db, tiers, parkToday(), [orgId]);
  if (!one) throw new BizError('企业不存在', 404);
  const pool = await poolRows(ctx.db, [orgId]);
  return { ...presentEvaluation(one), pool: presentPool(pool.get(orgId)) };
}

/** 企业梯度培育: tiers, the evaluation of each enterprise, the pool and the recognised enterprises. */
export default async function cultivationRoutes(app: AppInstance) {
  serveAll(app, cultivationContract, {
    tiers: async ({ ctx }) => {
      const tiers = await loadTiers(ctx.db);
      const [all, pool] = await Promise.all([evaluateOrgs(ctx.db, tiers, parkToday()), poolRows(ctx.db)]);
      const pooled = [...pool.values()];
      return {
        enterprises: all.length,
        list: tiers.map(({ criteria: _, ...t }) => ({
          ...t,
          reached: all.filter((e) => e.evaluation.reached?.tierId === t.id).length,
          pooled: pooled.filter((p) => p.tierId === t.id).length,
        })),
      };
    },
    tier: async ({ params, ctx }) => {
      const tiers = await loadTiers(ctx.db);
      const tier = tiers.find((t) => t.id === params.id);
      if (!tier) throw new BizError('梯度不存在', 404);
      const all = await evaluateOrgs(ctx.db, tiers, parkToday());
      const orgs = all
        .filter((e) => e.evaluation.reached?.tierId === tier.id)
        .map((e) => ({ orgId: e.org.id, name: e.org.name, industry: e.org.industry }));
      return { tier, orgs };
    },
    library: async ({ query, page, ctx }) => {
      const tiers = await loadTiers(ctx.db);
      const [all, pool] = await Promise.all([evaluateOrgs(ctx.db, tiers, parkToday()), poolRows(ctx.db)]);
      const rows = filtered(all, query, pool);
      const user = ctx.user;
      const manager = user !== null && isOperator(user) && hasPermission(user, 'cultivation.manage');
      return {
        list: rows.slice(page.offset, page.offset + page.size).map((e) => libraryItem(e, pool, manager || user?.orgId === e.org.id)),
        total: rows.length,
        industries: distinctSorted(all.map((e) => e.org.industry)),
        counties: distinctSorted(all.map((e) => e.org.county)),
      };
    },
    evaluation: ({ query, ctx }) => evaluationOf(ctx, orgOf(ctx, query.orgId)),
    saveFigures: async ({ body, ctx }) => {
      const orgId = orgOf(ctx, body.orgId);
      await writeFigures(ctx.db, orgId, body.values, ctx.user.id, nowIso());
      return evaluationOf(ctx, orgId);
    },
    pool: async ({ query, page, ctx }) => {
      const tiers = await loadTiers(ctx.db);
      const [all, pool] = await Promise.all([evaluateOrgs(ctx.db, tiers, parkToday()), poolRows(ctx.db)]);
      const rows = filtered(all, query, pool);
      const counts: Record<string, number> = { '': all.length, RESERVE: 0, CULTIVATING: 0, RECOGNISED: 0 };
      for (const p of pool.values()) counts[p.stage] = (counts[p.stage] ?? 0) + 1;
      return {
        list: rows.slice(page.offset, page.offset + page.size).map((e) => ({ ...libraryItem(e, pool), pool: presentPool(pool.get(e.org.id)) })),
        total: rows.length,
        counts,
      };
    },
    poolExport: ({ body, ctx, reply }) => exportPool(ctx, body, reply),
    move: async ({ body, ctx }) => ({ moved: await moveOrgs(ctx, body, nowIso()) }),
    moves: async ({ params, ctx }) => ({ list: await movesOf(ctx.db, params.id) }),
    editor: async ({ ctx }) => ({ list: await loadTiers(ctx.db) }),
    saveTier: async ({ body, ctx }) => {
      const id = await saveTier(ctx.db, body, nowIso());
      const saved = (await loadTiers(ctx.db)).find((t) => t.id === id);
      if (!saved) throw new BizError('梯度不存在', 404);
      return saved;
    },
    deleteTier: async ({ params, ctx }) => {
      await deleteTier(ctx.db, params.id);
      return null;
    },
    qualityList: ({ query, page, ctx }) => qualityList(ctx.db, query, page),
    qualityDetail: ({ params, ctx }) => qualityDetail(ctx.db, params.id),
  });
}
