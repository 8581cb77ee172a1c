import { statsContract } from '../../../common/service/stats/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serveAll } from '../../kit/serve.js';
import { performance, statis } from './stats.js';

/** 服务画像与统计 for the park's service desk. */
export default async function statsRoutes(app: AppInstance) {
  serveAll(app, statsContract, {
    performance: ({ query, page, ctx }) => performance(ctx.db, query, page),
    statis: ({ ctx }) => statis(ctx.db),
  });
}
