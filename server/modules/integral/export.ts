import type { FastifyReply } from 'fastify';
import type { BodyOf } from '../../../common/contract/endpoint.js';
import type { integralContract } from '../../../common/integral/contract.js';
import type { RequestCtx } from '../../kit/context.js';
import { notFound } from '../../lib/errors.js';
import { parkToday } from '../../lib/park-time.js';
import { sendXlsx, type XlsxColumn, type XlsxRow } from '../../lib/xlsx-export.js';
import { rankedItem } from './present.js';
import * as repo from './repo.js';

/** The version a ranking reads: the one asked for (it must be computed), else the year's active one. */
export async function rankingSystem(ctx: RequestCtx, year: number | undefined, systemId: number | undefined) {
  if (systemId === undefined) return repo.activeSystem(ctx.db, year);
  const system = await repo.systemById(ctx.db, systemId);
  if (!system || system.status !== 'READY') throw notFound('指标体系版本');
  return system;
}

/** An enterprise's score as an exported row: what the ranking and the quality directory both list. */
export type ScoreExportRow = XlsxRow & {
  rank: number;
  fullname: string;
  industry: string;
  area: string;
  stage: string;
  total: number;
  tech: number;
  growth: number;
  feature: number;
};
type ExportRow = ScoreExportRow & { missing: number };

export const SCORE_COLUMNS: ReadonlyArray<XlsxColumn<ScoreExportRow>> = [
  { header: '名次', key: 'rank', width: 8 },
  { header: '企业名称', key: 'fullname', width: 36 },
  { header: '行业', key: 'industry', width: 22 },
  { header: '园区', key: 'area', width: 14 },
  { header: '阶段', key: 'stage', width: 10 },
  { header: '总分', key: 'total', width: 10 },
  { header: '技术创新', key: 'tech', width: 10 },
  { header: '成长经营', key: 'growth', width: 10 },
  { header: '特色指标', key: 'feature', width: 10 },
];

export const RANKING_COLUMNS: ReadonlyArray<XlsxColumn<ExportRow>> = [
  ...SCORE_COLUMNS,
  { header: '缺数据指标数', key: 'missing', width: 12 },
];

/** 创新积分排名-2025年度-20260521.xlsx: the score's year, and the day of the export in park time. */
export const rankingFileName = (year: number | null, now: Date = new Date()) =>
  `创新积分排名-${year === null ? '' : `${String(year)}年度-`}${parkToday(now).replaceAll('-', '')}.xlsx`;

/** Rows read a page at a time, so a park of any size is exported in bounded memory. */
const PAGE = 1000;

type ExportBody = BodyOf<typeof integralContract.rankingExport>;

async function* rankingRows(ctx: RequestCtx, systemId: number | undefined, body: ExportBody): AsyncGenerator<ExportRow> {
  if (systemId === undefined) return;
  for (let pagenum = 1; ; pagenum++) {
    const { rows } = await repo.ranking(ctx.db, systemId, {
      industry: body.industry,
      area: body.area,
      stage: body.stage,
      search: body.search,
      pagenum,
      size: PAGE,
      sort: { orderBy: body.orderBy, order: body.order },
    });
    for (const row of rows.map(rankedItem)) {
      yield {
        rank: row.rank,
        fullname: row.fullname,
        industry: row.industryName ?? '',
        area: row.area ?? '',
        stage: row.stageLabel,
        total: row.total,
        tech: row.tech,
        growth: row.growth,
        feature: row.feature,
        missing: row.missingCount,
      };
    }
    if (rows.length < PAGE) return;
  }
}

/** The ranking under its filters and order, every page, as .xlsx (the same mechanism as the other exports). */
export async function exportRanking(ctx: RequestCtx, body: ExportBody, reply: FastifyReply): Promise<FastifyReply> {
  const system = await rankingSystem(ctx, body.year, body.systemId);
  return sendXlsx(reply, {
    filename: rankingFileName(system?.year ?? body.year ?? null),
    sheets: [
      {
        name: '创新积分排名',
        columns: RANKING_COLUMNS as ReadonlyArray<XlsxColumn>,
        rows: rankingRows(ctx, system?.id, body),
      },
    ],
  });
}
