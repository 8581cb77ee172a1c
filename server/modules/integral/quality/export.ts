import type { FastifyReply } from 'fastify';
import type { RequestCtx } from '../../../kit/context.js';
import { parkToday } from '../../../lib/park-time.js';
import { sendXlsx, type XlsxColumn, type XlsxRow } from '../../../lib/xlsx-export.js';
import { SCORE_COLUMNS, type ScoreExportRow } from '../export.js';
import { allAchievements, type AchievementQuery } from './achievements.js';
import { dirItem, qualityBasis, type DirQuery } from './dir.js';
import { reservePage, type ReserveQuery } from './reserve.js';
import * as repo from './repo.js';

/** The directory, the reserve pool and the achievements as .xlsx, under the lists' filters, every page. */

const PAGE = 1000;
const today = () => parkToday().replaceAll('-', '');
const yearPart = (year: number | null | undefined) => (year ? `${String(year)}年度-` : '');

export async function exportDir(ctx: RequestCtx, q: DirQuery, reply: FastifyReply) {
  const { system, threshold } = await qualityBasis(ctx.db, q.year);
  async function* rows(): AsyncGenerator<ScoreExportRow> {
    if (!system || threshold.score === null) return;
    for (let pagenum = 1; ; pagenum++) {
      const page = await repo.scoresBetween(ctx.db, system.id, { min: threshold.score }, q, { pagenum, size: PAGE });
      for (const r of page.rows.map(dirItem))
        yield {
          rank: r.rank,
          fullname: r.fullname,
          industry: r.industryName,
          area: r.area,
          stage: r.stageLabel,
          total: r.total,
          tech: r.tech,
          growth: r.growth,
          feature: r.feature,
        };
      if (page.rows.length < PAGE) return;
    }
  }
  return sendXlsx(reply, {
    filename: `优质企业名录-${yearPart(system?.year ?? q.year)}${today()}.xlsx`,
    sheets: [{ name: '优质企业名录', columns: SCORE_COLUMNS as ReadonlyArray<XlsxColumn>, rows: rows() }],
  });
}

type ReserveRow = XlsxRow & {
  fullname: string;
  industry: string;
  rank: number;
  total: number;
  line: number;
  gap: number;
  needed: string;
  moves: string;
};
const RESERVE_COLUMNS: ReadonlyArray<XlsxColumn<ReserveRow>> = [
  { header: '企业名称', key: 'fullname', width: 36 },
  { header: '行业', key: 'industry', width: 22 },
  { header: '名次', key: 'rank', width: 8 },
  { header: '总分', key: 'total', width: 10 },
  { header: '门槛分数线', key: 'line', width: 12 },
  { header: '分差', key: 'gap', width: 10 },
  { header: '需提升指标数', key: 'needed', width: 14 },
  { header: '建议提升（按加分从多到少）', key: 'moves', width: 80 },
];

export async function exportReserve(ctx: RequestCtx, q: ReserveQuery, reply: FastifyReply) {
  const first = await reservePage(ctx.db, q, { pagenum: 1, size: PAGE });
  async function* rows(): AsyncGenerator<ReserveRow> {
    const line = first.threshold.score;
    if (line === null) return;
    let page = first;
    for (let pagenum = 1; ; pagenum++) {
      if (pagenum > 1) page = await reservePage(ctx.db, q, { pagenum, size: PAGE });
      for (const r of page.list)
        yield {
          fullname: r.fullname,
          industry: r.industryName,
          rank: r.rank,
          total: r.total,
          line,
          gap: r.gap,
          needed: r.movesNeeded === null ? '全部提升一档仍不足' : String(r.movesNeeded),
          moves: r.moves
            .map((m) => `${m.name} ${m.fromLabel}→${m.toLabel} +${String(m.gain)}分`)
            .join('；'),
        };
      if (page.list.length < PAGE) return;
    }
  }
  return sendXlsx(reply, {
    filename: `优质企业后备库-${yearPart(first.system?.year ?? q.year)}${today()}.xlsx`,
    sheets: [{ name: '优质企业后备库', columns: RESERVE_COLUMNS as ReadonlyArray<XlsxColumn>, rows: rows() }],
  });
}

type AchievementRow = XlsxRow & {
  fullname: string;
  type: string;
  amount: number | null;
  date: string;
  source: string;
  note: string;
  total: number | null;
};
const ACHIEVEMENT_COLUMNS: ReadonlyArray<XlsxColumn<AchievementRow>> = [
  { header: '企业名称', key: 'fullname', width: 36 },
  { header: '类型', key: 'type', width: 10 },
  { header: '金额（万元）', key: 'amount', width: 12 },
  { header: '日期', key: 'date', width: 12 },
  { header: '来源', key: 'source', width: 10 },
  { header: '说明', key: 'note', width: 60 },
  { header: '最近年度积分', key: 'total', width: 12 },
];

export async function exportAchievements(ctx: RequestCtx, q: AchievementQuery, reply: FastifyReply) {
  const list = await allAchievements(ctx.db, ctx.tenantId, q);
  return sendXlsx(reply, {
    filename: `积分应用成果-${today()}.xlsx`,
    sheets: [
      {
        name: '积分应用成果',
        columns: ACHIEVEMENT_COLUMNS as ReadonlyArray<XlsxColumn>,
        rows: list.map((a) => ({
          fullname: a.fullname,
          type: a.typeLabel,
          amount: a.amount,
          date: a.date,
          source: a.sourceLabel,
          note: a.note,
          total: a.total,
        })),
      },
    ],
  });
}
