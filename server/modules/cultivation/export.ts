import type { FastifyReply } from 'fastify';
import { POOL_STAGES, type PoolStage } from '../../../common/cultivation/contract.js';
import type { RequestCtx } from '../../kit/context.js';
import { sendSheet, type SheetColumns } from '../../kit/sheet.js';
import { parkToday } from '../../lib/park-time.js';
import { evaluateOrgs, type Evaluated } from './evaluations.js';
import { filtered, type LibraryFilters } from './library.js';
import { poolRows, type PoolRow } from './pool.js';
import { loadTiers } from './tiers.js';

const COLUMNS: SheetColumns<{ e: Evaluated; p: PoolRow | undefined }> = [
  { header: '企业名称', width: 36, cell: ({ e }) => e.org.name },
  { header: '行业', width: 18, cell: ({ e }) => e.org.industry },
  { header: '区县', width: 12, cell: ({ e }) => e.org.county },
  { header: '已达梯度', width: 20, cell: ({ e }) => e.evaluation.reached?.name ?? '未达到' },
  { header: '下一梯度', width: 20, cell: ({ e }) => e.evaluation.next?.name ?? '—' },
  { header: '差距', width: 60, cell: ({ e }) => e.evaluation.gap },
  { header: '培育阶段', width: 10, cell: ({ p }) => (p ? POOL_STAGES[p.stage as PoolStage] : '未入库') },
  { header: '培育目标', width: 20, cell: ({ p }) => p?.tierName ?? '' },
  { header: '说明', width: 40, cell: ({ p }) => p?.note ?? '' },
];

/** 企业培育库-20260521.xlsx: the pool under the list's filters (or the picked rows), every page. */
export async function exportPool(ctx: RequestCtx, q: LibraryFilters & { ids?: number[] | undefined }, reply: FastifyReply) {
  const tiers = await loadTiers(ctx.db);
  const [all, pool] = await Promise.all([evaluateOrgs(ctx.db, tiers, parkToday()), poolRows(ctx.db)]);
  const picked = q.ids ? new Set(q.ids) : null;
  const rows = filtered(all, q, pool)
    .filter((e) => !picked || picked.has(e.org.id))
    .map((e) => ({ e, p: pool.get(e.org.id) }));
  return sendSheet(reply, { name: '企业培育库', columns: COLUMNS, rows });
}
