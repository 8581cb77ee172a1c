import type { FastifyReply } from 'fastify';
import { POOL_STAGES } from '../../../common/cultivation/contract.js';
import type { RequestCtx } from '../../kit/context.js';
import { sendSheet, type SheetColumns } from '../../kit/sheet.js';
import { libraryRows, type LibraryFilters, type StoredEvaluation } from './library.js';
import { poolRows, type PoolRow } from './pool.js';

const COLUMNS: SheetColumns<{ e: StoredEvaluation; p: PoolRow | undefined }> = [
  { header: '企业名称', width: 36, cell: ({ e }) => e.name },
  { header: '行业', width: 18, cell: ({ e }) => e.industry },
  { header: '区县', width: 12, cell: ({ e }) => e.county },
  { header: '已达梯度', width: 20, cell: ({ e }) => e.reached_name || '未达到' },
  { header: '下一梯度', width: 20, cell: ({ e }) => e.next_name || '—' },
  { header: '差距', width: 60, cell: ({ e }) => e.gap },
  { header: '培育阶段', width: 10, cell: ({ p }) => (p ? POOL_STAGES[p.stage] : '未入库') },
  { header: '培育目标', width: 20, cell: ({ p }) => p?.tierName ?? '' },
  { header: '说明', width: 40, cell: ({ p }) => p?.note ?? '' },
];

/** 企业培育库-20260521.xlsx: the pool under the list's filters (or the picked rows), every page. */
export async function exportPool(ctx: RequestCtx, q: LibraryFilters, reply: FastifyReply) {
  const { rows } = await libraryRows(ctx.db, q);
  const pool = await poolRows(ctx.db);
  return sendSheet(reply, { name: '企业培育库', columns: COLUMNS, rows: rows.map((e) => ({ e, p: pool.get(e.org_id) })) });
}
