import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { FillImportResult } from '../../../../common/integral/fill/contract.js';
import {
  FILL_FIELD_RULES,
  FILL_LIMITS,
  fillFieldTitle,
  fillProblems,
  type FillState,
} from '../../../../common/integral/fill/rules.js';
import type { IntegralField } from '../../../../common/integral/model.js';
import type { AppInstance } from '../../../app-types.js';
import type { DB } from '../../../db/schema.js';
import type { RequestCtx, UserCtx } from '../../../kit/context.js';
import { answered, type Answered } from '../../../kit/serve.js';
import { cellAt, importCell as cellOf, readFirstSheet, withUploadedSheet, type ImportCell as Cell, type SheetLimits } from '../../../kit/spreadsheet.js';
import { headerColumns, importFigure } from '../../../kit/spreadsheet/import.js';
import { BizError } from '../../../lib/errors.js';
import { parkTime, parkToday } from '../../../lib/park-time.js';
import { sendXlsx, type XlsxColumn, type XlsxRow } from '../../../lib/xlsx-export.js';
import { dataPage, type ListFilter } from './lists.js';
import { fieldsOf, phaseOf, requireRound, type RoundRow } from './rounds.js';
import { itemsOf, mergedValues, requireSubmission, writeRefusal, writeSubmission, type ItemRow } from './submission.js';

/**
 * The round's spreadsheets: the export of its figures, the import template, and the import — every
 * row checked first, then all of them saved in one transaction, or none.
 */

const CODE_HEADER = '统一社会信用代码';
const NAME_HEADER = '企业名称';

