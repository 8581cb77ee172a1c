import { integralContract } from '../../../common/integral/contract.js';
import { isOrganisation } from '../../../common/roles.js';
import type { AppInstance } from '../../app-types.js';
import { sizeOf } from '../../kit/list-input.js';
import { serveAll } from '../../kit/serve.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { analysisOf } from './analysis.js';
import bigscreenRoutes from './bigscreen/routes.js';
import { parseDefinition } from './breakdown.js';
import { exportRanking, rankingSystem } from './export.js';
import fillRoutes from './fill/routes.js';
import { resumeComputations } from './compute.js';
import { portraitOf } from './portrait.js';
import { publicSearchScope } from './public-search.js';
import qualityRoutes from './quality/routes.js';
import { publicItem, rankedItem, systemDetail, systemRef, systemSummary } from './present.js';
import * as repo from './repo.js';
import { saveSystem } from './save.js';
import { simulate, simulateBase } from './simulate.js';
import { unscoped } from '../../kit/tenant-scope.js';

/** Why someone without a certified enterprise has no portrait of their own. */
export const NOT_ORG = '仅认证企业的用户可以查看本企业的创新积分，请先完成企业认证';

/** The innovation score: the public reads, my organisation's portrait, the operators' reads and the indicator system. */
export default async function integralRoutes(app: AppInstance) {
  const log = (error: unknown) => app.log.error({ err: error }, 'integral computation failed');
  // Versions a stopped process left half computed are computed again, in every park: unscoped,
  // since no request (and so no park) is behind it.
  app.addHook('onReady', async () => {
    await resumeComputations(unscoped(app.db), log);
  });

  serveAll(app, integralContract, {
    model: async ({ query, ctx }) => {
      const actives = await repo.activeSystems(ctx.db);
      const system = query.year === undefined ? actives[0] : actives.find((s) => s.year === query.year);
      return {
        years: actives.map((s) => s.year),
        system: system
          ? {
              ...systemRef(system),
              scoredCount: system.scored_count,
              computedAt: system.computed_at,
              definition: parseDefinition(system.definition),
            }
          : null,
      };
    },
    top: async ({ query, ctx }) => {
      const system = await repo.activeSystem(ctx.db, query.year);
      if (!system) return { year: query.year ?? null, count: 0, list: [] };
      const { rows } = await repo.ranking(ctx.db, system.id, { pagenum: 1, size: sizeOf(integralContract.top, query) });
      return { year: system.year, count: system.scored_count, list: rows.map(publicItem) };
    },
    search: async ({ query, ctx, page }) => {
      const system = await repo.activeSystem(ctx.db, query.year);
      if (!system) return { year: query.year ?? null, list: [], total: 0 };
      const { rows, total } = await repo.ranking(ctx.db, system.id, {
        search: query.keyword,
        within: publicSearchScope(ctx.user),
        ...page,
      });
      return { year: system.year, list: rows.map(publicItem), total };
    },
    mine: async ({ query, ctx }) => {
      if (!isOrganisation(ctx.user) || !ctx.user.orgId) throw forbidden(NOT_ORG);
      return portraitOf(ctx.db, ctx.user.orgId, { year: query.year });
    },
    filters: async ({ ctx }) => {
      const [actives, values] = await Promise.all([
        repo.activeSystems(ctx.db),
        repo.filterValues(ctx.db),
      ]);
      return { years: actives.map(systemRef), ...values };
    },
    ranking: async ({ query: q, ctx, page }) => {
      const system = await rankingSystem(ctx, q.year, q.systemId);
      if (!system) return { year: q.year ?? null, system: null, list: [], total: 0 };
      const { rows, total } = await repo.ranking(ctx.db, system.id, {
        industry: q.industry,
        area: q.area,
        stage: q.stage,
        search: q.search,
        ...page,
        sort: { orderBy: q.orderBy, order: q.order },
      });
      return { year: system.year, system: systemRef(system), list: rows.map(rankedItem), total };
    },
    rankingExport: ({ body, ctx, reply }) => exportRanking(ctx, body, reply),
    portrait: ({ params, query, ctx }) =>
      portraitOf(ctx.db, params.id, { year: query.year, systemId: query.systemId }),
    analysis: ({ query, ctx }) => analysisOf(ctx.db, query.year),
    simulateBase: ({ params, query, ctx }) => simulateBase(ctx.db, params.id, query.year),
    simulate: ({ params, body, ctx }) => simulate(ctx.db, params.id, body.year, body.values),
    systems: async ({ query: q, ctx, page }) => {
      const [found, actives] = await Promise.all([
        repo.listSystems(ctx.db, q.year, page),
        repo.activeSystems(ctx.db),
      ]);
      const activeIds = new Set(actives.map((s) => s.id));
      return { list: found.rows.map((row) => systemSummary(row, activeIds)), total: found.total };
    },
    systemDetail: async ({ params, ctx }) => {
      const row = await repo.systemById(ctx.db, params.id);
      if (!row) throw notFound('指标体系版本');
      const actives = await repo.activeSystems(ctx.db);
      return systemDetail(row, new Set(actives.map((s) => s.id)));
    },
    saveSystem: ({ body, ctx }) => saveSystem(ctx, body, log),
  });
  await fillRoutes(app);
  await qualityRoutes(app);
  await bigscreenRoutes(app);
}
