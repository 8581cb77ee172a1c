import { accessContract } from '../../../common/access/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serveAll } from '../../kit/serve.js';
import { exportAccess } from './export.js';
import { dayRange } from './range.js';
import { accessStats } from './repo-access.js';
import { frequentPages } from './repo-mine.js';

/** /op/access: the park's page views per day, module and page, and their export. */
export default async function accessRoutes(app: AppInstance) {
  serveAll(app, accessContract, {
    stats: ({ query, ctx }) => accessStats(ctx.db, dayRange(query)),
    mine: ({ ctx }) => frequentPages(ctx.db, ctx.user.id),
    export: async ({ body, ctx, reply }) => exportAccess(reply, await accessStats(ctx.db, dayRange(body))),
  });
}
