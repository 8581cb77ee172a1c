import { cultivationContract } from '../../../common/cultivation/contract.js';
import { hasPermission, isOperator } from '../../../common/roles.js';
import type { AppInstance } from '../../app-types.js';
import type { UserCtx } from '../../kit/context.js';
import { serveAll } from '../../kit/serve.js';
import { nowIso } from '../../lib/clock.js';
import { BizError } from '../../lib/errors.js';
import { parkToday } from '../../lib/park-time.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { evaluateOrgs, presentEvaluation } from './evaluations.js';
import { exportPool } from './export.js';
import { libraryItem, libraryPage, libraryRows } from './library.js';
import { moveOrgs, movesOf, poolRows, presentPool, writeFigures } from './pool.js';
import { qualityDetail, qualityList } from './quality.js';
import { refreshAllEvaluations, refreshDue, refreshEvaluations } from './stored.js';
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

/** The stored evaluations, those due evaluated again first (an enterprise a year older). */
async function fresh(db: Kysely<DB>): Promise<Kysely<DB>> {
  await refreshDue(db, parkToday());
  return db;
}

/** 企业梯度培育: tiers, the evaluation of each enterprise, the pool and the recognised enterprises. */
export default async function cultivationRoutes(app: AppInstance) {
  serveAll(app, cultivationContract, {
    tiers: async ({ ctx }) => {
      const db = await fresh(ctx.db);
      const [tiers, reached, pool] = await Promise.all([
        loadTiers(db),
        db
          .selectFrom('cultivation_evaluations')
          .select((eb) => ['reached_tier_id', eb.fn.countAll<number | string>().as('n')])
          .groupBy('reached_tier_id')
          .execute(),
        poolRows(db),
      ]);
      const counts = new Map(reached.map((r) => [r.reached_tier_id, Number(r.n)]));
      const pooled = [...pool.values()];
      return {
        enterprises: [...counts.values()].reduce((a, b) => a + b, 0),
        list: tiers.map(({ criteria: _, ...t }) => ({
          ...t,
          reached: counts.get(t.id) ?? 0,
          pooled: pooled.filter((p) => p.tierId === t.id).length,
        })),
      };
    },
    tier: async ({ params, ctx }) => {
      const db = await fresh(ctx.db);
      const tier = (await loadTiers(db)).find((t) => t.id === params.id);
      if (!tier) throw new BizError('梯度不存在', 404);
      const { rows } = await libraryRows(db, { tierId: tier.id });
      return { tier, orgs: rows.map((e) => ({ orgId: e.org_id, name: e.name, industry: e.industry })) };
    },
    library: ({ query, page, ctx }) => {
      const user = ctx.user;
      const manager = user !== null && isOperator(user) && hasPermission(user, 'cultivation.manage');
      return libraryPage(ctx.db, query, page, (orgId) => manager || user?.orgId === orgId);
    },
    evaluation: ({ query, ctx }) => evaluationOf(ctx, orgOf(ctx, query.orgId)),
    saveFigures: async ({ body, ctx }) => {
      const orgId = orgOf(ctx, body.orgId);
      await ctx.db.transaction().execute(async (trx) => {
        await writeFigures(trx, orgId, body.values, ctx.user.id, nowIso());
        await refreshEvaluations(trx, parkToday(), [orgId]);
      });
      return evaluationOf(ctx, orgId);
    },
    pool: async ({ query, page, ctx }) => {
      const db = await fresh(ctx.db);
      const [{ rows, total }, stages, all] = await Promise.all([
        libraryRows(db, query, page),
        db
          .selectFrom('cultivation_pool')
          .select((eb) => ['stage', eb.fn.countAll<number | string>().as('n')])
          .groupBy('stage')
          .execute(),
        db.selectFrom('cultivation_evaluations').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const counts: Record<string, number> = { '': Number(all.n), RESERVE: 0, CULTIVATING: 0, RECOGNISED: 0 };
      for (const s of stages) counts[s.stage] = Number(s.n);
      const pool = await poolRows(db, rows.map((e) => e.org_id));
      return {
        list: rows.map((e) => {
          const p = pool.get(e.org_id);
          return { ...libraryItem(e, p?.stage ?? null, true), pool: presentPool(p) };
        }),
        total,
        counts,
      };
    },
    poolExport: ({ body, ctx, reply }) => exportPool(ctx, body, reply),
    move: async ({ body, ctx }) => ({ moved: await moveOrgs(ctx, body, nowIso()) }),
    moves: async ({ params, ctx }) => ({ list: await movesOf(ctx.db, params.id) }),
    editor: async ({ ctx }) => ({ list: await loadTiers(ctx.db) }),
    saveTier: async ({ body, ctx }) => {
      const id = await ctx.db.transaction().execute(async (trx) => {
        const saved = await saveTier(trx, body, nowIso());
        await refreshAllEvaluations(trx, parkToday());
        return saved;
      });
      const saved = (await loadTiers(ctx.db)).find((t) => t.id === id);
      if (!saved) throw new BizError('梯度不存在', 404);
      return saved;
    },
    deleteTier: async ({ params, ctx }) => {
      await ctx.db.transaction().execute(async (trx) => {
        await deleteTier(trx, params.id);
        await refreshAllEvaluations(trx, parkToday());
      });
      return null;
    },
    qualityList: ({ query, page, ctx }) => qualityList(ctx.db, query, page),
    qualityDetail: ({ params, ctx }) => qualityDetail(ctx.db, params.id),
  });
}