/** A round's name made safe for a file name. */
const fileSafe = (name: string) => name.replace(/[\\/:*?"<>|\s]+/g, '');

/** 创新积分填报-2026年度创新积分数据填报-20261124.xlsx */
export const dataFileName = (round: Pick<RoundRow, 'name'>, now: Date = new Date()) =>
  `创新积分填报-${fileSafe(round.name)}-${parkToday(now).replaceAll('-', '')}.xlsx`;

export const templateFileName = (round: Pick<RoundRow, 'name'>) => `创新积分填报导入模板-${fileSafe(round.name)}.xlsx`;

const PAGE = 1000;

export async function exportData(ctx: RequestCtx, roundId: number, filter: ListFilter, reply: FastifyReply): Promise<FastifyReply> {
  const round = await requireRound(ctx.db, roundId);
  const fields = fieldsOf(round);
  const columns: XlsxColumn[] = [
    { header: CODE_HEADER, key: 'creditCode', width: 22 },
    { header: NAME_HEADER, key: 'fullname', width: 36 },
    { header: '填报状态', key: 'state', width: 10 },
    { header: '提交时间', key: 'submittedAt', width: 18 },
    ...fields.map((field) => ({ header: fillFieldTitle(field), key: field, width: 16 })),
  ];
  async function* rows(): AsyncGenerator<XlsxRow> {
    for (let pagenum = 1; ; pagenum++) {
      const page = await dataPage(ctx.db, round.id, fields, { ...filter, pagenum, size: PAGE });
      for (const row of page.list) {
        const out: XlsxRow = {
          creditCode: row.creditCode,
          fullname: row.fullname,
          state: row.stateLabel,
          submittedAt: parkTime(row.submittedAt),
        };
        for (const field of fields) out[field] = row.values[field] ?? null;
        yield out;
      }
      if (page.list.length < PAGE) return;
    }
  }
  return sendXlsx(reply, { filename: dataFileName(round), sheets: [{ name: '填报数据', columns, rows: rows() }] });
}

/** States an import (and the template) covers: those an operator may still write. */
const IMPORTABLE: readonly FillState[] = ['UNFILLED', 'DRAFT', 'BACK'];

export async function sendTemplate(ctx: RequestCtx, roundId: number, reply: FastifyReply): Promise<FastifyReply> {
  const round = await requireRound(ctx.db, roundId);
  const fields = fieldsOf(round);
  const columns: XlsxColumn[] = [
    { header: CODE_HEADER, key: 'creditCode', width: 22 },
    { header: NAME_HEADER, key: 'fullname', width: 36 },
    ...fields.map((field) => ({ header: fillFieldTitle(field), key: field, width: 16 })),
  ];
  async function* rows(): AsyncGenerator<XlsxRow> {
    const subs = await ctx.db
      .selectFrom('integral_fill_submissions')
      .innerJoin('orgs', 'orgs.id', 'integral_fill_submissions.org_id')
      .select(['integral_fill_submissions.id', 'orgs.fullname', 'orgs.credit_code'])
      .where('integral_fill_submissions.round_id', '=', round.id)
      .where('integral_fill_submissions.state', 'in', [...IMPORTABLE])
      .orderBy('orgs.fullname')
      .execute();
    for (const sub of subs) {
      const items = await itemsOf(ctx.db, sub.id);
      const out: XlsxRow = { creditCode: sub.credit_code, fullname: sub.fullname };
      for (const field of fields) out[field] = items.get(field)?.value ?? null;
      yield out;
    }
  }
  return sendXlsx(reply, { filename: templateFileName(round), sheets: [{ name: '填报数据', columns, rows: rows() }] });
}

// ---- Import ----

/** A figure's cell: a number, or blank; text that is a number (with thousands separators) counts. */
function figureOf(cell: Cell, field: IntegralField): { value: number | null; problem: string } {
  const value = importFigure(cell);
  return value === 'bad' ? { value: null, problem: `${FILL_FIELD_RULES[field].label}应为数字` } : { value, problem: '' };
}

interface ParsedRow {
  row: number;
  creditCode: string;
  fullname: string;
  values: Partial<Record<IntegralField, number | null>>;
  messages: string[];
}

/**
 * The header and at most importRowsMax rows under it; columns, characters, size and time are the
 * kit's defaults (server/kit/spreadsheet/limits.ts), far above a filled-in template.
 */
const SHEET_LIMITS: Partial<SheetLimits> = { rows: FILL_LIMITS.importRowsMax + 1 };

async function readSheet(path: string, fields: readonly IntegralField[]): Promise<ParsedRow[]> {
  const sheetRows = await readFirstSheet(path, { limits: SHEET_LIMITS, unreadable: '无法读取导入文件，请使用下载的模板（.xlsx）填写' });
  const header = sheetRows[0]?.number === 1 ? sheetRows[0] : undefined;
  const columns = headerColumns(sheetRows);
  const codeCol = columns.get(CODE_HEADER);
  const nameCol = columns.get(NAME_HEADER);
  const missing = [CODE_HEADER, ...fields.map(fillFieldTitle)].filter((title) => !columns.has(title.replace(/\s+/g, '')));
  if (codeCol === undefined || missing.length > 0)
    throw new BizError(`导入文件第1行缺少列：${missing.join('、')}。请使用本批次的导入模板`);
  const fieldCols = fields.map((field) => [field, columns.get(fillFieldTitle(field).replace(/\s+/g, '')) ?? 0] as const);

  const rows: ParsedRow[] = [];
  for (const row of sheetRows) {
    if (row === header) continue;
    const code = cellOf(cellAt(row, codeCol));
    const name = nameCol === undefined ? null : cellOf(cellAt(row, nameCol));
    const cells = fieldCols.map(([field, col]) => [field, cellOf(cellAt(row, col))] as const);
    if (code === null && cells.every(([, c]) => c === null) && (name === null || typeof name !== 'string')) continue;
    const parsed: ParsedRow = {
      row: row.number,
      creditCode: typeof code === 'string' ? code.toUpperCase() : typeof code === 'number' ? String(code) : '',
      fullname: typeof name === 'string' ? name : '',
      values: {},
      messages: [],
    };
    if (!parsed.creditCode) parsed.messages.push('统一社会信用代码为空');
    for (const [field, cell] of cells) {
      const { value, problem } = figureOf(cell, field);
      if (problem) parsed.messages.push(problem);
      parsed.values[field] = value;
    }
    rows.push(parsed);
  }
  if (rows.length === 0) throw new BizError('导入文件中没有数据行');
  return rows;
}

/** Receives the .xlsx, checks every row, and submits them all in one transaction — or nothing. */
export async function importData(
  app: AppInstance,
  ctx: UserCtx,
  roundId: number,
  request: FastifyRequest,
): Promise<Answered<FillImportResult>> {
  const round = await requireRound(ctx.db, roundId);
  if (round.closed_at !== null) throw new BizError('该填报批次已结束，不能再导入');
  if (phaseOf(round) === 'NOTSTARTED') throw new BizError(`填报尚未开始（${round.start_date} 起），不能导入`);
  const fields = fieldsOf(round);
  const parsed = await withUploadedSheet(app, request, (path) => readSheet(path, fields));

  const subs = await ctx.db
    .selectFrom('integral_fill_submissions')
    .innerJoin('orgs', 'orgs.id', 'integral_fill_submissions.org_id')
    .selectAll('integral_fill_submissions')
    .select(['orgs.credit_code', 'orgs.fullname'])
    .where('integral_fill_submissions.round_id', '=', round.id)
    .execute();
  const byCode = new Map(subs.map((s) => [s.credit_code.toUpperCase(), s]));
  const seen = new Map<string, number>();
  const plan: { sub: (typeof subs)[number]; values: ParsedRow['values'] }[] = [];
  const errors: FillImportResult['errors'] = [];

  for (const row of parsed) {
    const messages = [...row.messages];
    const sub = row.creditCode ? byCode.get(row.creditCode) : undefined;
    if (row.creditCode) {
      const first = seen.get(row.creditCode);
      if (first !== undefined) messages.push(`与第${first}行是同一家企业`);
      else seen.set(row.creditCode, row.row);
      if (!sub) messages.push(`本批次没有统一社会信用代码为 ${row.creditCode} 的企业`);
    }
    if (sub && messages.length === 0) {
      const refusal = writeRefusal('operator', round, sub.state);
      if (refusal) messages.push(refusal);
      else {
        const items: Map<IntegralField, ItemRow> = await itemsOf(ctx.db, sub.id);
        const { values } = mergedValues(fields, sub.state, items, row.values);
        for (const problem of fillProblems(fields, values, { submit: true })) messages.push(problem.message);
      }
    }
    if (messages.length > 0)
      errors.push({ row: row.row, creditCode: row.creditCode, fullname: row.fullname || sub?.fullname || '', messages });
    else if (sub) plan.push({ sub, values: row.values });
  }
  if (errors.length > 0)
    return answered(
      { saved: false, imported: 0, errors },
      `有${errors.length}行数据有误（第${errors.map((e) => e.row).join('、')}行），未导入任何数据`,
    );

  await ctx.db.transaction().execute(async (trx: Kysely<DB>) => {
    for (const { sub, values } of plan) {
      // Read again inside the transaction: what it holds now is what is written over.
      const current = await requireSubmission(trx, round.id, sub.org_id, '填报');
      await writeSubmission(trx, ctx.tenantId, round, current, { values, attachmentIds: null, submit: true }, {
        actor: 'operator',
        userId: ctx.user.id,
        action: 'IMPORT',
      });
    }
  });
  return answered({ saved: true, imported: plan.length, errors: [] }, `已导入${plan.length}家企业的数据并提交审核`);
}
