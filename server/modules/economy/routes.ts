import { economyContract } from '../../../common/economy/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serveAll } from '../../kit/serve.js';
import { nowIso } from '../../lib/clock.js';
import { areaMonth, saveFigure } from './entry.js';
import { overview } from './overview.js';
import { lockMonth } from './repo.js';
import { targetView } from './target-view.js';

/** 经济运行: the target pages and the areas' monthly entry. */
export default async function economyRoutes(app: AppInstance) {
  serveAll(app, economyContract, {
    target: ({ params, query, ctx }) => targetView(ctx.db, params.type, query.year),
    overview: ({ query, ctx }) => overview(ctx.db, query.year),
    areaMonth: ({ query, ctx }) => areaMonth(ctx.db, query),
    saveFigure: ({ body, ctx }) => saveFigure(ctx.db, body, ctx.user.id, nowIso()),
    lockMonth: async ({ body, ctx }) => ({ locked: await lockMonth(ctx.db, body.year, body.month) }),
  });
}
