import { torchContract } from '../../../../common/industry/torch/contract.js';
import { STREAMS, type Stream } from '../../../../common/industry/model.js';
import type { AppInstance } from '../../../app-types.js';
import { sizeOf } from '../../../kit/list-input.js';
import { serveAll } from '../../../kit/serve.js';
import { BizError } from '../../../lib/errors.js';
import { placements } from '../org/repo.js';
import { chainById } from '../repo.js';
import { sumsOf, torchReports, torchYears } from './repo.js';

/** 火炬统计: the year's ranking, the full list, a side-by-side comparison and the sums by chain (SPEC §7 byDirAndPark). */
export default async function torchRoutes(app: AppInstance) {
  serveAll(app, torchContract, {
    years: async ({ ctx }) => ({ years: await torchYears(ctx.db) }),
    rank: async ({ query, ctx }) => {
      const rows = await torchReports(ctx.db, { year: query.year, chainId: query.chainId });
      const sorted = [...rows].sort((a, b) => b[query.metric] - a[query.metric] || a.orgId - b.orgId);
      return {
        list: sorted.slice(0, sizeOf(torchContract.rank, query)).map((r, i) => ({ rank: i + 1, orgId: r.orgId, name: r.name, industry: r.industry, value: r[query.metric] })),
        total: Math.round(rows.reduce((s, r) => s + r[query.metric], 0) * 100) / 100,
      };
    },
    all: async ({ query, page, ctx }) => {
      const word = query.search?.trim() ?? '';
      const rows = (await torchReports(ctx.db, { year: query.year, chainId: query.chainId })).filter((r) => word === '' || r.name.includes(word));
      return { list: rows.slice(page.offset, page.offset + page.size), total: rows.length, sums: sumsOf(rows) };
    },
    compare: async ({ query, ctx }) => {
      const ids = [...new Set(query.orgIds.split(',').map(Number))];
      if (ids.length < 2) throw new BizError('请选择两到五家不同的企业进行对比');
      return { list: await torchReports(ctx.db, { orgIds: ids }) };
    },
    byDirAndPark: async ({ body, ctx }) => {
      if (body.dirId !== undefined) await chainById(ctx.db, body.dirId);
      const [rows, places] = await Promise.all([torchReports(ctx.db, { year: body.year, chainId: body.dirId }), placements(ctx.db, body.dirId)]);
      return {
        sums: sumsOf(rows),
        byStream: (Object.keys(STREAMS) as Stream[]).map((stream) => {
          const ids = new Set(places.filter((p) => p.stream === stream).map((p) => p.orgId));
          return { stream, name: STREAMS[stream], sums: sumsOf(rows.filter((r) => ids.has(r.orgId))) };
        }),
      };
    },
  });
}
