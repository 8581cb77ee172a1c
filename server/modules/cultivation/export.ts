import type { FastifyReply } from 'fastify';
import { POOL_STAGES, type PoolStage } from '../../../common/cultivation/contract.js';
import type { RequestCtx } from '../../kit/context.js';
import { parkToday } from '../../lib/park-time.js';
import { sendXlsx, type XlsxColumn } from '../../lib/xlsx-export.js';
import { evaluateOrgs } from './evaluations.js';
import { filtered, type LibraryFilters } from './library.js';
import { poolRows } from './pool.js';
import { loadTiers } from './tiers.js';

type Row = {
  name: string;
  industry: string;
  county: string;
  reached: string;
  next: string;
  gap: string;
  stage: string;
  target: string;
  note: string;
};

const COLUMNS: ReadonlyArray<XlsxColumn<Row>> = [
  { header: '企业名称', key: 'name', width: 36 },
  { header: '行业', key: 'industry', width: 18 },
  { header: '区县', key: 'county', width: 12 },
  { header: '已达梯度', key: 'reached', width: 20 },
  { header: '下一梯度', key: 'next', width: 20 },
  { header: '差距', key: 'gap', width: 60 },
  { header: '培育阶段', key: 'stage', width: 10 },
  { header: '培育目标', key: 'target', width: 20 },
  { header: '说明', key: 'note', width: 40 },
];

/** The pool under the list's filters (or the picked rows), every page, as .xlsx. */
export async function exportPool(ctx: RequestCtx, q: LibraryFilters & { ids?: number[] | undefined }, reply: FastifyReply) {
  const tiers = await loadTiers(ctx.db);
  const [all, pool] = await Promise.all([evaluateOrgs(ctx.db, tiers, parkToday()), poolRows(ctx.db)]);
  const picked = q.ids ? new Set(q.ids) : null;
  const rows: Row[] = filtered(all, q, pool)
    .filter((e) => !picked || picked.has(e.org.id))
    .map((e) => {
      const p = pool.get(e.org.id);
      return {
        name: e.org.name,
        industry: e.org.industry,
        county: e.org.county,
        reached: e.evaluation.reached?.name ?? '未达到',
        next: e.evaluation.next?.name ?? '—',
        gap: e.evaluation.gap,
        stage: p ? POOL_STAGES[p.stage as PoolStage] : '未入库',
        target: p?.tierName ?? '',
        note: p?.note ?? '',
      };
    });
  return sendXlsx(reply, {
    filename: `企业培育库-${parkToday().replaceAll('-', '')}.xlsx`,
    sheets: [{ name: '企业培育库', columns: COLUMNS as ReadonlyArray<XlsxColumn>, rows }],
  });
}
