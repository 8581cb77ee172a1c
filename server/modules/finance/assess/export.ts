import type { FastifyReply } from 'fastify';
import type { UserCtx } from '../../../kit/context.js';
import { sendXlsx, type XlsxColumn, type XlsxRow } from '../../../lib/xlsx-export.js';
import { resultOf } from './rounds.js';

/** 银行考核结果-{name}.xlsx: one row a bank, its rank and total, then each criterion's value and score. */
export async function exportResult(ctx: UserCtx, roundId: number, reply: FastifyReply): Promise<FastifyReply> {
  const { round, banks } = await resultOf(ctx.db, roundId);
  const columns: XlsxColumn[] = [
    { header: '名次', key: 'rank', width: 6 },
    { header: '银行', key: 'bank', width: 28 },
    { header: '总分', key: 'total', width: 8 },
    ...round.criteria.flatMap((c) => [
      { header: `${c.label}（${banks[0]?.criteria.find((x) => x.key === c.key)?.unit ?? ''}）`, key: `${c.key}.value`, width: 14 },
      { header: `${c.label}得分（权重 ${String(c.weight)}）`, key: `${c.key}.score`, width: 16 },
    ]),
  ];
  const rows: XlsxRow[] = banks.map((b) => ({
    rank: b.rank,
    bank: b.institutionName,
    total: b.total,
    ...Object.fromEntries(b.criteria.flatMap((c) => [[`${c.key}.value`, c.value], [`${c.key}.score`, c.score]])),
  }));
  return sendXlsx(reply, { filename: `银行考核结果-${round.name}.xlsx`, sheets: [{ name: '考核结果', columns, rows }] });
}
