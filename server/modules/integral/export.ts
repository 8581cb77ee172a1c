import type { FastifyReply } from 'fastify';
import type { BodyOf } from '../../../common/contract/endpoint.js';
import type { integralContract } from '../../../common/integral/contract.js';
import type { RequestCtx } from '../../kit/context.js';
import { datedXlsxName, everyPage, sendSheet, type SheetColumns } from '../../kit/sheet.js';
import { notFound } from '../../lib/errors.js';
import { rankedItem } from './present.js';
import * as repo from './repo.js';

/** The version a ranking reads: the one asked for (it must be computed), else the year's active one. */
export async function rankingSystem(ctx: RequestCtx, year: number | undefined, systemId: number | undefined) {
  if (systemId === undefined) return repo.activeSystem(ctx.db, year);
  const system = await repo.systemById(ctx.db, systemId);
  if (!system || system.status !== 'READY') throw notFound('指标体系版本');
  return system;
}

/** An enterprise's score as the ranking and the quality directory both list it. */
export interface ScoreRecord {
  rank: number;
  fullname: string;
  industryName: string | null;
  area: string | null;
  stageLabel: string;
  total: number;
  tech: number;
  growth: number;
  feature: number;
}

export const SCORE_COLUMNS: SheetColumns<ScoreRecord> = [
  { header: '名次', width: 8, cell: (r) => r.rank },
  { header: '企业名称', width: 36, cell: (r) => r.fullname },
  { header: '行业', width: 22, cell: (r) => r.industryName ?? '' },
  { header: '园区', width: 14, cell: (r) => r.area ?? '' },
  { header: '阶段', width: 10, cell: (r) => r.stageLabel },
  { header: '总分', width: 10, cell: (r) => r.total },
  { header: '技术创新', width: 10, cell: (r) => r.tech },
  { header: '成长经营', width: 10, cell: (r) => r.growth },
  { header: '特色指标', width: 10, cell: (r) => r.feature },
];

const RANKING_COLUMNS: SheetColumns<ReturnType<typeof rankedItem>> = [
  ...SCORE_COLUMNS,
  { header: '缺数据指标数', width: 12, cell: (r) => r.missingCount },
];

/** 创新积分排名-2025年度: an export's name with the score's year, when it has one. */
export const withYear = (name: string, year: number | null | undefined) => (year ? `${name}-${String(year)}年度` : name);

/** 创新积分排名-2025年度-20260521.xlsx: the score's year, and the day of the export in park time. */
export const rankingFileName = (year: number | null, now: Date = new Date()) => datedXlsxName(withYear('创新积分排名', year), now);

type ExportBody = BodyOf<typeof integralContract.rankingExport>;

/** Rows read a page at a time, so a park of any size is exported in bounded memory. */
async function* rankingRows(ctx: RequestCtx, systemId: number | undefined, body: ExportBody) {
  if (systemId === undefined) return;
  const { industry, area, stage, search } = body;
  const sort = { orderBy: body.orderBy, order: body.order };
  const pages = everyPage(async (pagenum, size) => (await repo.ranking(ctx.db, systemId, { industry, area, stage, search, pagenum, size, sort })).rows);
  for await (const row of pages) yield rankedItem(row);
}

/** The ranking under its filters and order, every page, as .xlsx (the same mechanism as the other exports). */
export async function exportRanking(ctx: RequestCtx, body: ExportBody, reply: FastifyReply): Promise<FastifyReply> {
  const system = await rankingSystem(ctx, body.year, body.systemId);
  return sendSheet(reply, {
    name: '创新积分排名',
    filename: rankingFileName(system?.year ?? body.year ?? null),
    columns: RANKING_COLUMNS,
    rows: rankingRows(ctx, system?.id, body),
  });
}
