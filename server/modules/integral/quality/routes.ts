import { integralQualityContract } from '../../../../common/integral/quality/contract.js';
import type { AppInstance } from '../../../app-types.js';
import { serveAll } from '../../../kit/serve.js';
import { systemRef } from '../present.js';
import { achievementsOf, deleteAchievement, saveAchievement } from './achievements.js';
import { dirInfo, dirOf, qualityBasis } from './dir.js';
import { exportAchievements, exportDir, exportReserve } from './export.js';
import { orgAnalysisOf } from './organalysis.js';
import { reserveOf } from './reserve.js';
import { saveThreshold } from './threshold.js';

/** The directory, the enterprise analysis, the reserve pool and the achievements (common/integral/quality/contract.ts). */
export default async function qualityRoutes(app: AppInstance) {
  serveAll(app, integralQualityContract, {
    threshold: async ({ query, ctx }) => {
      const { system, threshold } = await qualityBasis(ctx.db, query.year);
      return { year: system?.year ?? query.year ?? null, system: system ? systemRef(system) : null, threshold };
    },
    saveThreshold: async ({ body, ctx }) => {
      await saveThreshold(ctx.db, ctx.user.id, body);
      const { threshold } = await qualityBasis(ctx.db, body.year);
      return { year: body.year, threshold };
    },
    dir: ({ query: q, ctx, page }) => dirOf(ctx.db, { ...q, ...page }),
    dirExport: ({ body, ctx, reply }) => exportDir(ctx, body, reply),
    dirInfo: ({ params, query, ctx }) => dirInfo(ctx.db, params.id, query.year),
    orgAnalysis: ({ params, query, ctx }) => orgAnalysisOf(ctx.db, params.id, query.year),
    reserve: ({ query: q, ctx, page }) => reserveOf(ctx.db, { ...q, ...page }),
    reserveExport: ({ body, ctx, reply }) => exportReserve(ctx, body, reply),
    achievements: ({ query: q, ctx, page }) => achievementsOf(ctx.db, ctx.tenantId, { ...q, ...page }),
    achievementExport: ({ body, ctx, reply }) => exportAchievements(ctx, body, reply),
    saveAchievement: ({ body, ctx }) => saveAchievement(ctx.db, ctx.user.id, body),
    deleteAchievement: async ({ params, ctx }) => {
      await deleteAchievement(ctx.db, params.id);
      return null;
    },
  });
}
