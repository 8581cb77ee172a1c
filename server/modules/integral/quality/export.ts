import type { FastifyReply } from 'fastify';
import type { RequestCtx } from '../../../kit/context.js';
import { datedXlsxName, everyPage, sendSheet, type SheetColumns } from '../../../kit/sheet.js';
import { SCORE_COLUMNS, withYear } from '../export.js';
import { allAchievements, type AchievementQuery } from './achievements.js';
import { dirItem, qualityBasis, type DirQuery } from './dir.js';
import { reservePage, type ReserveQuery } from './reserve.js';
import * as repo from './repo.js';

/** The directory, the reserve pool and the achievements as .xlsx, under the lists' filters, every page. */

export async function exportDir(ctx: RequestCtx, q: DirQuery, reply: FastifyReply) {
  const { system, threshold } = await qualityBasis(ctx.db, q.year);
  async function* rows() {
    if (!system || threshold.score === null) return;
    const min = threshold.score;
    const pages = everyPage(async (pagenum, size) => (await repo.scoresBetween(ctx.db, system.id, { min }, q, { pagenum, size })).rows);
    for await (const row of pages) yield dirItem(row);
  }
  const name = '优质企业名录';
  return sendSheet(reply, { name, filename: datedXlsxName(withYear(name, system?.year ?? q.year)), columns: SCORE_COLUMNS, rows: rows() });
}

type ReserveItem = Awaited<ReturnType<typeof reservePage>>['list'][number];
const reserveColumns = (line: number): SheetColumns<ReserveItem> => [
  { header: '企业名称', width: 36, cell: (r) => r.fullname },
  { header: '行业', width: 22, cell: (r) => r.industryName },
  { header: '名次', width: 8, cell: (r) => r.rank },
  { header: '总分', width: 10, cell: (r) => r.total },
  { header: '门槛分数线', width: 12, cell: () => line },
  { header: '分差', width: 10, cell: (r) => r.gap },
  { header: '需提升指标数', width: 14, cell: (r) => (r.movesNeeded === null ? '全部提升一档仍不足' : String(r.movesNeeded)) },
  {
    header: '建议提升（按加分从多到少）',
    width: 80,
    cell: (r) => r.moves.map((m) => `${m.name} ${m.fromLabel}→${m.toLabel} +${String(m.gain)}分`).join('；'),
  },
];

export async function exportReserve(ctx: RequestCtx, q: ReserveQuery, reply: FastifyReply) {
  const first = await reservePage(ctx.db, q, { pagenum: 1, size: 1000 });
  const line = first.threshold.score;
  const rows = everyPage(async (pagenum, size) => {
    if (line === null) return [];
    return pagenum === 1 ? first.list : (await reservePage(ctx.db, q, { pagenum, size })).list;
  });
  const name = '优质企业后备库';
  return sendSheet(reply, {
    name,
    filename: datedXlsxName(withYear(name, first.system?.year ?? q.year)),
    columns: reserveColumns(line ?? 0),
    rows,
  });
}

type Achievement = Awaited<ReturnType<typeof allAchievements>>[number];
const ACHIEVEMENT_COLUMNS: SheetColumns<Achievement> = [
  { header: '企业名称', width: 36, cell: (a) => a.fullname },
  { header: '类型', width: 10, cell: (a) => a.typeLabel },
  { header: '金额（万元）', width: 12, cell: (a) => a.amount },
  { header: '日期', width: 12, cell: (a) => a.date },
  { header: '来源', width: 10, cell: (a) => a.sourceLabel },
  { header: '说明', width: 60, cell: (a) => a.note },
  { header: '最近年度积分', width: 12, cell: (a) => a.total },
];

/** 积分应用成果-20260521.xlsx. */
export async function exportAchievements(ctx: RequestCtx, q: AchievementQuery, reply: FastifyReply) {
  const list = await allAchievements(ctx.db, ctx.tenantId, q);
  return sendSheet(reply, { name: '积分应用成果', columns: ACHIEVEMENT_COLUMNS, rows: list });
}
