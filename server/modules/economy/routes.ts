import { briefContract } from '../../../common/economy/brief-contract.js';
import { economyContract } from '../../../common/economy/contract.js';
import { orgDataContract } from '../../../common/economy/data-contract.js';
import { explainContract } from '../../../common/economy/explain-contract.js';
import { indicatorContract } from '../../../common/economy/indicator-contract.js';
import type { AppInstance } from '../../app-types.js';
import { acceptUploads } from '../../kit/attachments.js';
import { serveAll } from '../../kit/serve.js';
import { nowIso } from '../../lib/clock.js';
import { economyBrief } from './brief.js';
import { exportBrief } from './brief-export.js';
import { areaMonth, saveFigure } from './entry.js';
import { listExplains, removeExplain, saveExplain } from './explains.js';
import { enableIndicator, listIndicators, removeIndicator, saveIndicator } from './indicators.js';
import { exportOrgData, orgDataPage, orgDataSummary } from './org-data.js';
import { importOrgData, sendTemplate } from './org-import.js';
import { overview } from './overview.js';
import { lockMonth } from './repo.js';
import { targetView } from './target-view.js';

/** 经济运行: the target pages, the areas' monthly entry, the indicator definitions and the enterprises' data. */
export default async function economyRoutes(app: AppInstance) {
  await acceptUploads(app);
  serveAll(app, economyContract, {
    target: ({ params, query, ctx }) => targetView(ctx.db, params.type, query.year),
    overview: ({ query, ctx }) => overview(ctx.db, query.year),
    areaMonth: ({ query, ctx }) => areaMonth(ctx.db, query),
    saveFigure: ({ body, ctx }) => saveFigure(ctx.db, body, ctx.user.id, nowIso()),
    lockMonth: async ({ body, ctx }) => ({ locked: await lockMonth(ctx.db, body.year, body.month) }),
  });
  serveAll(app, indicatorContract, {
    indicators: ({ params, query, ctx, page }) => listIndicators(ctx.db, params.type, query, page),
    saveIndicator: ({ params, body, ctx }) => saveIndicator(ctx.db, params.type, body, nowIso()),
    enableIndicator: ({ params, body, ctx }) => enableIndicator(ctx.db, params.id, body.enabled, nowIso()),
    removeIndicator: ({ params, ctx }) => removeIndicator(ctx.db, params.id),
  });
  serveAll(app, orgDataContract, {
    orgData: ({ params, query, ctx, page }) => orgDataPage(ctx.db, params.type, query, page),
    orgDataSummary: ({ params, query, ctx }) => orgDataSummary(ctx.db, params.type, query.year, query.month),
    orgDataExport: ({ params, body, ctx, reply }) => exportOrgData(ctx.db, params.type, body, reply),
    template: ({ params, query, ctx, reply }) => sendTemplate(ctx, params.type, query, reply),
    upload: ({ params, ctx, request }) => importOrgData(app, ctx, params.type, request, nowIso()),
  });
  serveAll(app, briefContract, {
    brief: ({ query, ctx }) => economyBrief(ctx, query.year, query.month),
    briefExport: ({ query, ctx, reply }) => exportBrief(ctx, query.year, query.month, reply),
  });
  serveAll(app, explainContract, {
    explains: ({ query, ctx, page }) => listExplains(ctx.db, query, page),
    saveExplain: ({ body, ctx }) => saveExplain(ctx.db, body, ctx.user.id, nowIso()),
    removeExplain: ({ params, ctx }) => removeExplain(ctx.db, params.id),
  });
}
